import DocGenSupport

/// Merges token trees the way the Resolver module's ordering step does: groups merge member by member,
/// and a token met again replaces the earlier one whole (DTCG 2025.10 Resolver, "Ordering").
package enum TokenTreeMerger {
    /// A group of tokens that a later tree replaced with a token. In one file a token cannot hold tokens, so the
    /// same shape across files is an error too, rather than a silent loss of the group's tokens.
    package struct ReplacedGroup {
        package var path: [String]
        /// The tokens the group held, by path (at most a few, for the message).
        package var lost: [String]
        package var token: JSONValue

        package func error(files: TokenFileTable) -> TokenError {
            let dotted = path.joined(separator: ".")
            return TokenError(.invalidStructure("\(dotted) is a group in an earlier source and a token here, which would drop " +
                                                lost.joined(separator: ", ") + "; rename the token or the group"),
                              at: files.location(of: token, path: dotted))
        }
    }

    package static func merge(_ base: JSONValue, _ overlay: JSONValue) -> JSONValue {
        var ignored: [ReplacedGroup] = []
        return merge(base, overlay, replaced: &ignored)
    }

    package static func merge(_ base: JSONValue, _ overlay: JSONValue, path: [String] = [], replaced: inout [ReplacedGroup]) -> JSONValue {
        guard case .object(var baseMembers) = base.content, case .object(let overlayMembers) = overlay.content,
              !isToken(base), !isToken(overlay) else {
            if base.members != nil, !isToken(base), isToken(overlay) {
                let lost = tokens(in: base, path: path)
                if !lost.isEmpty { replaced.append(ReplacedGroup(path: path, lost: lost.count > 5 ? lost.prefix(5) + ["…"] : lost, token: overlay)) }
            }
            return overlay
        }
        // Indexed once either side is more than a few members: merging 20,000 tokens into an empty tree searched
        // the members already placed, one by one, for each new one.
        let useIndex = baseMembers.count + overlayMembers.count > 8
        var index: [String: Int] = [:]
        if useIndex {
            index.reserveCapacity(baseMembers.count + overlayMembers.count)
            for (position, member) in baseMembers.enumerated() { index[member.key] = position }
        }
        for member in overlayMembers {
            let position = useIndex ? index[member.key] : baseMembers.firstIndex { $0.key == member.key }
            if let position {
                baseMembers[position].value = merge(baseMembers[position].value, member.value, path: path + [member.key], replaced: &replaced)
            } else {
                if useIndex { index[member.key] = baseMembers.count }
                baseMembers.append(member)
            }
        }
        var result = base
        result.content = .object(baseMembers)
        return result
    }

    /// The paths of the tokens inside a group, in file order.
    private static func tokens(in group: JSONValue, path: [String]) -> [String] {
        (group.members ?? []).filter { !$0.key.hasPrefix("$") && $0.value.members != nil }.flatMap { member in
            isToken(member.value) ? [(path + [member.key]).joined(separator: ".")] : tokens(in: member.value, path: path + [member.key])
        }
    }

    /// An object with `$value` is a token; so is an object with `$ref` and nothing but `$` properties
    /// (a whole-token alias): merging replaces either whole.
    package static func isToken(_ value: JSONValue) -> Bool {
        guard let members = value.members else { return false }
        if members.contains(where: { $0.key == "$value" }) { return true }
        return members.contains { $0.key == "$ref" } && members.allSatisfy { $0.key.hasPrefix("$") }
            && !members.contains { $0.key == "$extends" }
    }
}
