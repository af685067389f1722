import DocGenSupport
import DesignTokens

/// Names the color sets of a folder of asset catalogs, reading each group's `Contents.json` once for its
/// `properties.provides-namespace`.
package struct AssetCatalogWalk {
    /// The folder the reader was given.
    package let root: String
    package let files: any FileSource
    package var warnings: [Diagnostic] = []
    /// The group `Contents.json` files read, in the order read.
    package private(set) var groupFiles: [String] = []
    private var namespaces: [String: Bool] = [:]

    package init(root: String, files: any FileSource) {
        self.root = root
        self.files = files
    }

    /// `Colors/Brand/Primary.colorset/Contents.json` → `Brand/Primary` when `Brand` provides a namespace and
    /// `Colors` does not. Groups are the folders between the catalog (`*.xcassets`, or `root` itself when no folder
    /// on the way is one) and the color set.
    package mutating func name(ofColorSet relative: String) -> Result<String, Diagnostic> {
        var folders = relative.split(separator: "/").map(String.init).dropLast(1) // Contents.json
        let colorSet = String(folders.removeLast().dropLast(".colorset".count))
        let catalogIndex = folders.lastIndex { $0.hasSuffix(".xcassets") }
        var prefix: [String] = []
        var folder = catalogIndex.map { folders[...$0].joined(separator: "/") } ?? ""
        for group in folders[(catalogIndex.map { $0 + 1 } ?? 0)...] {
            folder = folder.isEmpty ? group : folder + "/" + group
            switch providesNamespace(folder) {
            case .success(true): prefix.append(group)
            case .success(false): break
            case .failure(let diagnostic): return .failure(diagnostic)
            }
        }
        return .success((prefix + [colorSet]).joined(separator: "/"))
    }

    /// Whether the group at `folder` (relative to `root`) sets `"properties": {"provides-namespace": true}`; a group
    /// without a `Contents.json` provides none.
    private mutating func providesNamespace(_ folder: String) -> Result<Bool, Diagnostic> {
        if let known = namespaces[folder] { return .success(known) }
        let file = FileTree.join(FileTree.join(root, folder), "Contents.json")
        var provides = false
        switch files.read(file, maximumSize: InputLimits.Name.fileSize.defaultValue) {
        case .missing: break
        case .refused(let refusal): return .failure(refusal.diagnostic())
        case .bytes(let bytes):
            groupFiles.append(file)
            switch JSONReader.parse(bytes) {
            case .success(let json): provides = json["properties"]?["provides-namespace"]?.bool ?? false
            case .failure(let error): return .failure(AssetCatalogColorSet.syntaxError(error, file: file))
            }
        }
        namespaces[folder] = provides
        return .success(provides)
    }
}
