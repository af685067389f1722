import DesignTokens
import DocGenSupport

/// One background of the matrix's surface axis (`surfaceAxis:`): every variant is drawn on each of them, so that a
/// system's light and dark background schemes, or its on-color surfaces, are a dimension of the matrix and not
/// copies of its variants.
///
/// On a surface, a variant takes the colors the surface declares for it, part by part: a part the surface lists
/// replaces the variant's own values for that part in every state; a part it does not list keeps the variant's.
public struct MatrixSurface: Hashable, Sendable {
    public var name: String
    /// What the button sits on, per theme: a surface of the component's `surfaces`, or a color of its own.
    public var background: Surface
    /// Variant name → part → state name → value, replacing the variant's values for those parts on this surface.
    public var colors: [String: [ButtonPart: [String: ComponentValue]]]
    /// Variant name → the parts of `colors` written once for every state.
    public var colorsWrittenOnce: [String: Set<ButtonPart>] = [:]
    public var location: SourceLocation

    public init(name: String, background: Surface, colors: [String: [ButtonPart: [String: ComponentValue]]] = [:],
                location: SourceLocation) {
        self.name = name
        self.background = background
        self.colors = colors
        self.location = location
    }

    /// The variant as drawn on this surface: its parts replaced by the ones this surface declares for it.
    public func applied(to variant: ButtonVariant) -> ButtonVariant {
        var copy = variant
        let writtenOnce = colorsWrittenOnce[variant.name] ?? []
        for (part, values) in colors[variant.name] ?? [:] {
            copy.parts[part] = values
            if writtenOnce.contains(part) { copy.partsWrittenOnce.insert(part) } else { copy.partsWrittenOnce.remove(part) }
        }
        return copy
    }
}
