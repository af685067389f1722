import DocGenSupport

/// Reads Adobe Spectrum's token source (`SpectrumTokenSource`) into a resolver document, as Spectrum's build
/// (Style Dictionary with `style-dictionary-sets`) reads it:
/// - a token with `value` is a token of the base set, at its own name;
/// - a token with `sets` is a token whose value depends on a modifier (`SpectrumSetModifiers`: `theme` for light,
///   dark and wireframe, `scale` for desktop and mobile): each context's tree holds the set's member for that
///   context, so that an alias inside a set, and every alias hop after it, takes the chosen context's value;
///   the base set holds the default context's member, for contexts a token's `sets` leave out;
/// - the type comes from the `$schema` URL (`SpectrumValue`); `deprecated`, `deprecated_comment` and `renamed`
///   become `$deprecated` naming the replacement; `description` is `$description`; `uuid`, `component`, `private`,
///   `renamed` and any other member are kept under `$extensions["com.adobe.spectrum"]`.
package struct SpectrumTokensReader {
    package static let extensionName = "com.adobe.spectrum"
    /// Members read into DTCG properties; every other one is kept in the extension.
    package static let readMembers: Set<String> = ["$schema", "value", "sets", "$ref", "description", "deprecated", "deprecated_comment"]

    package let files: TokenFileTable
    package let roots: [JSONValue]
    package private(set) var errors: [TokenError] = []
    private var modifiers = SpectrumSetModifiers()
    /// UUID → token name, for `$ref` aliases.
    private var names: [String: String] = [:]

    package init(files: TokenFileTable, roots: [JSONValue]) {
        self.files = files
        self.roots = roots
    }

    package mutating func read() -> ResolverDocument {
        for root in roots {
            for member in root.members ?? [] {
                if let uuid = member.value["uuid"]?.string { names[uuid] = member.key }
            }
        }
        var base: [JSONMember] = []
        /// Modifier name → context → the tokens it sets.
        var contextTokens: [String: [String: [JSONMember]]] = [:]
        for root in roots {
            for member in root.members ?? [] {
                guard member.value.members != nil else {
                    errors.append(TokenError(.nonstandard("\(member.key) is \(member.value.kindDescription), not a Spectrum token object",
                                                          assumed: "nothing: it is skipped"), at: location(member)))
                    continue
                }
                guard let sets = member.value["sets"]?.members, !sets.isEmpty else {
                    if let token = token(member, leaf: member.value) { base.append(token) }
                    continue
                }
                let modifier = modifiers.modifier(for: sets.map(\.key))
                var placedDefault = false
                for entry in sets {
                    if entry.value["sets"] != nil {
                        errors.append(TokenError(.nonstandard("\(member.key) in the set \"\(entry.key)\" holds sets of its own",
                                                              assumed: "nothing for \(entry.key): docgen reads one level of sets",
                                                              advice: "give the set a value or an alias"), at: location(member)))
                        continue
                    }
                    guard let token = token(member, leaf: entry.value) else { continue }
                    contextTokens[modifier, default: [:]][entry.key, default: []].append(token)
                    if !placedDefault, isDefault(entry.key, of: modifier, keys: sets.map(\.key)) {
                        base.append(token)
                        placedDefault = true
                    }
                }
            }
        }
        var document = ResolverDocument(name: "Adobe Spectrum tokens")
        let place = roots.first ?? JSONValue(.object([]))
        document.steps.append(.set(name: "spectrum", sources: [.inline(SpectrumValue.at(place, .object(base)), key: "spectrum")]))
        for modifier in modifiers.used {
            let contexts = modifier.contexts.map { context in
                (name: context, sources: [ResolverDocument.Source.inline(SpectrumValue.at(place, .object(contextTokens[modifier.name]?[context] ?? [])),
                                                                          key: "\(modifier.name)#\(context)")])
            }
            document.steps.append(.modifier(ResolverDocument.Modifier(name: modifier.name, contexts: contexts, defaultContext: modifier.contexts.first)))
        }
        return document
    }

    /// Whether `key` is the member the base set takes: the modifier's default, or the first key when the token
    /// has no member for it.
    private func isDefault(_ key: String, of modifier: String, keys: [String]) -> Bool {
        guard let first = modifiers.used.first(where: { $0.name == modifier })?.contexts.first(where: keys.contains) else { return true }
        return key == first
    }

    /// The DTCG token for `member`, its value taken from `leaf` (the token itself, or one member of its sets).
    private mutating func token(_ member: JSONMember, leaf: JSONValue) -> JSONMember? {
        let outer = member.value
        guard let url = leaf["$schema"]?.string ?? outer["$schema"]?.string, let schema = SpectrumTokenSource.schemaName(url),
              !SpectrumValue.setSchemas.contains(schema) || leaf["value"] != nil else {
            errors.append(TokenError(.invalidStructure("\(member.key) has no Spectrum \"$schema\" naming its type, nor \"sets\""),
                                     at: location(member)))
            return nil
        }
        var members: [JSONMember]
        switch SpectrumValue.members(of: leaf, schema: schema, names: names) {
        case .members(let found):
            members = found
        case .unknownSchema(let name, let found):
            errors.append(TokenError(.nonstandard("\(member.key) names the schema \"\(name).json\", which docgen does not know",
                                                  assumed: "a value without a type, kept as written"), at: location(member)))
            members = found
        }
        guard !members.isEmpty else {
            errors.append(TokenError(.invalidStructure("\(member.key) has neither \"value\" nor \"sets\""), at: location(member)))
            return nil
        }
        if let description = outer["description"] ?? leaf["description"] {
            members.append(SpectrumValue.member("$description", description, description))
        }
        if let deprecated = deprecation(outer, leaf: leaf) { members.append(deprecated) }
        var kept = (outer.members ?? []).filter { !Self.readMembers.contains($0.key) }
        if leaf.line != outer.line || leaf.column != outer.column {
            let own = (leaf.members ?? []).filter { !Self.readMembers.contains($0.key) }
            if !own.isEmpty { kept.append(SpectrumValue.member("set", SpectrumValue.at(leaf, .object(own)), leaf)) }
        }
        if !kept.isEmpty {
            let spectrum = SpectrumValue.member(Self.extensionName, SpectrumValue.at(outer, .object(kept)), outer)
            members.append(SpectrumValue.member("$extensions", SpectrumValue.at(outer, .object([spectrum])), outer))
        }
        return JSONMember(key: member.key, line: member.line, column: member.column, value: SpectrumValue.at(outer, .object(members)))
    }

    /// `$deprecated`: the comment, with the replacement `renamed` names; `true` when only `deprecated` is given.
    private func deprecation(_ outer: JSONValue, leaf: JSONValue) -> JSONMember? {
        let flagged = outer["deprecated"]?.bool == true || leaf["deprecated"]?.bool == true
        let renamed = outer["renamed"]?.string
        guard flagged || renamed != nil else { return nil }
        let place = outer["deprecated"] ?? outer["renamed"] ?? leaf["deprecated"] ?? outer
        var reason = (outer["deprecated_comment"] ?? leaf["deprecated_comment"])?.string
        let named = (reason ?? "").split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init)
        if let renamed, !named.contains(renamed) {
            reason = (reason.map { $0 + "; " } ?? "") + "renamed to \(renamed)"
        }
        return SpectrumValue.member("$deprecated", SpectrumValue.at(place, reason.map { .string($0) } ?? .bool(true)), place)
    }

    private func location(_ member: JSONMember) -> SourceLocation {
        files.location(of: member, file: member.value.file, path: member.key)
    }
}
