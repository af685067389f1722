import DocGenSupport
import DesignTokens

extension BuildOutput {
    /// Reads the build output at `path` with the reader its name (or, for a file with another extension, its first
    /// characters) calls for: a stylesheet (`.css`), Style Dictionary's JSON (`.json`, `.json5`) or JavaScript
    /// (`.js`, `.mjs`, `.cjs`), an Xcode asset catalog (a `*.xcassets` folder) or Android resources (a `res` folder).
    public static func read(_ path: String, from files: any FileSource, limits: InputLimits = InputLimits()) -> Result<BuildOutput, Diagnostic> {
        switch kind(of: path, files: files, limits: limits) {
        case .css: CSSBuildReader.read(path, from: files, limits: limits)
        case .json: StyleDictionaryJSONReader.read(path, from: files, limits: limits)
        case .javascript: StyleDictionaryJSReader.read(path, from: files, limits: limits)
        case .assetCatalog: AssetCatalogReader.read(path, from: files)
        case .androidResources: AndroidResourcesReader.read(path, from: files)
        }
    }

    /// The format a path holds, by its name, else by its first non-blank character.
    package static func kind(of path: String, files: any FileSource, limits: InputLimits) -> Format {
        let name = path.split(separator: "/").last.map(String.init)?.lowercased() ?? ""
        if files.isDirectory(path) {
            if name.hasSuffix(".xcassets") || files.files(in: path).contains(where: { $0.hasSuffix("colorset/Contents.json") }) {
                return .assetCatalog
            }
            return .androidResources
        }
        if name.hasSuffix(".css") { return .css }
        if name.hasSuffix(".json") || name.hasSuffix(".json5") || name.hasSuffix(".jsonc") { return .json }
        if name.hasSuffix(".js") || name.hasSuffix(".mjs") || name.hasSuffix(".cjs") { return .javascript }
        let first = files.read(path, maximumSize: limits.fileSize).bytes?.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "{") ? .json : (first == UInt8(ascii: "/") || first == UInt8(ascii: "e") || first == UInt8(ascii: "m")) ? .javascript : .css
    }
}
