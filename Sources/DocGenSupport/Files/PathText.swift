/// File paths as text, kept the way the user wrote them (no resolving of symlinks or making absolute).
package enum PathText {
    /// `Content/tokens/a.resolver.json` → `Content/tokens`; `a.json` → `""`.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Joins and removes `.` and `x/..` segments: `Content/tokens` + `../base.json` → `Content/base.json`.
    package static func join(_ folder: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || folder.isEmpty { return normalize(relative) }
        return normalize(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
    }

    package static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }
}
