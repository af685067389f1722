import DocGenSupport
import DesignTokens

/// What `docgen tokens --against FILE.css` found: each resolved token set beside the custom property the team's
/// build ships for it.
public struct CSSComparisonReport: Hashable, Sendable {
    public var file: String
    /// The selector whose properties were compared (`:root` by default).
    public var selector: String
    /// The permutation compared (`theme=dark`, or `default`).
    public var context: String

    /// A token whose value is not the property's.
    public struct Difference: Hashable, Sendable {
        public var path: TokenPath
        public var property: String
        public var tokenValue: String
        /// The CSS value in the token value's form (`#0b5ffe`, `15px`).
        public var cssValue: String
        /// The CSS value as written, after `var()` substitution.
        public var cssWritten: String
        public var location: SourceLocation
    }

    /// A token the stylesheet has no property for.
    public struct Missing: Hashable, Sendable {
        public var path: TokenPath
        /// The name the property was looked for under.
        public var property: String
        public var tokenValue: String
    }

    /// A token that has a property whose value docgen does not compare, and why.
    public struct NotCompared: Hashable, Sendable {
        public var path: TokenPath
        public var property: String
        public var reason: String
        public var location: SourceLocation
    }

    /// A token whose value is the property's.
    public struct Match: Hashable, Sendable {
        public var path: TokenPath
        public var property: String
    }

    public var differences: [Difference] = []
    public var missing: [Missing] = []
    public var notCompared: [NotCompared] = []
    public var matches: [Match] = []
    /// The block's properties that no token maps to by the name rule, in the order written.
    public var unmapped: [String] = []
    /// The name rule, when it is not the hyphen rule with the prefix given (`prefix "kui", kebab (inferred)`).
    public var nameRule: String?

    public init(file: String, selector: String, context: String) {
        self.file = file
        self.selector = selector
        self.context = context
    }

    public var hasDifferences: Bool { !differences.isEmpty }
}
