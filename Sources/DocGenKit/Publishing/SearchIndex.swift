import ButtonModel
import DesignTokens
import DocGenSupport
import Glibc


/// The index `assets/search.js` searches: every page, every heading of its table of contents and every token a page
/// lists, written at build time as a script (`window.docgenSearchIndex = [...]`) so that it loads from disk too,
/// where browsers refuse to fetch JSON.
///
/// Each entry is `[kind, title, context, url]`: kind `page`, `heading` or `token`; the url relative to the site's root.
public enum SearchIndex {
    public static let path = "assets/search-index.js"

    public struct Entry: Hashable, Sendable {
        public var kind: String
        public var title: String
        public var context: String
        public var url: String
    }

    /// Entries in page order (home first, then by site path), each page followed by its headings and tokens.
    /// `tokenIDs` gives the tokens a page's parts list as rows (`PartShows.tokenIDs`), in page order.
    package static func entries(pages: [Page], tokenIDs: (Page) -> [String]) -> [Entry] {
        var entries: [Entry] = []
        for page in pages.sorted(by: { ($0.isHome ? 0 : 1, $0.outputPath) < ($1.isHome ? 0 : 1, $1.outputPath) }) {
            let url = SitePaths.urlPath(page.outputPath)
            entries.append(Entry(kind: "page", title: page.title, context: page.frontMatter.description ?? "", url: url))
            for (heading, id) in page.tableOfContents {
                entries.append(Entry(kind: "heading", title: heading.text, context: page.title, url: url + "#" + id))
            }
            var seen: Set<String> = []
            for token in tokenIDs(page) where seen.insert(token).inserted {
                entries.append(Entry(kind: "token", title: token, context: page.title, url: url + "#token-" + token))
            }
        }
        return entries
    }

    public static func script(_ entries: [Entry]) -> String {
        var script = "window.docgenSearchIndex = [\n"
        script += entries.map { entry in
            "[" + [entry.kind, entry.title, entry.context, entry.url].map(JSONText.quoted).joined(separator: ",") + "]"
        }.joined(separator: ",\n")
        return script + "\n];\n"
    }
}
