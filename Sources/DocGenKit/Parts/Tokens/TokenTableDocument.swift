import DesignTokens

/// A `docgen tokens` part: the tokens under a prefix in each theme (token set) of a system, with the rows and value
/// columns worked out once for the HTML table and the Markdown twin's tables.
public struct TokenTableDocument: PartDocument {
    public var sets: [TokenSet]
    public var prefix: TokenPath?
    /// Old path → new path, from the system's rename map, for the replacement of a deprecated token.
    public var renames: [TokenPath: TokenPath]
    /// Every path under the prefix in any theme, sorted.
    public var paths: [TokenPath]
    /// Whether a listed token's value differs between themes: the HTML then shows one value column per theme.
    public var sideBySide: Bool

    public init(sets: [TokenSet], prefix: TokenPath?, renames: [TokenPath: TokenPath] = [:]) {
        self.sets = sets
        self.prefix = prefix
        self.renames = renames
        var paths: [TokenPath] = []
        var seen: Set<TokenPath> = []
        // The listed paths are sorted once at the end: each set's tokens are read in any order, never sorted whole.
        for set in sets {
            for path in set.tokens.keys where (prefix.map { path.hasPrefix($0) } ?? true) && seen.insert(path).inserted {
                paths.append(path)
            }
        }
        self.paths = paths.sorted()
        sideBySide = TokenTableRenderer.differs(sets: sets, paths: self.paths)
    }

    /// The sets whose values the HTML table shows: each when they differ, else the first standing for all.
    public var columns: [Int] { sideBySide ? Array(sets.indices) : Array(sets.indices.prefix(1)) }

    /// The HTML table's rows: the listed paths that a shown column defines.
    public var rows: [TokenPath] {
        let shown = columns.map { sets[$0] }
        return paths.filter { path in shown.contains { $0[path] != nil } }
    }

    public var shows: PartShows { PartShows(tokens: rows) }
    public var html: String { TokenTableRenderer.html(self) }
    public var markdown: String { TokenTableMarkdown.markdown(self) }
}
