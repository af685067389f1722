import DesignTokens

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

    /// The token paths of `<tr id="token-PATH">` rows, in document order (attribute escaping undone).
    /// Scans the UTF-8 bytes: pages run to megabytes on large systems, and this runs once per page.
    static func tokenIDs(in html: String) -> [String] {
        var html = html
        return html.withUTF8 { bytes in
            var ids: [String] = []
            var index = 0
            while let start = find(marker, in: bytes, from: index) {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                guard end < bytes.count else { break }
                ids.append(unescapeAttribute(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))
                index = end + 1
            }
            return ids
        }
    }

    private static let marker = Array(#"<tr id="token-"#.utf8)

    /// The index just past the first occurrence of `needle` at or after `from`, if any.
    private static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = from
        while index <= bytes.count - needle.count {
            if bytes[index] == first {
                var matched = 1
                while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index + needle.count }
            }
            index += 1
        }
        return nil
    }

    private static func unescapeAttribute(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}
