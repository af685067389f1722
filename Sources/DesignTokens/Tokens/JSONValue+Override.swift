import DocGenSupport

/// Overrides as the Resolver module defines them for keys written beside a `$ref` (DTCG 2025.10 Resolver,
/// "Reference objects" → "Extending"): each local key replaces the referenced one whole, objects and arrays
/// included ("flattened shallowly … not merged"), and new keys are added.
extension JSONValue {
    package func overridden(by overlay: JSONValue) -> JSONValue {
        guard var members = members, let local = overlay.members else { return overlay }
        for member in local {
            if let position = members.firstIndex(where: { $0.key == member.key }) {
                members[position] = member
            } else {
                members.append(member)
            }
        }
        var result = self
        result.content = .object(members)
        return result
    }
}
