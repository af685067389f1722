import DesignTokens

/// A drafted component definition before it is written: every value with the comment that says where it came from
/// when it is a guess. `DraftYAMLWriter` writes it as `button.component.yaml`; `ButtonDrafter` makes it.
public struct DraftDefinition: Hashable, Sendable {
    /// The comment lines that open the file (without `# `): the pattern, how each place was read, the families and
    /// components beside, the names not used.
    public var header: [String] = []
    public var system: String?
    public var focusRing: DraftFocusRing?
    /// Surface name → its value.
    public var surfaces: [DraftEntry<DraftValue>] = []
    public var states: [DraftState] = []
    public var sizes: [DraftSize] = []
    public var variants: [DraftVariant] = []
    public var counts = DraftCounts()

    /// Every value, in writing order.
    public var values: [DraftValue] {
        [focusRing?.color, focusRing?.width, focusRing?.offset].compactMap { $0 } + surfaces.map(\.value)
            + sizes.flatMap { $0.fields.map(\.value) } + variants.flatMap { ($0.parts + $0.opacities).flatMap { $0.states.map(\.value) } }
    }

    /// Every token the definition names, in writing order, each once.
    public var references: [TokenPath] {
        var seen: Set<TokenPath> = []
        return values.flatMap(\.references).filter { seen.insert($0).inserted }
    }
}

/// One value: a token reference, a literal or an expression, and why it was chosen when it is a guess.
public struct DraftValue: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case reference(TokenPath)
        /// A number or a text written as it is (`40`, `"#ffffff"`).
        case literal(String)
        /// An expression over references (`"{a} * {b} + 2 * {c}"`).
        case expression(String)
        /// A fallback list: each entry tried in order, a token a context does not define giving way to the next.
        case fallbacks([TokenPath], last: String?)
    }

    public var kind: Kind
    /// `guess: <rule>: <evidence>` when the value is a guess; nil when a name gives it.
    public var guess: String?

    public init(_ kind: Kind, guess: String? = nil) {
        self.kind = kind
        self.guess = guess
    }

    public static func reference(_ path: TokenPath, guess: String? = nil) -> DraftValue { DraftValue(.reference(path), guess: guess) }

    /// The token the value names first.
    public var reference: TokenPath? {
        switch kind {
        case .reference(let path): path
        case .fallbacks(let paths, _): paths.first
        default: nil
        }
    }

    /// Every token the value names.
    public var references: [TokenPath] {
        switch kind {
        case .reference(let path): [path]
        case .fallbacks(let paths, _): paths
        default: []
        }
    }
}

/// A named value (a surface, a state's cell, a size's field).
public struct DraftEntry<Value: Hashable & Sendable>: Hashable, Sendable {
    public var name: String
    public var value: Value

    public init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }
}

public struct DraftFocusRing: Hashable, Sendable {
    public var color: DraftValue?
    public var width: DraftValue?
    public var offset: DraftValue?
}

/// A state in the system's words with what it draws.
public struct DraftState: Hashable, Sendable {
    public var name: String
    public var fallback: String?
    public var disabled = false
    public var focused = false
    public var selected = false
    /// Why the state is there when no name holds it (the focus state docgen adds).
    public var guess: String?
}

/// A size with its fields in the definition's words (`height`, `paddingX`, `fontSize`, …).
public struct DraftSize: Hashable, Sendable {
    public var name: String
    public var fields: [DraftEntry<DraftValue>]
}

/// A variant: its label, its surface, and each part's value per state.
public struct DraftVariant: Hashable, Sendable {
    public var name: String
    public var text: String
    public var surface: String
    public var parts: [DraftPart]
    /// Opacity target (`stateLayer`) → its value per state.
    public var opacities: [DraftPart] = []
}

/// A part of a variant (`background`, `label`, `border`, …) with a value for each state a name gives.
public struct DraftPart: Hashable, Sendable {
    public var name: String
    public var states: [DraftEntry<DraftValue>]
}

/// What the last line of a draft counts.
public struct DraftCounts: Hashable, Sendable {
    public var variants = 0
    public var sizes = 0
    public var states = 0
    /// Cell colors a name gives.
    public var read = 0
    /// Values that are guesses.
    public var guessed = 0
    /// Cells of the parts in use that no name gives: docgen's fallback chain paints them.
    public var leftToFallback = 0
    /// Names of the family the draft does not use.
    public var unused = 0

    public var line: String {
        "\(variants) variant\(variants == 1 ? "" : "s"), \(sizes) size\(sizes == 1 ? "" : "s"), \(states) state\(states == 1 ? "" : "s"); "
            + "\(read) color\(read == 1 ? "" : "s") read, \(guessed) guessed, \(leftToFallback) left to fallback; \(unused) token\(unused == 1 ? "" : "s") unused"
    }
}
