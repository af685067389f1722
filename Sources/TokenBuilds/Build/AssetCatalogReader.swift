import DocGenSupport
import DesignTokens

/// Reads the color sets of Xcode asset catalogs (`*.xcassets/**/*.colorset/Contents.json`) into a `BuildOutput`: one
/// scope per appearance the catalog writes, the entry with no appearance (Xcode's "Any Appearance") the default.
///
/// `path` names a catalog (`Assets.xcassets`) or a folder holding catalogs. A color's name is its color set's folder
/// name, prefixed by the groups above it whose `Contents.json` sets `"provides-namespace": true`
/// (`Button/Primary/Fill`); other groups add nothing, as Xcode names the color in code. Folders are listed through
/// `FileSource`, which follows no link out of the project.
public enum AssetCatalogReader {
    public static func read(_ path: String, from files: any FileSource) -> Result<BuildOutput, Diagnostic> {
        let colorSets = files.files(in: path).filter { $0.hasSuffix(".colorset/Contents.json") }
        guard !colorSets.isEmpty else {
            return .failure(Diagnostic(location: SourceLocation(file: path), code: "build.missing",
                                       message: "\(path) holds no color set (*.colorset/Contents.json) to read colors from.",
                                       hint: "Name an asset catalog (a folder ending in .xcassets) or a folder holding one."))
        }
        var reader = AssetCatalogWalk(root: path, files: files)
        var read: [String] = []
        var scopes: [AssetCatalogAppearance: [BuiltValue]] = [:]
        var named: [String: SourceLocation] = [:]
        for relative in colorSets {
            let file = FileTree.join(path, relative)
            let name: String
            switch reader.name(ofColorSet: relative) {
            case .success(let found): name = found
            case .failure(let diagnostic): return .failure(diagnostic)
            }
            read.append(file)
            if let first = named[name] {
                reader.warnings.append(Diagnostic(severity: .warning, location: SourceLocation(file: file), code: "build.duplicate-name",
                                                  message: "A second color set is named \(name) (the first is \(first.file)); the first is read.",
                                                  hint: "Rename one of the two; Xcode refuses two colors of one name in a catalog."))
                continue
            }
            named[name] = SourceLocation(file: file)
            let bytes: [UInt8]
            switch files.read(file, maximumSize: InputLimits.Name.fileSize.defaultValue) {
            case .bytes(let contents): bytes = contents
            case .missing: continue
            case .refused(let refusal): return .failure(refusal.diagnostic())
            }
            switch AssetCatalogColorSet.read(bytes, file: file, name: name) {
            case .success(let colorSet):
                for (appearance, value) in colorSet.values { scopes[appearance, default: []].append(value) }
                reader.warnings += colorSet.warnings
            case .failure(let diagnostic):
                return .failure(diagnostic)
            }
        }
        let ordered = scopes.keys.sorted().map {
            BuildOutput.Scope(selector: $0.selector, appearance: $0.mediaFeatures, values: scopes[$0] ?? [])
        }
        var output = BuildOutput(file: path, format: .assetCatalog, scopes: ordered, files: reader.groupFiles + read)
        output.warnings = reader.warnings
        return .success(output)
    }
}
