import ButtonModel
import DocGenKit

/// One system and theme's token changes on a changelog page: a heading, then a table each for the tokens changed,
/// renamed, added, removed and deprecated, the tokens no longer deprecated, and how many changes alter no value,
/// each only when it has some.
package enum ChangelogTokenBlocks {
    package static func blocks(_ diff: TokenDiff) -> [ChangelogDocument.Block] {
        let scope = (diff.system.isEmpty ? "" : diff.system + " · ") + diff.theme
        var blocks: [ChangelogDocument.Block] = [.heading(level: 3, [.plain(scope)])]
        func table(_ title: String, _ headers: [String], _ rows: [[[ChangelogText]]]) {
            guard !rows.isEmpty else { return }
            blocks.append(.table(ChangelogTable(caption: "\(title) (\(rows.count)) in \(scope)", headers: headers, rows: rows)))
        }
        table("Changed", ["Token", "Before", "After", "Cause"], diff.changed.map { change in
            [[.code(change.path.description)], ChangelogText.state(change.before), ChangelogText.state(change.after), cause(change)]
        })
        table("Renamed", ["Renamed from", "To", "Found by", "Value"], diff.renamed.map { rename in
            [[.code(rename.from.description)], [.code(rename.to.description)], [.plain(method(rename.method))], ChangelogText.state(rename.after)]
        })
        table("Added", ["Token", "Value"], diff.added.map { [[.code($0.path.description)], ChangelogText.state($0.state)] })
        table("Removed", ["Token", "Was", "Notice"], diff.removed.map { removal in
            [[.code(removal.path.description)], ChangelogText.state(removal.before), [.plain(notice(removal))]]
        })
        table("Deprecated", ["Token", "Message"], diff.deprecationsAdded.map { entry in
            [[.code(entry.path.description)], [.plain(entry.reason ?? "No message.")]]
        })
        if !diff.deprecationsRemoved.isEmpty {
            blocks += [.paragraph([.plain("No longer deprecated (\(diff.deprecationsRemoved.count)):")]),
                       .list(diff.deprecationsRemoved.map { [.code($0.path.description)] })]
        }
        if diff.quietCount > 0 {
            let count = diff.quietCount == 1 ? "1 change that alters" : "\(diff.quietCount) changes that alter"
            blocks.append(.paragraph([.plain("\(count) no value: descriptions, deprecation reasons, files, written values.")]))
        }
        return blocks
    }

    /// `edited`, `edited (type color → dimension)`, `inherits color.brand through color`.
    private static func cause(_ change: TokenChange) -> [ChangelogText] {
        guard change.cause.kind == .inherited, let from = change.cause.from else {
            return [.plain("edited" + (change.typeChanged ? " (type \(change.before.type) → \(change.after.type))" : ""))]
        }
        return [.plain("inherits "), .code(from.description)] + (change.cause.part.map { [.plain(" through "), .code($0)] } ?? [])
    }

    private static func notice(_ removal: TokenRemoval) -> String {
        let named = removal.references.isEmpty ? "" : "still named at \(removal.references.map(\.description).joined(separator: ", ")); "
        return named + (removal.before.deprecated ? "was deprecated" : removal.announced.map { "announced: \($0)" } ?? "never deprecated")
    }

    private static func method(_ method: TokenRename.Method) -> String {
        switch method {
        case .id: "stable id in $extensions"
        case .map: "token-renames.json"
        case .structure: "structure (same value and place)"
        }
    }
}
