import DesignTokens
import DocGenSupport

/// One resolved value of a cell, with where it came from.
public struct ResolvedPart<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value the cell uses; for colors, composited over what lies beneath.
    public var value: Value
    /// The value as the token or literal gave it, before compositing.
    public var declared: Value
    /// The token the component names, then every alias hop to the literal; empty for a literal.
    public var tokens: [TokenPath]
    /// Where the value is defined: the named token's file, or the component file for a literal.
    public var location: SourceLocation
    /// How the component wrote it: `{color.button.primary.default.background}`, `#ffffff`, `44`, or `default`.
    public var written: String
    /// The state the value was inherited from when the cell's own state declares none.
    public var fallbackFrom: String?
    /// The part whose value this is when another part gave it (a tint overriding the label, an icon taking
    /// the label's color).
    public var derivedFrom: ButtonPart?
    /// Why docgen cannot be sure of the value (a recipe it does not compute, a keyword it approximates, a source
    /// that disagrees with the team's build); empty when it can. A cell painted with an uncertain part is uncertain.
    public var uncertainties: [ValueUncertainty] = []
    /// Where the team's build output defines the named token, when the build gave the value.
    public var build: BuildProvenance?
    /// How docgen read what was written, in a few words, when that is more than a token or a literal: the CSS
    /// keyword and what it takes (`currentColor: the label's color`), the entry of a fallback list that painted the
    /// part, a line height left to the font.
    public var note: String?

    public init(value: Value, declared: Value, tokens: [TokenPath] = [], location: SourceLocation, written: String,
                fallbackFrom: String? = nil, derivedFrom: ButtonPart? = nil) {
        self.value = value
        self.declared = declared
        self.tokens = tokens
        self.location = location
        self.written = written
        self.fallbackFrom = fallbackFrom
        self.derivedFrom = derivedFrom
    }

    /// A value the component left out, filled in by docgen (a transparent background, a 2 px focus ring).
    package static func builtIn(_ value: Value, at location: SourceLocation) -> ResolvedPart {
        ResolvedPart(value: value, declared: value, location: location, written: "default")
    }

    /// Whether docgen cannot be sure of the value.
    public var isUncertain: Bool { !uncertainties.isEmpty }

    /// Whether the value came from somewhere other than the cell's own state and part.
    public var isFallback: Bool { fallbackFrom != nil || derivedFrom != nil }

    /// The token the value came from, for a finding; `nil` for a literal.
    public func tokenReference(role: String) -> TokenReference? {
        tokens.first.map { TokenReference(role: role, path: $0, location: location) }
    }

    /// The same provenance with another value (compositing keeps where a color came from).
    package func with(value newValue: Value) -> ResolvedPart {
        var copy = self
        copy.value = newValue
        return copy
    }
}
