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
        rootPrefix(forOutputPath: from) + to
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
