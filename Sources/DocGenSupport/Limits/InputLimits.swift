/// Bounds on everything an input can multiply, so that no file makes docgen run out of time, memory or stack.
/// Each has a default that real design systems stay far below; `site.yaml`'s `limits:` or `--limit NAME=VALUE`
/// raises it.
public struct InputLimits: Hashable, Sendable {
    /// One limit: its name in `--limit NAME=VALUE` and `site.yaml`, its default, the most it may be raised to, and
    /// what it counts. Each module declares the limits of what it reads (`InputLimits.Name.support` here,
    /// `.tokenEngine` in DesignTokens, and so on up); the command line reads names among the list the program knows.
    public struct Name: Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public let defaultValue: Int
        /// The most a limit may be raised to, when more would not be safe.
        public let maximumValue: Int?
        /// What the limit counts, for messages: "a chain of more than 256 aliases".
        public let what: String

        public init(_ rawValue: String, default defaultValue: Int, maximum: Int? = nil, what: String) {
            self.rawValue = rawValue
            self.defaultValue = defaultValue
            self.maximumValue = maximum
            self.what = what
        }

        public var description: String { rawValue }
        public static func == (lhs: Name, rhs: Name) -> Bool { lhs.rawValue == rhs.rawValue }
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

        /// Bytes in one token, component, page or template file.
        public static let fileSize = Name("file-size", default: 64 << 20, what: "bytes")
        /// Levels of nesting: JSON and YAML values, token groups (after `$extends`), resolver sets. Nesting is read
        /// by recursion, and 1000 levels stay well inside the stack of any thread docgen runs on (a debug build
        /// overflows near 1700).
        public static let nestingDepth = Name("nesting-depth", default: 512, maximum: 1_000, what: "levels of nesting")
        /// Bytes of a misspelt name for which a "did you mean" suggestion is searched.
        public static let suggestionNameLength = Name("suggestion-name-length", default: 256,
                                                      what: "bytes in a name to suggest a spelling for")

        /// The limits of what this module reads.
        public static let support: [Name] = [.fileSize, .nestingDepth, .suggestionNameLength]
    }

    private var values: [Name: Int] = [:]

    public init() {}

    public subscript(name: Name) -> Int {
        get { values[name] ?? name.defaultValue }
        set { values[name] = newValue }
    }

    public var fileSize: Int { self[.fileSize] }
    public var nestingDepth: Int { self[.nestingDepth] }
    public var suggestionNameLength: Int { self[.suggestionNameLength] }

    /// These limits with every one `other` sets explicitly taken from it (a flag over `site.yaml`).
    public func overridden(by other: InputLimits) -> InputLimits {
        var result = self
        for (name, value) in other.values { result.values[name] = value }
        return result
    }

    /// Sets one limit from `NAME=VALUE` text, NAME one of `known`; the error says what was wrong.
    public mutating func set(_ assignment: String, among known: [Name]) -> String? {
        let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let name = known.first(where: { $0.rawValue == parts[0] }) else {
            return "'\(assignment)' is not NAME=VALUE with NAME one of " + known.map(\.rawValue).joined(separator: ", ")
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
