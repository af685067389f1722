/// Bounds on everything an input can multiply, so that no file makes docgen run out of time, memory or stack.
/// Each has a default that real design systems stay far below; `site.yaml`'s `limits:` or `--limit NAME=VALUE`
/// raises it.
public struct InputLimits: Hashable, Sendable {
    public enum Name: String, CaseIterable, Sendable {
        /// Bytes in one token, component, page or template file.
        case fileSize = "file-size"
        /// Levels of nesting: JSON and YAML values, token groups (after `$extends`), resolver sets; at most `maximumValue`.
        case nestingDepth = "nesting-depth"
        /// Hops from a token to the literal value at the end of its aliases.
        case aliasChain = "alias-chain"
        /// Elements of one list value (shadows, gradient stops) once aliased lists are spliced in.
        case listSize = "list-size"
        /// Tokens in one resolved set, after `$extends` copies groups.
        case tokens = "tokens"
        /// Permutations of a resolver's modifiers (each one is a whole token set).
        case resolverPermutations = "resolver-permutations"
        /// States × variants × sizes × themes of one component.
        case componentCells = "component-cells"
        /// YAML values once aliases are expanded (front matter, component and system files).
        case yamlNodes = "yaml-nodes"
        /// Bytes of a misspelt name for which a "did you mean" suggestion is searched.
        case suggestionNameLength = "suggestion-name-length"
        /// Bytes one rendered page or generated file may have (templates, partials and their expansions included).
        case outputSize = "output-size"
        /// Bytes of the whole site: every page, picture and copied public file.
        case siteSize = "site-size"
        /// Characters in one button label (each is drawn as outlines in every cell's picture).
        case labelLength = "label-length"

        public var defaultValue: Int {
            switch self {
            case .fileSize: 64 << 20
            case .nestingDepth: 512
            case .aliasChain: 256
            case .listSize: 1_024
            case .tokens: 1_000_000
            case .resolverPermutations: 256
            case .componentCells: 4_096
            case .yamlNodes: 100_000
            case .suggestionNameLength: 256
            case .outputSize: 32 << 20
            case .siteSize: 1 << 30
            case .labelLength: 1_000
            }
        }

        /// The most a limit may be raised to, when more would not be safe: nesting is read by recursion, and 1000
        /// levels stay well inside the stack of any thread docgen runs on (a debug build overflows near 1700).
        public var maximumValue: Int? {
            self == .nestingDepth ? 1_000 : nil
        }

        /// What the limit counts, for messages: "a chain of more than 256 aliases".
        public var what: String {
            switch self {
            case .fileSize: "bytes"
            case .nestingDepth: "levels of nesting"
            case .aliasChain: "aliases in one chain"
            case .listSize: "elements in one list"
            case .tokens: "tokens in one set"
            case .resolverPermutations: "resolver permutations"
            case .componentCells: "state-matrix cells (states × variants × sizes × themes)"
            case .yamlNodes: "YAML values after expanding aliases"
            case .suggestionNameLength: "bytes in a name to suggest a spelling for"
            case .outputSize: "bytes in one generated page or file"
            case .siteSize: "bytes in the whole site"
            case .labelLength: "characters in one button label"
            }
        }
    }

    private var values: [Name: Int] = [:]

    public init() {}

    public subscript(name: Name) -> Int {
        get { values[name] ?? name.defaultValue }
        set { values[name] = newValue }
    }

    public var fileSize: Int { self[.fileSize] }
    public var nestingDepth: Int { self[.nestingDepth] }
    public var aliasChain: Int { self[.aliasChain] }
    public var listSize: Int { self[.listSize] }
    public var tokens: Int { self[.tokens] }
    public var resolverPermutations: Int { self[.resolverPermutations] }
    public var componentCells: Int { self[.componentCells] }
    public var yamlNodes: Int { self[.yamlNodes] }
    public var suggestionNameLength: Int { self[.suggestionNameLength] }
    public var outputSize: Int { self[.outputSize] }
    public var siteSize: Int { self[.siteSize] }
    public var labelLength: Int { self[.labelLength] }

    /// These limits with every one `other` sets explicitly taken from it (a flag over `site.yaml`).
    public func overridden(by other: InputLimits) -> InputLimits {
        var result = self
        for (name, value) in other.values { result.values[name] = value }
        return result
    }

    /// Sets one limit from `NAME=VALUE` text; the error says what was wrong.
    public mutating func set(_ assignment: String) -> String? {
        let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let name = Name(rawValue: parts[0]) else {
            return "'\(assignment)' is not NAME=VALUE with NAME one of " + Name.allCases.map(\.rawValue).joined(separator: ", ")
        }
        guard let value = Int(parts[1]), value > 0 else { return "the limit \(parts[0]) takes a positive whole number, not '\(parts[1])'" }
        if let maximum = name.maximumValue, value > maximum {
            return "the limit \(parts[0]) goes up to \(maximum), not \(value): deeper nesting would need more stack than docgen has"
        }
        self[name] = value
        return nil
    }

    /// The sentence every limit error ends with.
    public static func advice(_ name: Name) -> String {
        "if the input is meant to be this large, raise the limit with --limit \(name.rawValue)=N or `limits: { \(name.rawValue): N }` in site.yaml"
    }
}
