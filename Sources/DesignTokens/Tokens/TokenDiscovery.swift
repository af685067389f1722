import DocGenSupport
import Foundation

/// Which token files a folder holds: one resolver, or token files, or several resolvers (ambiguous).
public enum TokenDiscovery: Hashable, Sendable {
    case resolver(String)
    case files([String])
    /// More than one resolver: the caller must say which design system it means.
    case severalResolvers([String])

    /// The extensions token files and resolvers may have: JSON, JSONC and JSON5.
    package static let extensions = [".json", ".jsonc", ".json5"]

    /// `*.resolver.json`, `*.resolver.jsonc` or `*.resolver.json5`.
    public static func isResolver(_ path: String) -> Bool {
        extensions.contains { path.hasSuffix(".resolver" + $0) }
    }

    /// Whether the file at `path` is a resolver document by its content: a JSON object with `resolutionOrder` and no
    /// `$value`, whatever the file is called (`resolver.json`, `tokens/themes.json`).
    public static func isResolver(content path: String, files source: any FileSource) -> Bool {
        source.contents(atPath: path).map { isResolver(bytes: $0, path: path) } ?? false
    }

    /// The same test on the file's bytes, read already.
    package static func isResolver(bytes data: [UInt8], path: String) -> Bool {
        guard extensions.contains(where: { path.hasSuffix($0) }), !extensions.contains(where: { path.hasSuffix(".tokens" + $0) }),
              String(decoding: data.prefix(1 << 20), as: UTF8.self).contains("resolutionOrder")
        else { return false }
        guard case .success(let root) = JSONReader.parse(data, file: 0, dialect: JSONDialect(path: path)) else { return false }
        return root["resolutionOrder"] != nil && root["$value"] == nil
    }

    /// A JSON Schema kept beside the tokens (which their `$schema` names): its `"value"` members describe tokens, they
    /// are none. Known by a json-schema.org `$schema` and the schema keywords around it.
    package static func isJSONSchema(_ text: String) -> Bool {
        text.contains("json-schema.org") && text.contains("\"$schema\"")
            && (text.contains("\"properties\"") || text.contains("\"definitions\"") || text.contains("\"$defs\""))
    }

    /// Searches `folder` recursively. Paths are `folder` joined with the relative path, sorted.
    /// A resolver is a `*.resolver.json` file or any other JSON file whose content is a resolver document or a Figma
    /// Variables export.
    /// A Tokens Studio export's `$themes.json` (or `$metadata.json`) counts as its resolver: the shallowest one (a
    /// leftover copy nested deeper is ignored, and the loader warns about it); two at the same depth are several resolvers.
    /// Token files are `*.tokens.json` (or `.jsonc`, `.json5`), and other files with those extensions that have
    /// `$value` or `value` members.
    public static func find(in folder: String, files source: any FileSource = WorkTreeFileSource()) -> TokenDiscovery {
        let relative = source.files(in: folder)
        let paths = relative.map { PathText.join(folder, $0) }
        // Each JSON file is read once here, and every test below looks at those bytes.
        var contents: [String: [UInt8]] = [:]
        for path in paths where extensions.contains(where: { path.hasSuffix($0) }) { contents[path] = source.contents(atPath: path) }
        let resolvers = paths.filter { path in
            if isResolver(path) { return true }
            guard let bytes = contents[path] else { return false }
            return isResolver(bytes: bytes, path: path) || FigmaVariablesExport.isExport(bytes: bytes, path: path)
        }
        if resolvers.count == 1 { return .resolver(resolvers[0]) }
        if resolvers.count > 1 { return .severalResolvers(resolvers) }
        if let themes = TokensStudioExport.themesPath(among: paths) { return .resolver(themes) }
        // Two exports side by side at the same depth: which one is the system's cannot be guessed.
        let exports = TokensStudioExport.shallowest(among: paths)
        if exports.count > 1 { return .severalResolvers(exports) }
        let files = paths.filter { path in
            guard let suffix = extensions.first(where: { path.hasSuffix($0) }) else { return false }
            if path.hasSuffix(".tokens" + suffix) { return true }
            guard let data = contents[path] else { return false }
            let text = String(decoding: data, as: UTF8.self)
            if isJSONSchema(text) { return false }
            if text.contains("\"$value\"") || text.contains("\"value\"") { return true }
            // JSON5 may leave member names unquoted or single-quoted.
            return suffix == ".json5" && (text.contains("$value") || text.contains("'value'") || text.range(of: #"\bvalue\s*:"#, options: .regularExpression) != nil)
        }
        // Adobe Spectrum's source (packages/tokens/src): its files alone, not the package's schemas and manifests.
        let spectrum = files.filter { path in contents[path].map { SpectrumTokenSource.isSource(bytes: $0, path: path) } ?? false }
        return .files(spectrum.isEmpty ? files : spectrum)
    }
}
