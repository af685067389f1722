import DocGenSupport

/// Per-context values kept in a token's `$extensions`, as GitHub Primer keeps its themes
/// (`"org.primer.overrides": {"dark": "#ffffff", "dark-high-contrast": {"$value": "…", "alpha": 0.5}}`), read
/// when system.yaml's `tokens: { contextValues: { org.primer.overrides: theme } }` or `--context-values
/// org.primer.overrides=theme` maps the extension to a resolver modifier. Its keys are contexts of that modifier;
/// where the permutation's context of the modifier has a key, that value replaces `$value`. The value is a value,
/// or an object with `$value` and optionally `alpha`: the object's members replace the token's own and the
/// token's other members stay, as Primer's build spreads the override over the token (its `themeOverrides`
/// preprocessor), so a plain value keeps the token's `alpha`.
///
/// An extension that is not mapped but whose keys name contexts of a modifier, or that holds values, is not
/// read: it is marked on the token as an `UnreadMember`, which the alias resolver reports on the token and on
/// every token whose value passes through it.
package struct ContextValues {
    /// Extension name → the modifier whose contexts its keys name.
    package var mapping: [String: String]
    package var modifiers: [TokenModifier]
    /// The permutation being resolved.
    package var context: [TokenSet.ContextPair]
    package var files: TokenFileTable

    /// Extensions docgen reads elsewhere (Tokens Studio's color modifiers).
    package static let readExtensions: Set<String> = ["studio.tokens"]

    /// Applies the mapped extensions to `definitions` and marks the unread ones; returns the warnings.
    package func apply(to definitions: inout [TokenDefinition]) -> [TokenError] {
        var errors: [TokenError] = []
        // Only tokens with `$extensions` (an object, kept as `extensions`) are looked at; the others stay untouched.
        let carrying = definitions.indices.filter { definitions[$0].extensions != nil }
        for position in carrying {
            guard let extensions = definitions[position].node["$extensions"]?.members else { continue }
            for member in extensions {
                guard let entries = member.value.members, !entries.isEmpty else { continue }
                if let modifierName = mapping[member.key] {
                    guard let modifier = modifiers.first(where: { $0.name == modifierName }) else { continue } // reported once, by the loader
                    applyMapped(member, entries, modifier, to: &definitions[position], errors: &errors)
                } else if !Self.readExtensions.contains(member.key), let unread = unmapped(member, entries, in: definitions[position]) {
                    definitions[position].unread.append(unread)
                }
            }
        }
        return errors
    }

    private func applyMapped(_ member: JSONMember, _ entries: [JSONMember], _ modifier: TokenModifier, to definition: inout TokenDefinition,
                             errors: inout [TokenError]) {
        let name = member.key
        let known = entries.filter { modifier.contexts.contains($0.key) }
        for entry in entries where !modifier.contexts.contains(entry.key) {
            errors.append(TokenError(.nonstandard("$extensions[\"\(name)\"] has the key \"\(entry.key)\", which is not a context of the modifier \"\(modifier.name)\" " +
                                                  "(it has \(modifier.contexts.joined(separator: ", ")))",
                                                  assumed: "nothing: its value is used in no context",
                                                  advice: "rename the key to one of the modifier's contexts, or add the context to the resolver"),
                                     at: files.location(of: entry, file: member.value.file, path: definition.name)))
        }
        guard !known.isEmpty else { return }
        errors.append(TokenError(.nonstandard("the token keeps per-context values in $extensions[\"\(name)\"] (\(known.map(\.key).joined(separator: ", ")))",
                                              assumed: "the value for the context of the modifier \"\(modifier.name)\" each key names, replacing $value " +
                                                  "(contextValues maps \(name) to \(modifier.name); an object's $value and alpha replace the token's)",
                                              advice: "keep the mapping to read the tokens as the team's build does"),
                                 at: files.location(of: member, file: definition.node.file, path: definition.name)))
        guard let chosen = context.first(where: { $0.name == modifier.name })?.value,
              let entry = entries.last(where: { $0.key == chosen }) else { return }
        let override = entry.value
        if Self.isWrapper(override) {
            if let value = override["$value"] { definition.value = value }
            if let alpha = override.members?.last(where: { $0.key == "alpha" }) { definition.alpha = alpha }
            for inner in override.members ?? [] where !["$value", "alpha", "$type", "$description"].contains(inner.key)
                && UnreadMember.couldChangeValue(key: inner.key, value: inner.value) {
                definition.unread.append(UnreadMember(found: "the \(chosen) value in $extensions[\"\(name)\"] has the member \"\(inner.key)\", which docgen does not read",
                                                      name: "the member \"\(inner.key)\" in its \(chosen) value",
                                                      advice: "docgen cannot apply it: write the value it gives in $value, or remove the member",
                                                      location: files.location(of: inner, file: override.file, path: definition.name)))
            }
        } else {
            definition.value = override
        }
    }

    /// An override object (`{"$value": …, "alpha": …}`) rather than a value that is an object (a color object).
    package static func isWrapper(_ value: JSONValue) -> Bool {
        guard let members = value.members else { return false }
        if members.contains(where: { $0.key == "$value" }) { return true }
        return members.contains { $0.key == "alpha" } && !members.contains { $0.key == "colorSpace" || $0.key == "components" }
    }

    /// The unread member an extension that is not mapped stands for, when it could change the value.
    private func unmapped(_ member: JSONMember, _ entries: [JSONMember], in definition: TokenDefinition) -> UnreadMember? {
        let name = member.key
        let location = files.location(of: member, file: definition.node.file, path: definition.name)
        let keys = Set(entries.map(\.key))
        if let modifier = modifiers.first(where: { !keys.isDisjoint(with: $0.contexts) }) {
            let contexts = modifier.contexts.filter(keys.contains)
            return UnreadMember(found: "$extensions[\"\(name)\"] holds values for contexts of the modifier \"\(modifier.name)\" (\(contexts.joined(separator: ", "))), " +
                                    "which docgen reads only when the extension is mapped to the modifier",
                                name: "per-context values in $extensions[\"\(name)\"]",
                                assumed: "$value in every context",
                                advice: "add `contextValues: { \(name): \(modifier.name) }` under `tokens:` in system.yaml " +
                                    "(or pass --context-values \(name)=\(modifier.name)) to use them",
                                location: location)
        }
        guard let holder = entries.first(where: { Self.holdsValue($0.value) }) else { return nil }
        return UnreadMember(found: "$extensions[\"\(name)\"] holds a value at \"\(holder.key)\" that docgen does not read",
                            name: "values in $extensions[\"\(name)\"]",
                            assumed: "$value alone",
                            advice: "if the values replace $value in some context, name that context in a resolver modifier and map the extension: " +
                                "`contextValues: { \(name): MODIFIER }` under `tokens:` in system.yaml, or --context-values \(name)=MODIFIER",
                            location: location)
    }

    /// A token value as such extensions write one: an object with `$value`, an alias, or a hex color.
    package static func holdsValue(_ value: JSONValue) -> Bool {
        if value["$value"] != nil { return true }
        guard let text = value.string else { return false }
        return (text.hasPrefix("{") && text.hasSuffix("}") && text.count > 2) || HexColor.parse(text) != nil
    }
}
