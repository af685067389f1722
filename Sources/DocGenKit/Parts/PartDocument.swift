import DesignTokens
import DocGenSupport
import ButtonModel

/// One generated part as one value: its arguments checked against the site's data once, its facts worked out once,
/// then printed twice, as HTML for the site and as Markdown for the page's twin, so that both say the same thing.
public protocol PartDocument: Sendable {
    /// What the part shows, for the readers that need to know without reading its HTML (the search index).
    var shows: PartShows { get }
    /// The HTML that replaces the fence in the page.
    var html: String { get }
    /// The Markdown that replaces the fence in the page's twin (`PAGE.md`): the same facts, as pipe tables, with
    /// pictures as links to the site's SVG files, links relative to the twin.
    var markdown: String { get }
}

/// What a part's document shows: the tokens it lists as rows, the cells it draws or reports on, the drawings (files
/// of the site being built, written by an earlier step) it shows or links to.
public struct PartShows: Hashable, Sendable {
    /// The tokens listed as rows, in the order shown, each with the row's anchor (`TokenTableRenderer.anchor(for:)`).
    public var tokens: [TokenPath] = []
    public var cells: [CellReference] = []
    /// Site paths, from the site's root (`diagrams/acme/…svg`).
    public var drawings: [String] = []

    public init(tokens: [TokenPath] = [], cells: [CellReference] = [], drawings: [String] = []) {
        self.tokens = tokens
        self.cells = cells
        self.drawings = drawings
    }

    /// The token paths as the search index names them: each row's anchor without its `token-` prefix.
    package var tokenIDs: [String] {
        tokens.map { String(TokenTableRenderer.anchor(for: $0).dropFirst("token-".count)) }
    }
}
