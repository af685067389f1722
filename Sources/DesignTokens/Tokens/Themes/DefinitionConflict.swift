import DocGenSupport

/// A token that several files merged in path order define with different values: the last file wins, and
/// without a resolver nothing else says so.
package struct DefinitionConflict {
    package struct Definition {
        package var file: String
        package var location: SourceLocation
        package var value: String
    }

    package var path: String
    /// In merge order: the last one won.
    package var definitions: [Definition]

    /// Every token defined with different values in two or more of `inventories` (given in merge order),
    /// in the order the tokens are first met.
    package static func find(in inventories: [TokenFileInventory], files: TokenFileTable) -> [DefinitionConflict] {
        // Which files define each path, in merge order: one pass over every file's tokens.
        var holdersOf: [String: [Int]] = [:]
        var order: [String] = []
        for (index, inventory) in inventories.enumerated() {
            for path in inventory.order {
                if holdersOf[path] == nil { order.append(path) }
                holdersOf[path, default: []].append(index)
            }
        }
        var conflicts: [DefinitionConflict] = []
        for path in order {
            guard let indices = holdersOf[path], indices.count > 1 else { continue }
            let holders = indices.map { inventories[$0] }
            guard TokenFileInventory.valueClasses(of: path, in: holders).contains(where: { $0 != 0 }) else { continue }
            conflicts.append(DefinitionConflict(path: path, definitions: holders.compactMap { holder in
                holder.tokens[path].map { Definition(file: holder.path, location: files.location(of: $0, path: path), value: TokenFileInventory.shown($0)) }
            }))
        }
        return conflicts
    }

    package var winner: Definition { definitions[definitions.count - 1] }

    /// `tokens.conflicting-definitions`: a warning, an error under `--strict-format`.
    package func diagnostic(strict: Bool) -> Diagnostic {
        let places = definitions.map { definition in
            "\(definition.location.file):\(definition.location.line ?? 1):\(definition.location.column ?? 1) sets \(definition.value)"
        }
        return Diagnostic(severity: strict ? .error : .warning, location: winner.location, code: Self.code,
                          message: "\(path) is defined in \(definitions.count) files with different values: " + places.joined(separator: "; ") +
                            "; the last file wins, so \(winner.value) from \(winner.file) is used",
                          hint: "keep one definition, or, if the files are alternatives (themes, brands), list them in a resolver " +
                            "and choose one with --context" + (strict ? " (an error under --strict-format)" : "; --strict-format makes this an error"))
    }

    package static let code = "tokens.conflicting-definitions"
}
