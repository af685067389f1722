import DesignTokens
import DocGenSupport

/// The text sizes a component's labels are drawn and checked at: Apple's Dynamic Type categories, or a list of
/// scale factors (a browser's text zoom, Android's font scale). Declared under `textSize:` in a component
/// definition; a definition without it is drawn at its written sizes only.
public struct TextSizeScale: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The twelve content size categories; each size's label scales as its text style does.
        case dynamicType(textStyle: DynamicType.TextStyle)
        /// Named steps, each a factor of the written font size (`200%` is 2).
        case factors([Double])
    }

    public var kind: Kind
    /// The steps' names, smallest first: `xSmall` … `AX5`, or `85%` … `200%`.
    public var steps: [String]
    /// The steps a page draws when it does not choose; every step is checked.
    public var shown: [String]
    /// How the button's height follows a larger label, unless a size says otherwise.
    public var height: TextSizeHeight
    public var location: SourceLocation

    public init(kind: Kind, steps: [String], shown: [String]? = nil, height: TextSizeHeight = .minimum, location: SourceLocation) {
        self.kind = kind
        self.steps = steps
        self.height = height
        self.location = location
        self.shown = shown ?? Self.defaultShown(kind: kind, steps: steps)
    }

    /// Apple's categories with `textStyle`.
    public static func dynamicType(textStyle: DynamicType.TextStyle, location: SourceLocation) -> TextSizeScale {
        TextSizeScale(kind: .dynamicType(textStyle: textStyle), steps: DynamicType.categories, location: location)
    }

    /// The one step of a definition that declares no scale: its labels at the sizes written.
    public static func written(at location: SourceLocation) -> TextSizeScale {
        TextSizeScale(kind: .factors([1]), steps: [writtenStep], location: location)
    }

    /// The name of that step.
    public static let writtenStep = "written"

    /// The step the written values describe: `Large`, or the factor 1.
    public var defaultStep: String {
        switch kind {
        case .dynamicType: DynamicType.defaultCategory
        case .factors(let factors): steps[factors.firstIndex(of: 1) ?? 0]
        }
    }

    /// How many times larger than written a label in `textStyle` (a size's own style, else the scale's) is at `step`.
    public func factor(at step: String, textStyle: DynamicType.TextStyle? = nil) -> Double? {
        guard let index = steps.firstIndex(of: step) else { return nil }
        switch kind {
        case .dynamicType(let style): return (textStyle ?? style).factor(at: index)
        case .factors(let factors): return factors[index]
        }
    }

    /// Large and the steps above it where layouts break: `Large`, `xxxLarge`, `AX1`, `AX3`, `AX5`; or every factor.
    private static func defaultShown(kind: Kind, steps: [String]) -> [String] {
        switch kind {
        case .dynamicType: ["Large", "xxxLarge", "AX1", "AX3", "AX5"]
        case .factors: steps
        }
    }
}

/// How a button's height follows its label at larger text sizes.
public enum TextSizeHeight: String, CaseIterable, Hashable, Sendable {
    /// The written height is a minimum: the button grows to the label's line box plus the space it has around the
    /// label at the written size (SwiftUI, UIKit with Auto Layout).
    case minimum
    /// The height stays as written; a taller label is clipped.
    case fixed
}

/// What one size says about text sizes: the text style its label scales with, and how its height follows.
public struct SizeTextScaling: Hashable, Sendable {
    public var textStyle: DynamicType.TextStyle?
    public var height: TextSizeHeight?
    public var location: SourceLocation

    public init(textStyle: DynamicType.TextStyle? = nil, height: TextSizeHeight? = nil, location: SourceLocation) {
        self.textStyle = textStyle
        self.height = height
        self.location = location
    }
}

/// A variant's label in one more language (`de: Anmelden`), with where it is written.
public struct LocalizedLabel: Hashable, Sendable {
    public var locale: String
    public var text: String
    public var location: SourceLocation

    public init(locale: String, text: String, location: SourceLocation) {
        self.locale = locale
        self.text = text
        self.location = location
    }
}

extension ComponentDefinition {
    /// The languages a page may draw the labels in: the definition's own (`locale`), then those the variants'
    /// `labels` give, sorted.
    public var locales: [String] {
        let translated = Set(variants.flatMap { $0.labels.map(\.locale) }).subtracting(locale.map { [$0] } ?? [])
        return (locale.map { [$0] } ?? []) + translated.sorted()
    }
}
