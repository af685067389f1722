import DocGenSupport
import Foundation

/// A Tokens Studio file that holds its token sets as its top-level members with neither `$themes` nor `$metadata`
/// (the plugin's own starter file: `core`, `light`, `dark`, `theme`). Its references name tokens without the set
/// (`{dimension.xs}`), since the plugin resolves them over the active sets merged in order. Known by the file's
/// content: every top-level member is a group, and more of the references the file writes name a token inside a
/// set (the set's name left out) than name a token from the top, so one reference never decides it.
package enum TokensStudioTopLevelSets {
    /// The sets in file order, when the file holds its sets at the top; nil otherwise.
    package static func sets(of root: JSONValue) -> [JSONMember]? {
        guard root["$themes"] == nil, root["$metadata"] == nil, let members = root.members, !members.isEmpty,
              members.allSatisfy({ !$0.key.hasPrefix("$") && $0.value.members != nil && !isToken($0.value) })
        else { return nil }
        var fromTop: Set<String> = [], insideSets: Set<String> = []
        for set in members { collectTokenPaths(set.value, prefix: "", depth: 0, into: &insideSets) }
        collectTokenPaths(root, prefix: "", depth: 0, into: &fromTop)
        var namesFromTop = 0, namesInsideSets = 0
        forEachReference(in: root, depth: 0) { name in
            if fromTop.contains(name) { namesFromTop += 1 } else if insideSets.contains(name) { namesInsideSets += 1 }
        }
        return namesInsideSets > namesFromTop ? members : nil
    }

    /// The warning that says how the file was read: its sets, all enabled, merged in file order.
    package static func warning(_ sets: [JSONMember], path: String) -> TokenError {
        let names = sets.map(\.key).joined(separator: ", ")
        return TokenError(.nonstandard("the top-level members \(names) are Tokens Studio token sets (the file has no $themes or $metadata, and its references name tokens without the set)",
                                       assumed: "every set enabled, merged in file order as Tokens Studio merges the active sets: where two sets hold the same token, the later one wins",
                                       advice: "export $themes from Tokens Studio to choose among the sets, or keep one set per file"),
                          at: SourceLocation(file: path, line: sets.first.map { Int($0.line) }, column: sets.first.map { Int($0.column) }))
    }

    /// A token as Tokens Studio writes it, before conversion: `value` or `$value`.
    private static func isToken(_ node: JSONValue) -> Bool {
        node["$value"] != nil || node["value"] != nil
    }

    /// The paths of the tokens below `node`, dot-joined.
    private static func collectTokenPaths(_ node: JSONValue, prefix: String, depth: Int, into paths: inout Set<String>) {
        guard depth < 64, let members = node.members else { return }
        if !prefix.isEmpty, isToken(node) { paths.insert(prefix); return }
        for member in members where !member.key.hasPrefix("$") {
            collectTokenPaths(member.value, prefix: prefix.isEmpty ? member.key : prefix + "." + member.key, depth: depth + 1, into: &paths)
        }
    }

    /// Each `{name}` written in a string below `node`.
    private static func forEachReference(in node: JSONValue, depth: Int, _ body: (String) -> Void) {
        guard depth < 64 else { return }
        switch node.content {
        case .string(let text):
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                body(String(rest[rest.index(after: open)..<close]).trimmingCharacters(in: .whitespaces))
                rest = rest[rest.index(after: close)...]
            }
        case .array(let elements): for element in elements { forEachReference(in: element, depth: depth + 1, body) }
        case .object(let members): for member in members { forEachReference(in: member.value, depth: depth + 1, body) }
        default: break
        }
    }
}
