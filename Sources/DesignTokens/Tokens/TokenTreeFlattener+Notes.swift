import DocGenSupport

/// Members beside `$value` that give no value (Style Dictionary's `source`, `actions`, `attributes`, `comment`):
/// reported once per file, with how many tokens carry each, at the first place one is written. A team's files carry
/// them on every token (Open edX Paragon writes `source` on each of its 3,000), and one warning per token would bury
/// the warnings about values.
package struct IgnoredNotes: Sendable {
    /// Per file, in the order first met: where the first note is, and each member's name with its count.
    private var files: [(file: String, first: SourceLocation, counts: [(name: String, count: Int)], tokens: Set<String>)] = []

    /// Records that the token at `path` carries the note `name`, written at `location`.
    package mutating func add(_ name: String, token path: String, at location: SourceLocation) {
        guard let index = files.firstIndex(where: { $0.file == location.file }) else {
            files.append((location.file, location, [(name, 1)], [path]))
            return
        }
        files[index].tokens.insert(path)
        if let member = files[index].counts.firstIndex(where: { $0.name == name }) {
            files[index].counts[member].count += 1
        } else {
            files[index].counts.append((name, 1))
        }
    }

    /// One warning per file.
    package var errors: [TokenError] {
        files.map { entry in
            let members = entry.counts.map { $0.count == 1 ? "\"\($0.name)\"" : "\"\($0.name)\" (×\($0.count))" }.joined(separator: ", ")
            let tokens = entry.tokens.count == 1 ? "a token has" : "\(entry.tokens.count) tokens have"
            return TokenError(.nonstandard("\(tokens) members beside $value that the format does not define: \(members)",
                                           assumed: "notes Style Dictionary or the team's tools keep (they give no value): ignored",
                                           advice: "move them to $extensions, or leave them: they change nothing docgen shows"),
                              at: entry.first)
        }
    }
}
