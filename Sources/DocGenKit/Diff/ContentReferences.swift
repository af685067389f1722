import DesignTokens

/// Every `{token.path}` written in a side's content files (tokens, component definitions, pages), with its place.
struct ContentReferences {
    private var places: [TokenPath: [SourceLocation]] = [:]

    init(folder: String, files: any FileSource) {
        for relative in files.files(in: folder) where [".json", ".yaml", ".yml", ".md"].contains(where: relative.hasSuffix) {
            let path = FileTree.join(folder, relative)
            guard let text = files.text(atPath: path) else { continue }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains("{") {
                for reference in WrittenValues.references(in: line) {
                    places[reference.path, default: []].append(SourceLocation(file: path, line: index + 1, column: reference.offset + 1))
                }
            }
        }
    }

    /// The places that name `path`, in file then line order.
    func places(naming path: TokenPath) -> [SourceLocation] { places[path] ?? [] }
}
