import ButtonModel
import Foundation

/// How content paths map to site paths, and how one site file links to another with relative URLs.
public enum SitePaths {
    /// `index.md` → `index.html`; `button.md` → `button/index.html`; `backbase/index.md` → `backbase/index.html`.
    public static func outputPath(forContentPath path: String) -> String {
        var stem = path.hasSuffix(".md") ? String(path.dropLast(3)) : path
        if stem == "index" { return "index.html" }
        if stem.hasSuffix("/index") { stem.removeLast("/index".count) }
        return stem + "/index.html"
    }

    public static func rootPrefix(forOutputPath path: String) -> String {
        String(repeating: "../", count: path.split(separator: "/").count - 1)
    }

    /// A link from the page at `from` to the site file `to` (both site paths), relative so that the site
    /// works opened from disk, served from `/`, or served from a sub-path.
    public static func relativeURL(from: String, to: String) -> String {
        rootPrefix(forOutputPath: from) + urlPath(to)
    }

    /// A site path (`guides/q?#%/index.html`) as the path of a URL (`guides/q%3F%23%25/index.html`): each segment
    /// percent-encoded as UTF-8 (RFC 3986 §2.1, §3.3), so that a link leads to the file of that name whatever it holds:
    /// `?` and `#` would start a query or fragment, `%` an escape, `:` in a first segment a scheme; spaces, `<`, `>`,
    /// `(`, `)`, `&`, quotes and control characters end a link or an attribute in Markdown and HTML. Kept as they are:
    /// letters, digits, `-._~`, `!$*+,;=@` and the slashes between segments, so plain names come back unchanged.
    /// Every writer of a link to a site file (pages, navigation, Markdown twins, `llms.txt`, sitemap, search index)
    /// goes through here.
    public static func urlPath(_ sitePath: String) -> String {
        guard !sitePath.utf8.allSatisfy(isKeptInURLs) else { return sitePath }
        var encoded = ""
        encoded.reserveCapacity(sitePath.utf8.count * 3)
        for byte in sitePath.utf8 {
            if isKeptInURLs(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(hexDigits[Int(byte >> 4)]) + String(hexDigits[Int(byte & 0xF)])
            }
        }
        return encoded
    }

    /// A path as written in a link (`q%3F%23%25.md`) as the site or content path it names (`q?#%.md`); `nil` for a
    /// malformed escape.
    public static func decodedURLPath(_ path: String) -> String? {
        path.utf8.contains(UInt8(ascii: "%")) ? path.removingPercentEncoding : path
    }

    private static let hexDigits = Array("0123456789ABCDEF")

    private static func isKeptInURLs(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: "-._~/!$*+,;=@".utf8.contains(byte)
        }
    }

    /// Joins and normalizes `a/b/../c` style paths; `nil` when `..` climbs above the root.
    public static func normalize(_ path: String) -> String? {
        if isNormal(path) { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// True when `path` has no `.` or `..` part, no empty part and no slash at either end: nothing to normalize.
    private static func isNormal(_ path: String) -> Bool {
        var previous = UInt8(ascii: "/")
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/"), previous == UInt8(ascii: "/") { return false }
            if byte == UInt8(ascii: "."), previous == UInt8(ascii: "/") { return false }
            previous = byte
        }
        return previous != UInt8(ascii: "/")
    }
}
