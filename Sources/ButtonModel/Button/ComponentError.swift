import DesignTokens
import DocGenSupport

/// A problem in a component definition, with the place in the file where it is.
public struct ComponentError: DiagnosticConvertible, Hashable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        case invalidYAML(String)
        case expected(String)
        case missingField(String)
        case unknownField(String, allowed: [String])
        case unknownVariant(String)
        case unknownState(String)
        case unknownSize(String)
        case unknownSurface(String)
        case unknownTheme(String, known: [String])
        case unknownPart(String)
        /// A key of a variant's `opacity` that names nothing it can fade.
        case unknownOpacityTarget(String)
        /// An opacity outside 0...1 (or 0 %...100 %): as written, or a token's value.
        case opacityOutOfRange(String)
        /// An elevation that is neither a shadow token reference nor `none`.
        case invalidElevation(String)
        /// An icon name docgen cannot draw.
        case unknownIcon(String)
        /// A variant's `status` that is not a lifecycle status docgen knows.
        case unknownStatus(String)
        /// A shadow token with an inset shadow, which lies inside the button and raises nothing.
        case insetShadow(TokenPath)
        /// A state layer color written for a state (or taken from its parent) where no opacity gives the layer a
        /// strength.
        case stateLayerWithoutOpacity(variant: String, state: String)
        case fallbackCycle([String])
        case invalidValue(String)
        /// An expression that does not parse: its text and what is wrong.
        case invalidExpression(String, problem: String)
        /// An expression that parses but has no value: units that do not combine, a division by zero, a color.
        case expressionValue(String, problem: String, hint: String)
        case unknownToken(TokenPath, theme: String)
        case tokenTypeMismatch(TokenPath, expected: String)
        /// A length in a unit without a fixed size (`em`, `%`, `vw`) where the geometry and the checks need points.
        case unitWithoutPoints(TokenPath, Dimension)
        /// A token whose value is kept as written (a CSS function docgen does not compute, a string with references
        /// inside), where the geometry and the checks need a value: the token and its text.
        case valueKeptAsWritten(TokenPath, String)
        case surfaceMissingTheme(surface: String, theme: String)
        /// A variant that names its own `surface` in a definition whose surface axis sets every variant's background.
        case surfaceBesideAxis(variant: String)
        case noLabelColor(variant: String, state: String)
        case duplicateName(String)
        /// No entry of a fallback list gives a value: each entry as written and why it gave way.
        case noFallbackResolves([String])
        /// A size that gives the padding of one side only, without `paddingX` for the other.
        case paddingSideMissing(given: String, missing: String)
        /// A size with both `hitSlop` and `minimumHitArea` on the named axes.
        case hitSlopBesideMinimumHitArea(axes: [String])
        /// The definition goes past one of the `InputLimits`: which, and what went past it.
        case limitExceeded(InputLimits.Name, String)
        /// A geometric value outside `GeometryBounds`: the property, the cell it was found in (`variant 'primary',
        /// size 'medium', state 'default', theme 'light'`), the value, its kind, and the token it came from.
        case outOfRange(property: String, cell: String, value: Double, GeometryBounds.Kind, token: TokenPath?)
    }

    public var reason: Reason
    public var location: SourceLocation

    public init(_ reason: Reason, at location: SourceLocation) {
        self.reason = reason
        self.location = location
    }

    public var description: String { diagnostic.description }

    /// What makes two errors the same problem: the reason and place, without the cell an out-of-range value was
    /// first found in (a size's height is in every variant, state and theme of that size).
    package var problemKey: String {
        guard case .outOfRange(let property, _, let value, _, let token) = reason else { return "\(location)|\(description)" }
        return "\(location)|\(property)|\(value)|\(token?.description ?? "")"
    }

    public var diagnostic: Diagnostic {
        let (code, message, hint) = explanation
        var missingToken: String?
        if case .unknownToken(let path, _) = reason { missingToken = path.description }
        return Diagnostic(location: location, code: "component.\(code)", message: message, hint: hint, missingToken: missingToken)
    }

    private var explanation: (String, String, String?) {
        switch reason {
        case .invalidYAML(let problem):
            ("invalid-yaml", "the component definition is not valid YAML: \(problem)", nil)
        case .expected(let what):
            ("wrong-kind", "expected \(what) here", nil)
        case .missingField(let field):
            ("missing-field", "required field '\(field)' is missing", "add '\(field)' to this mapping")
        case .unknownField(let field, let allowed):
            ("unknown-field", "unknown field '\(field)'",
             (NameSuggestion.closest(to: field, among: allowed).map { "did you mean '\($0)'? " } ?? "") + "allowed here: \(allowed.joined(separator: ", "))")
        case .unknownVariant(let name):
            ("unknown-variant", "no variant is named '\(name)'", "declare it under 'variants' or fix the name")
        case .unknownState(let name):
            ("unknown-state", "no state is named '\(name)'", "declare it under 'states' or fix the name")
        case .unknownSize(let name):
            ("unknown-size", "no size is named '\(name)'", "declare it under 'sizes' or fix the name")
        case .unknownSurface(let name):
            ("unknown-surface", "no surface is named '\(name)'", "declare it under 'surfaces' or fix the name")
        case .unknownTheme(let name, let known):
            ("unknown-theme", "no theme is named '\(name)'", "themes: \(known.joined(separator: ", "))")
        case .unknownPart(let name):
            ("unknown-part", "'\(name)' is not a button part",
             "parts are: \(ButtonPart.allCases.map(\.rawValue).joined(separator: ", "))")
        case .unknownOpacityTarget(let name):
            ("unknown-opacity-target", "'\(name)' is not something opacity can fade",
             "opacity applies to: \(OpacityTarget.allCases.map(\.rawValue).joined(separator: ", "))")
        case .opacityOutOfRange(let text):
            ("opacity-range", "opacity '\(text)' is outside 0 to 1",
             "write a number from 0 to 1 (0.38), a percentage (\"38%\"), or a reference to a number token in that range")
        case .invalidElevation(let text):
            ("invalid-elevation", "'\(text)' is neither a reference to a shadow token nor none",
             "write a reference like \"{md.sys.elevation.level1}\" to a shadow token (or a list of shadows), or none")
        case .unknownIcon(let name):
            ("unknown-icon", "'\(name)' is not an icon docgen draws",
             "icons are: \(ButtonIcon.allCases.map(\.rawValue).joined(separator: ", ")); write none for no icon in a state")
        case .unknownStatus(let text):
            ("unknown-status", "'\(text)' is not a variant status",
             "write one of: \(VariantStatus.allCases.map(\.rawValue).joined(separator: ", ")); leave status out for stable")
        case .insetShadow(let path):
            ("inset-shadow", "token '\(path)' holds an inset shadow, which draws inside the button and raises nothing",
             "point elevation at a token of outer shadows")
        case .stateLayerWithoutOpacity(let variant, let state):
            ("state-layer-without-opacity", "variant '\(variant)' gives state '\(state)' a stateLayer color but no " +
             "opacity.stateLayer, so the layer has no strength",
             "give opacity.stateLayer.\(state), e.g. 0.08, or remove the color for that state (a stateLayer color written once, " +
             "for all states, paints only in states that give an opacity)")
        case .fallbackCycle(let chain):
            ("fallback-cycle", "state fallbacks form a cycle: \(chain.joined(separator: " -> "))",
             "one state in the cycle must fall back to none")
        case .invalidValue(let text):
            ("invalid-value", "'\(text)' is neither a token reference nor a literal",
             "write a reference like \"{color.button.primary.default.background}\", a color like \"#0b5fff\", or a length like 44 or \"44px\"")
        case .invalidExpression(let text, let problem):
            ("invalid-expression", "the expression '\(text)' \(problem)",
             "write + - * / between token references like {md.comp.button.touch-target}, lengths like 48px or 1rem and plain numbers, with parentheses to group")
        case .expressionValue(let text, let problem, let hint):
            ("expression-value", "the expression '\(text)' \(problem)", hint)
        case .unknownToken(let path, let theme):
            ("unknown-token", "token '\(path)' does not exist in theme '\(theme)'", "define the token or fix the reference")
        case .tokenTypeMismatch(let path, let expected):
            ("token-type", "token '\(path)' is not a \(expected)", nil)
        case .unitWithoutPoints(let path, let length):
            ("unit-without-points", "token '\(path)' is \(length), and \(length.unit.rawValue) has no fixed size in points: " +
             "the button cannot be drawn or checked with it", "use a token in px, rem or dp here")
        case .valueKeptAsWritten(let path, let text):
            ("value-kept-as-written", "token '\(path)' is \(text), kept as written: docgen does not compute it, so the button cannot be " +
             "drawn or checked with it", "give the token a value the format defines (a color, a length in px or rem), or use another token here")
        case .surfaceMissingTheme(let surface, let theme):
            ("surface-theme", "surface '\(surface)' has no color for theme '\(theme)'",
             "add a '\(theme)' or a 'default' entry")
        case .surfaceBesideAxis(let variant):
            ("surface-beside-axis", "variant '\(variant)' names a surface, but the surface axis draws every variant on each of its surfaces",
             "remove 'surface' from the variant; give colors for a surface under 'surfaceAxis.<surface>.variants.\(variant).colors'")
        case .noLabelColor(let variant, let state):
            ("no-label-color", "variant '\(variant)' has no label color for state '\(state)' or any state it falls back to",
             "give the variant a 'label' color in its root state")
        case .duplicateName(let name):
            ("duplicate-name", "'\(name)' is declared twice", nil)
        case .noFallbackResolves(let tried):
            ("no-fallback", "no entry of the fallback list gives a value: \(tried.joined(separator: "; "))",
             "give one of the tokens a value, or end the list with a literal (\"#0b5fff\") that applies when none is set")
        case .paddingSideMissing(let given, let missing):
            ("missing-field", "the size gives '\(given)' but neither '\(missing)' nor 'paddingX'",
             "add '\(missing)', or 'paddingX' for every side not given")
        case .hitSlopBesideMinimumHitArea(let axes):
            ("hit-slop-beside-minimum", "'minimumHitArea' and 'hitSlop' both set the touch area (\(axes.joined(separator: " and ")))",
             "remove 'hitSlop': docgen derives it on each axis as max(0, (minimumHitArea − drawn size) / 2)")
        case .limitExceeded(let name, let what):
            ("limit", what, InputLimits.advice(name))
        case .outOfRange(let property, let cell, let value, let kind, let token):
            ("out-of-range", "\(property) of \(cell) is \(GeometryBounds.text(value))" + (token.map { " (from token '\($0)')" } ?? "") +
             ", outside the allowed \(kind.rangeText)",
             "give it a value from \(kind.rangeText)" + (token == nil ? "" : ", or point the reference at a token in that range"))
        }
    }
}
