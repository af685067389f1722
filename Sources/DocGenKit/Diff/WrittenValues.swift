import DesignTokens

/// Each token's `$value` as written in its file on one side (canonical JSON text), so that the diff tells an edit of
/// the token itself from a change it inherited through an alias, including aliases inside composite values.
final class WrittenValues: @unchecked Sendable {
    private let files: any FileSource
    /// File → (line, column) of every object → its `$value`, canonical.
    private var parsed: [String: [Int64: String]] = [:]

    init(files: any FileSource) {
        self.files = files
    }

    /// The `$value` of the token whose definition starts at `location`; nil when it cannot be found (a Tokens Studio
    /// or classic file, whose values were rewritten).
    func value(at location: SourceLocation) -> String? {
        guard let line = location.line, let column = location.column else { return nil }
        if parsed[location.file] == nil { parsed[location.file] = index(location.file) }
        return parsed[location.file]?[Int64(line) << 32 | Int64(column)]
    }

    private func index(_ path: String) -> [Int64: String] {
        guard let bytes = files.contents(atPath: path), case .success(let root) = JSONReader.parse(bytes, file: 0) else { return [:] }
        var result: [Int64: String] = [:]
        func walk(_ value: JSONValue) {
            guard let members = value.members else { return }
            if let written = value["$value"] { result[Int64(value.line) << 32 | Int64(value.column)] = JSONText.canonical(written) }
            for member in members where member.key != "$value" { walk(member.value) }
        }
        walk(root)
        return result
    }

    /// The token paths a text names, `{color.palette.blue.600}`, with the UTF-8 offset of each `{`.
    static func references(in text: Substring) -> [(path: TokenPath, offset: Int)] {
        var result: [(path: TokenPath, offset: Int)] = []
        var rest = text
        // Each `}` closes the nearest `{` before it: `{"color":"{a.b}"}` names a.b.
        while let close = rest.firstIndex(of: "}") {
            if let open = rest[..<close].lastIndex(of: "{") {
                let name = rest[rest.index(after: open)..<close]
                if !name.isEmpty, !name.contains(where: { " \"{:,".contains($0) }) {
                    result.append((TokenPath(dotted: String(name)), text.utf8.distance(from: text.startIndex, to: open)))
                }
            }
            rest = rest[rest.index(after: close)...]
        }
        return result
    }
}
