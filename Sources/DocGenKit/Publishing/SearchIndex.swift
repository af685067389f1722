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
    /// `html` gives a page's rendered HTML, where the token rows are found by their `token-PATH` ids.
    public static func entries(pages: [Page], html: (Page) -> String?) -> [Entry] {
        var entries: [Entry] = []
        for page in pages.sorted(by: { ($0.isHome ? 0 : 1, $0.outputPath) < ($1.isHome ? 0 : 1, $1.outputPath) }) {
            entries.append(Entry(kind: "page", title: page.title, context: page.frontMatter.description ?? "", url: page.outputPath))
            for (heading, id) in page.tableOfContents {
                entries.append(Entry(kind: "heading", title: heading.text, context: page.title, url: page.outputPath + "#" + id))
            }
            var seen: Set<String> = []
            for token in tokenIDs(in: html(page) ?? "") where seen.insert(token).inserted {
                entries.append(Entry(kind: "token", title: token, context: page.title, url: page.outputPath + "#token-" + token))
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

    /// The token paths of `<tr id="token-PATH">` rows, in document order (attribute escaping undone). Scans the UTF-8
    /// bytes: pages with every token of a system run to megabytes, and a preview rebuilds this index on every save.
    static func tokenIDs(in html: String) -> [String] {
        let marker = Array(#"<tr id="token-"#.utf8)
        var ids: [String] = []
        var html = html
        html.withUTF8 { bytes in
            var index = 0
            while index + marker.count <= bytes.count {
                guard bytes[index] == marker[0], bytes[index..<(index + marker.count)].elementsEqual(marker) else {
                    index += 1
                    continue
                }
                let start = index + marker.count
                guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { break }
                ids.append(unescape(String(decoding: bytes[start..<end], as: UTF8.self)))
                index = end
            }
        }
        return ids
    }

    private static func unescape(_ attribute: String) -> String {
        guard attribute.contains("&") else { return attribute }
        return attribute.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}
