import DocGenSupport

/// Names for the contexts of a modifier made from alternative files: the file names without extension when the
/// files share a folder (`light`, `dark`), otherwise the first folder in which their paths differ (`brand-a`).
package enum ThemeNaming {
    package static func contextNames(for files: [String]) -> [String] {
        let folders = files.map { PathText.directory(of: $0).split(separator: "/").map(String.init) }
        let sameFolder = Set(folders).count == 1
        var names: [String]
        if sameFolder {
            names = files.map(stem)
        } else {
            let depth = folders.map(\.count).min() ?? 0
            let differing = (0..<depth).first { level in Set(folders.map { $0[level] }).count > 1 }
            names = differing.map { level in folders.map { $0[level] } } ?? files.map(stem)
        }
        // Two files of one component must not share a context unless they sit in different sibling folders.
        if sameFolder, Set(names).count != names.count { names = files.map { $0.replacingOccurrences(of: "/", with: "-") } }
        return names
    }

    /// `tokens/dark.tokens.json` → `dark`.
    package static func stem(_ path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in TokenDiscovery.extensions where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        if name.hasSuffix(".tokens") { name.removeLast(".tokens".count) }
        return name
    }
}
