import DocGenSupport

extension AlternativeThemes {
    package static let code = "tokens.alternative-themes"

    /// `tokens.alternative-themes`, on the first alternative file: which files, which won, and the resolver to write.
    /// A warning; an error under `--strict-format`, like the conflicting definitions it stands for.
    package func diagnostic(strict: Bool, mergeOrder: [String]) -> Diagnostic {
        let alternatives = alternativeFiles
        let first = mergeOrder.first { alternatives.contains($0) } ?? ""
        let last = mergeOrder.last { alternatives.contains($0) } ?? ""
        let winner = modifiers.lazy.flatMap(\.contexts).first { $0.files.contains(last) }
        let used = winner.map { "\($0.name)'s (\($0.files.joined(separator: ", ")))" } ?? last + "'s"
        let described = modifiers.map { modifier in
            modifier.contexts.map { context in "\(context.name) (" + context.files.joined(separator: ", ") + ")" }.joined(separator: ", ")
        }.joined(separator: "; and ")
        let outline = modifiers.map { modifier in
            "a modifier \"\(modifier.name)\" with the contexts " + modifier.contexts.map(\.name).joined(separator: ", ") +
                " (default \(modifier.contexts[0].name))"
        }.joined(separator: " and ")
        let folders = alternatives.map { PathText.directory(of: $0).split(separator: "/") }
        var shared = folders.first ?? []
        for folder in folders { while !folder.starts(with: shared) { shared.removeLast() } }
        let absolute = first.hasPrefix("/") ? "/" : ""
        let target = PathText.join(absolute + shared.joined(separator: "/"), "themes.resolver.json")
        let sets = common.isEmpty ? "" : "a set of the \(common.count) common file\(common.count == 1 ? "" : "s"), then "
        let after = overrides.isEmpty ? "" : ", then a set of the \(overrides.count) file\(overrides.count == 1 ? "" : "s") after them"
        return Diagnostic(severity: strict ? .error : .warning, location: SourceLocation(file: first), code: Self.code,
                          message: "these files look like alternative themes, not layers: \(described); they define \(self.shared) of the same " +
                            "tokens, \(differing) with different values, and merged in path order the last wins, so \(used) values were used wherever they differ",
                          hint: "write a resolver with docgen tokens --write-resolver \(target) (\(sets)\(outline)\(after)), then choose " +
                            "with --context \(modifiers[0].name)=\(modifiers[0].contexts[0].name)" +
                            (strict ? " (an error under --strict-format)" : "; --strict-format makes this an error"))
    }
}
