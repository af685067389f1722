import DocGenSupport
import Foundation

/// The files and members that mark a Tokens Studio export: `$themes.json` and `$metadata.json` beside one
/// file per token set, or one file holding every set with `$themes` and `$metadata` members.
public enum TokensStudioExport {
    package static let themesFile = "$themes.json"
    package static let metadataFile = "$metadata.json"

    /// Whether `path` is read as a Tokens Studio theme list: `$themes.json`, `$metadata.json`, or a single-file
    /// export (a JSON object with a `$themes` or `$metadata` member).
    public static func isThemes(path: String, files: any FileSource = WorkTreeFileSource()) -> Bool {
        if isThemesFileName(path) { return true }
        guard path.hasSuffix(".json"), let data = files.contents(atPath: path) else { return false }
        let text = String(decoding: data.prefix(1 << 20), as: UTF8.self)
        guard text.contains("\"$themes\"") || text.contains("\"$metadata\"") else { return false }
        if case .success(let root) = JSONReader.parse(data, file: 0) { return isThemes(path: path, root: root) }
        return false
    }

    package static func isThemes(path: String, root: JSONValue) -> Bool {
        isThemesFileName(path) || (root.members != nil && (root["$themes"] != nil || root["$metadata"] != nil))
    }

    private static func isThemesFileName(_ path: String) -> Bool {
        path == themesFile || path == metadataFile || path.hasSuffix("/" + themesFile) || path.hasSuffix("/" + metadataFile)
    }

    /// Among a folder's files, the one that describes a Tokens Studio export: the shallowest `$themes.json`, else
    /// the shallowest `$metadata.json` (nil when there is none, or several at the shallowest depth). A leftover
    /// export nested deeper (an old copy in a subfolder) does not hide the folder's own; the loader names it.
    package static func themesPath(among paths: [String]) -> String? {
        for name in [themesFile, metadataFile] {
            let found = shallowest(named: name, among: paths)
            if found.count == 1 { return found[0] }
            if found.count > 1 { return nil }
        }
        return nil
    }

    /// The `$themes.json` files at the smallest depth among `paths` (several when an export cannot be chosen).
    package static func shallowest(named name: String = themesFile, among paths: [String]) -> [String] {
        let found = paths.filter { $0 == name || $0.hasSuffix("/" + name) }
        let depth = found.map { $0.split(separator: "/").count }.min()
        return found.filter { $0.split(separator: "/").count == depth }
    }

    /// The other `$themes.json` files below the folder of `used`, which reading `used` ignores.
    package static func ignoredThemes(besides used: String, files: any FileSource) -> [String] {
        guard isThemesFileName(used), used.hasSuffix(themesFile) else { return [] }
        let folder = PathText.directory(of: used)
        return files.files(in: folder).map { PathText.join(folder, $0) }
            .filter { ($0 == themesFile || $0.hasSuffix("/" + themesFile)) && PathText.normalize($0) != PathText.normalize(used) }.sorted()
    }

    package static func metadataPath(in folder: String, files: any FileSource) -> String? {
        let path = PathText.join(folder, metadataFile)
        return files.fileExists(path) ? path : nil
    }

    /// A file read as plain token file, in the DTCG shape; a single-file export has its sets merged in
    /// `tokenSetOrder` (no theme chosen), each set once, at its first place; so does a file holding its sets at the
    /// top with neither `$themes` nor `$metadata` (`TokensStudioTopLevelSets`), in file order, with the warning
    /// that says so. A file that is one set of a `$themes.json` export (`isSet`) is that set.
    package static func converted(_ root: JSONValue, isSet: Bool = false, path: String = "") -> (tree: JSONValue, warnings: [TokenError]) {
        if !isSet, let sets = TokensStudioTopLevelSets.sets(of: root) {
            return (merged(sets.map(\.key), of: root), [TokensStudioTopLevelSets.warning(sets, path: path)])
        }
        guard root["$themes"] != nil || root["$metadata"] != nil, let members = root.members else { return (TokensStudioConverter.convert(root), []) }
        let order = root["$metadata"]?["tokenSetOrder"]?.elements?.compactMap(\.string) ?? members.map(\.key).filter { !$0.hasPrefix("$") }
        return (merged(order, of: root), [])
    }

    /// The sets of `root` named in `order`, converted and merged in that order, each once, at its first place.
    private static func merged(_ order: [String], of root: JSONValue) -> JSONValue {
        let members = root.members ?? []
        let sets = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let empty = JSONValue(.object([]), file: root.file, line: root.line, column: root.column)
        var seen: Set<String> = []
        let trees = order.filter { seen.insert($0).inserted }.compactMap { sets[$0].map(TokensStudioConverter.convert) }
        return TokensStudioSetMerger.merge([empty] + trees) ?? empty
    }
}
