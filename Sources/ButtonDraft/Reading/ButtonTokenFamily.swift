import DesignTokens

/// The Button's family of tokens as its names give it: the pattern, the variants, sizes and states in the system's
/// own words, and for each variant × state × part the token that paints it. What `docgen draft` writes a definition
/// from; every reading that was a guess is among `decisions`, with its evidence.
public struct ButtonTokenFamily: Hashable, Sendable {
    /// The segments before the component word, joined with `.` and followed by it (`button`, `post.button`,
    /// `semanticColors.button`; `button.typical` when the family is one of several inside the Button's names).
    public var name: String
    /// The pattern found, such as `button.<variant>.<part>.<state>`.
    public var pattern: String
    /// The order of variant, part and state in the pattern, such as `variant, part, state`.
    public var order: [WordRole]
    /// Words every name carries after the component word.
    public var namespace: [String]
    /// Variant names (words joined with `-`; a surface modifier appended: `primary-inverted`), in first-seen order;
    /// `default` for names with no variant word.
    public var variants: [String]
    /// Whether `default` in `variants` stands for names with no variant word (Fluent's `buttonBackground`, Material's
    /// base file `md.comp.button.container.color`) rather than a variant the names call `default`: a base the other
    /// variants may take a part from, or a variant of its own, which the names alone do not tell.
    public var unnamedBase: Bool
    /// Size words, smallest first.
    public var sizes: [String]
    /// State names in the system's words, the rest state first.
    public var states: [String]
    /// The rest state's name: the system's rest word (`rest`, `enabled`, `default`), or `rest` when it writes `_`,
    /// `@base` or nothing.
    public var restState: String
    /// The rest word as the names write it, or nil when the rest has no word.
    public var restWord: String?
    /// Part roles in use (`background`, `text`, `border`, …).
    public var parts: [String]
    /// The painted cells: one token per variant, state and part.
    public var cells: [ButtonTokenCell]
    /// How each word was read, guesses with their rule and evidence.
    public var decisions: [WordDecision]
    /// Names of the family that give no cell: sizes and measures, other properties, the families inside it not
    /// drafted, the groups in `notVariants`, duplicates.
    public var unused: [TokenPath]
    /// Groups in a variant's place not taken for variants, with why.
    public var notVariants: [NotVariant]
    /// Names that would paint a cell another name already paints (the first by name order is kept).
    public var duplicates: [TokenPath]

    /// The token of a cell, when a name gives it.
    public func path(variant: String, state: String, part: String) -> TokenPath? {
        cells.first { $0.variant == variant && $0.state == state && $0.part == part }?.path
    }

    /// Every name of the family: those that paint a cell and those that do not, sorted.
    public var allPaths: [TokenPath] { Array(Set(cells.map(\.path)).union(unused)).sorted() }

    /// The decisions that are guesses.
    public var guesses: [WordDecision] { decisions.filter(\.isGuess) }
}

/// One painted cell: the token a variant's part has in a state.
public struct ButtonTokenCell: Hashable, Sendable {
    public var variant: String
    public var state: String
    /// The part's role (`background`, `text`, `border`, `icon`, `shadow`, …).
    public var part: String
    /// The size, when the name carries one.
    public var size: String?
    public var path: TokenPath
    /// Other names for the same cell (Swiss Post's `post.button.primary.enabled-bg` beside the name it aliases),
    /// after `path` in name order.
    public var alternatives: [TokenPath] = []

    public init(variant: String, state: String, part: String, size: String? = nil, path: TokenPath) {
        self.variant = variant
        self.state = state
        self.part = part
        self.size = size
        self.path = path
    }
}

/// A family not drafted: its name and how many names it holds, with a few of them.
public struct ButtonFamilySummary: Hashable, Sendable {
    public var name: String
    public var count: Int
    public var examples: [TokenPath]
}

/// What the names of a token set say about the Button: the largest family read, and the others listed.
public struct ButtonNameReading: Hashable, Sendable {
    /// The family drafted, or nil when no name is in the Button's scope.
    public var family: ButtonTokenFamily?
    /// The other families, largest first.
    public var otherFamilies: [ButtonFamilySummary]
    /// Other components whose names hold the component word (`buttonCounter`, `post.icon-button`), largest first.
    public var otherComponents: [ButtonFamilySummary] = []
}
