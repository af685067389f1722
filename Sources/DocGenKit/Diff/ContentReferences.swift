/// Every `{token.path}` written in a side's content files (tokens, component definitions, pages), with its place.
struct ContentReferences {
    private var places: [TokenPath: [SourceLocation]] = [:]

    init(folder: String, files: any FileSource) {
        for relative in files.files(in: folder) where [".json", ".yaml", ".yml", ".md"].contains(where: relative.hasSuffix) {
            let path = FileTree.join(folder, relative)
            guard let text = files.text(atPath: path) else { continue }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains("{") {
                var rest = line[...]
                while let open = rest.firstIndex(of: "{") {
                    let after = rest[rest.index(after: open)...]
                    guard let close = after.firstIndex(of: "}") else { break }
                    let name = after[..<close]
                    if !name.isEmpty, !name.contains(where: { " \"{:,".contains($0) }) {
                        let column = line.utf8.distance(from: line.startIndex, to: open) + 1
                        places[TokenPath(dotted: String(name)), default: []].append(SourceLocation(file: path, line: index + 1, column: column))
                    }
                    rest = after[after.index(after: close)...]
                }
            }
        }
    }

    /// The places that name `path`, in file then line order.
    func places(naming path: TokenPath) -> [SourceLocation] { places[path] ?? [] }
}
