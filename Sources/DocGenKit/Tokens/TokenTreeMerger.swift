/// Merges token trees the way the Resolver module's ordering step does: groups merge member by member,
/// and a token met again replaces the earlier one whole (DTCG 2025.10 Resolver, "Ordering").
enum TokenTreeMerger {
    static func merge(_ base: JSONValue, _ overlay: JSONValue) -> JSONValue {
        guard case .object(var baseMembers) = base.content, case .object(let overlayMembers) = overlay.content,
              !isToken(base), !isToken(overlay) else { return overlay }
        let useIndex = baseMembers.count > 8
        var index: [String: Int] = [:]
        if useIndex {
            index.reserveCapacity(baseMembers.count + overlayMembers.count)
            for (position, member) in baseMembers.enumerated() { index[member.key] = position }
        }
        for member in overlayMembers {
            let position = useIndex ? index[member.key] : baseMembers.firstIndex { $0.key == member.key }
            if let position {
                baseMembers[position].value = merge(baseMembers[position].value, member.value)
            } else {
                if useIndex { index[member.key] = baseMembers.count }
                baseMembers.append(member)
            }
        }
        var result = base
        result.content = .object(baseMembers)
        return result
    }

    /// An object with `$value` is a token; so is an object with `$ref` and nothing but `$` properties
    /// (a whole-token alias): merging replaces either whole.
    static func isToken(_ value: JSONValue) -> Bool {
        guard let members = value.members else { return false }
        if members.contains(where: { $0.key == "$value" }) { return true }
        return members.contains { $0.key == "$ref" } && members.allSatisfy { $0.key.hasPrefix("$") }
            && !members.contains { $0.key == "$extends" }
    }
}
