import DocGenSupport

/// Names holding a dot (`"spacer": {"1.5": …}`, Open edX Paragon's `tokens/src/core/global/spacing.json`), which
/// the format forbids and Style Dictionary reads: it names the token by joining the names of its path with dots,
/// so `{spacing.spacer.1.5}` names it. Read the same way, with a warning; a name that then reads two ways (a
/// token `"1.5"` beside a group `"1"` holding `"5"`) is an error at the dotted name's place.
extension TokenTreeFlattener {
    /// Whether `name`'s only fault is a dot: then it is read (reported in files in the format's notation, where the
    /// dot is forbidden; Style Dictionary's classic files need no warning) and the caller visits it.
    package mutating func readsDottedName(_ member: JSONMember, name: String, path: [String]) -> Bool {
        guard name.utf8.contains(UInt8(ascii: ".")), Self.nameProblem(name.replacingOccurrences(of: ".", with: "")) == nil else { return false }
        let joined = (path + [name]).joined(separator: ".")
        hasDottedNames = true
        if files.reportsDeviations(in: member.value.file) {
            errors.append(TokenError(.nonstandard("the name \"\(name)\" holds a dot, which the format forbids in names",
                                                  assumed: "\(joined), the name joined as Style Dictionary joins names ({\(joined)} names it)",
                                                  advice: "write the name without the dot (\(name.replacingOccurrences(of: ".", with: "_"))) and " +
                                                      "update the references to it"),
                                     at: files.location(of: member, file: member.value.file, path: joined)))
        }
        return true
    }

    /// Tokens a dotted name makes share their name with another token: an error at each dotted one, which is left
    /// out (the name then names the token written without dots).
    package mutating func reportDottedAmbiguities() {
        let dotted = definitions.indices.filter { definitions[$0].path.segments.contains { $0.utf8.contains(UInt8(ascii: ".")) } }
        guard !dotted.isEmpty else { return }
        var byName: [String: [Int]] = [:]
        for position in definitions.indices { byName[definitions[position].name, default: []].append(position) }
        var ambiguous: Set<Int> = []
        for position in dotted {
            let definition = definitions[position]
            let others = (byName[definition.name] ?? []).filter { definitions[$0].path != definition.path }
            guard let other = others.first else { continue }
            ambiguous.insert(position)
            errors.append(TokenError(.invalidName(definition.path.segments.last ?? definition.name,
                                                  "the name \(definition.name) reads two ways: the token at \(Self.pathText(definition.path)) and " +
                                                      "the token at \(Self.pathText(definitions[other].path)); a reference to it cannot say which"),
                                     at: files.location(of: definition.node, path: definition.name)))
        }
        guard !ambiguous.isEmpty else { return }
        definitions = definitions.indices.filter { !ambiguous.contains($0) }.map { definitions[$0] }
    }

    /// A path with each name quoted: `"spacer" › "1.5"`.
    private static func pathText(_ path: TokenPath) -> String {
        path.segments.map { "\"\($0)\"" }.joined(separator: " › ")
    }
}
