import Foundation

/// Which token files a folder holds: one resolver, or token files, or several resolvers (ambiguous).
public enum TokenDiscovery: Hashable, Sendable {
    case resolver(String)
    case files([String])
    /// More than one `*.resolver.json`: the caller must say which design system it means.
    case severalResolvers([String])

    /// Searches `folder` recursively. Paths are `folder` joined with the relative path, sorted.
    /// A Tokens Studio export's `$themes.json` (or `$metadata.json`) counts as its resolver.
    /// Token files are `*.tokens.json`, and other `*.json` files that have `$value` or `value` members.
    public static func find(in folder: String, files source: any FileSource = WorkTreeFileSource()) -> TokenDiscovery {
        let relative = source.files(in: folder)
        let paths = relative.map { PathText.join(folder, $0) }
        let resolvers = paths.filter { $0.hasSuffix(".resolver.json") }
        if resolvers.count == 1 { return .resolver(resolvers[0]) }
        if resolvers.count > 1 { return .severalResolvers(resolvers) }
        if let themes = TokensStudioExport.themesPath(among: paths) { return .resolver(themes) }
        return .files(paths.filter { path in
            if path.hasSuffix(".tokens.json") { return true }
            guard path.hasSuffix(".json"), let data = source.contents(atPath: path) else { return false }
            let text = String(decoding: data, as: UTF8.self)
            return text.contains("\"$value\"") || text.contains("\"value\"")
        })
    }
}
