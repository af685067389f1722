import DocGenSupport

/// Adobe Spectrum's token source (`@adobe/spectrum-tokens`, `packages/tokens/src/*.json` of
/// adobe/spectrum-design-data): one object of flat token names, each token an object whose `$schema` URL names its
/// type (`…/schemas/token-types/color.json`), with `value`, or `sets` holding one such token per color theme
/// (`light`, `dark`, `wireframe`) or platform scale (`desktop`, `mobile`), and `uuid`, `component`, `private`,
/// `deprecated`, `deprecated_comment`, `renamed`. Read as a resolver document (`SpectrumTokensReader`).
package enum SpectrumTokenSource {
    /// The folder of Spectrum's schema URLs, under the old and the new name of the repository's site.
    package static let schemaFolder = "/schemas/token-types/"

    /// The type file a `$schema` URL names, without `.json` (`color`, `scale-set`), when it is one of Spectrum's.
    package static func schemaName(_ url: String) -> String? {
        guard url.contains("spectrum"), let range = url.range(of: schemaFolder) else { return nil }
        let file = url[range.upperBound...]
        guard file.hasSuffix(".json") else { return nil }
        return String(file.dropLast(5))
    }

    /// Whether a parsed file is Spectrum's source: an object whose first token names a Spectrum schema and has a
    /// `value` or `sets`.
    package static func isSource(_ root: JSONValue) -> Bool {
        guard let first = root.members?.first(where: { $0.value.members != nil })?.value,
              let url = first["$schema"]?.string, schemaName(url) != nil else { return false }
        return first["value"] != nil || first["sets"] != nil || first["$ref"] != nil
    }

    /// Whether the bytes of the file at `path` are Spectrum's source (a quick text test first, then a parse).
    package static func isSource(bytes data: [UInt8], path: String) -> Bool {
        guard path.hasSuffix(".json") else { return false }
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        guard head.contains(schemaFolder), head.contains("spectrum") else { return false }
        guard case .success(let root) = JSONReader.parse(data, file: 0, dialect: JSONDialect(path: path)) else { return false }
        return isSource(root)
    }
}
