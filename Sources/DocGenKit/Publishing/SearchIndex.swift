import ButtonModel
import DesignTokens
import DocGenSupport
#if canImport(Glibc)
import Glibc
#endif

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
        entries(pages: pages, tokenIDs: { page in tokenIDs(in: html(page) ?? "") })
    }

    /// `entries(pages:html:)`, with each page's token ids found by the caller (in bytes it already holds).
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

    /// The token paths of `<tr id="token-PATH">` rows, in document order (attribute escaping undone).
    /// Scans the UTF-8 bytes: pages run to megabytes on large systems, and this runs once per page.
    package static func tokenIDs(in html: String) -> [String] {
        var html = html
        return html.withUTF8 { tokenIDs(inUTF8: UnsafeRawBufferPointer($0)) }
    }

    /// `tokenIDs(in:)` over the UTF-8 bytes of a page as written.
    package static func tokenIDs(inUTF8 bytes: UnsafeRawBufferPointer) -> [String] {
        var ids: [String] = []
        var index = 0
        while let start = find(marker, in: bytes, from: index) {
            guard let quote = find(quoteMark, in: bytes, from: start) else { break }
            let end = quote - 1
            ids.append(unescapeAttribute(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))
            index = quote
        }
        return ids
    }

    private static let marker = Array(#"<tr id="token-"#.utf8)
    private static let quoteMark = Array(#"""#.utf8)

    /// The index just past the first occurrence of `needle` at or after `from`, if any: libc's `memchr` finds each
    /// candidate first byte, `memcmp` the rest.
    private static func find(_ needle: [UInt8], in bytes: UnsafeRawBufferPointer, from: Int) -> Int? {
        guard let base = bytes.baseAddress, let first = needle.first else { return nil }
        return needle.withUnsafeBytes { needle in
            var index = from
            while bytes.count - index >= needle.count, let hit = memchr(base + index, Int32(first), bytes.count - index) {
                let position = base.distance(to: UnsafeRawPointer(hit))
                guard bytes.count - position >= needle.count else { return nil }
                if memcmp(base + position, needle.baseAddress!, needle.count) == 0 { return position + needle.count }
                index = position + 1
            }
            return nil
        }
    }

    private static func unescapeAttribute(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}
