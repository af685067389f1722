import DocGenSupport
import Foundation

/// Walks a merged token tree and lists its tokens, applying what groups give their members:
/// `$type` and `$deprecated` inheritance, `$extends` (and a group's `$ref`), and `$root` tokens
/// (DTCG 2025.10 Format, "Groups").
package struct TokenTreeFlattener {
    package let files: TokenFileTable
    package let root: JSONValue
    /// The tokens listed so far (`+DottedNames` takes out the ones whose name reads two ways).
    package var definitions: [TokenDefinition] = []
    package var errors: [TokenError] = []
    /// Whether a name holding a dot was read (`+DottedNames`): only then does a set index tokens by dotted name.
    package var hasDottedNames = false
    /// Notes beside `$value` that give no value, reported once per file when the walk ends.
    private var notes = IgnoredNotes()
    package var limits = InputLimits()
    /// Set once the tree holds more tokens than `limits.tokens`: the walk stops.
    private var overTokenLimit = false

    package static let groupProperties: Set<String> = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$root", "$schema", "$ref"]
    package static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$deprecated", "$extensions", "$ref"]

    package init(files: TokenFileTable, root: JSONValue) {
        self.files = files
        self.root = root
    }

    /// The definitions listed, handed over: the flattener keeps none, so that the caller's changes copy nothing.
    package mutating func takeDefinitions() -> [TokenDefinition] {
        defer { definitions = [] }
        return definitions
    }

    package mutating func flatten() {
        guard root.members != nil else {
            errors.append(TokenError(.invalidStructure("a token file must hold a JSON object"), at: files.location(of: root)))
            return
        }
        visitGroup(root, path: [], type: nil, deprecated: nil, extending: [])
        reportDottedAmbiguities()
        errors += notes.errors
    }

    private mutating func visitGroup(_ group: JSONValue, path: [String], type: TokenType?, deprecated: Deprecation?, extending: [String]) {
        let dotted = path.joined(separator: ".")
        guard path.count <= limits.nestingDepth else {
            errors.append(TokenError(.limitExceeded(.nestingDepth, limit: limits.nestingDepth, "the group \(TokenPath(path)) is nested, through $extends, too deeply"),
                                     at: files.location(of: group, path: dotted)))
            return
        }
        guard !overTokenLimit else { return }
        let node = applyExtends(to: group, path: path, extending: extending + [dotted])
        guard let members = node.members else { return }
        var groupType = type
        var groupDeprecated = deprecated
        if let typeValue = node["$type"] { groupType = readType(typeValue, path: dotted) ?? type }
        if let value = node["$deprecated"] { groupDeprecated = readDeprecation(value, path: dotted, inherited: deprecated) }

        for member in members {
            let name = member.key
            if skipsAsNotAToken(member, in: node, path: path) { continue }
            if name.hasPrefix("$") {
                if name == "$root" {
                    visitMember(member, name: name, path: path, dotted: dotted, type: groupType, deprecated: groupDeprecated, extending: extending)
                } else if !Self.groupProperties.contains(name) {
                    errors.append(TokenError(.invalidName(name, "names must not begin with $ (\(name) is not a property the format defines)"),
                                             at: files.location(of: member, file: member.value.file, path: (path + [name]).joined(separator: "."))))
                }
                continue
            }
            if let problem = Self.nameProblem(name), !readsDottedName(member, name: name, path: path) {
                errors.append(TokenError(.invalidName(name, problem), at: files.location(of: member, file: member.value.file, path: (path + [name]).joined(separator: "."))))
                continue
            }
            visitMember(member, name: name, path: path, dotted: dotted, type: groupType, deprecated: groupDeprecated, extending: extending)
        }
    }

    /// A member of a group that is not a token, a group or a property, but what published files keep beside them: a
    /// `$comment`, a `"comment": "…"` (any string, number, boolean, list or null), or a bare `extensions` object
    /// holding no token. Skipped with a `tokens.nonstandard` warning (an error under `--strict-format`).
    private mutating func skipsAsNotAToken(_ member: JSONMember, in node: JSONValue, path: [String]) -> Bool {
        let what: String
        if member.key == "$comment" {
            what = "a $comment"
        } else if member.key.hasPrefix("$") {
            return false
        } else if member.value.members == nil {
            what = "the member \"\(member.key)\", which holds \(member.value.kindDescription) and so is neither a token nor a group"
        } else if member.key == "extensions", !StyleDictionaryMember.holdsToken(member.value) {
            what = "the member \"extensions\", which holds no token (tool metadata, written without the $ of $extensions)"
        } else {
            return false
        }
        let place = (path + [member.key]).joined(separator: ".")
        errors.append(TokenError(.nonstandard("the group \(path.isEmpty ? "at the top of the file" : TokenPath(path).description) has \(what)",
                                              assumed: "not a token: skipped", advice: "remove it, or move it to $extensions or $description"),
                                 at: files.location(of: member, file: member.value.file, path: place)))
        return true
    }

    /// `dotted` is the group's `path` joined with dots.
    private mutating func visitMember(_ member: JSONMember, name: String, path: [String], dotted: String, type: TokenType?, deprecated: Deprecation?,
                                      extending: [String]) {
        let childPath = path + [name]
        let value = member.value
        guard value.members != nil else {
            errors.append(TokenError(.invalidStructure("\(childPath.joined(separator: ".")) is \(value.kindDescription); a token or group must be an object"),
                                     at: files.location(of: value, path: childPath.joined(separator: "."))))
            return
        }
        switch value["$value"] != nil ? .token : referenceKind(of: value) {
        case .token:
            addToken(value, path: childPath, dotted: dotted.isEmpty ? name : dotted + "." + name, type: type, deprecated: deprecated)
        case .group:
            visitGroup(value, path: childPath, type: type, deprecated: deprecated, extending: extending)
        case .missingGroup(let pointer, let at):
            let suggestion = NameSuggestion.closest(to: pointer, among: groupPointers(in: root, prefix: "#"))
            errors.append(TokenError(.unknownReference(pointer, suggestion: suggestion), at: files.location(of: at, path: childPath.joined(separator: "."))))
            var group = value
            group.content = .object((value.members ?? []).filter { $0.key != "$ref" })
            visitGroup(group, path: childPath, type: type, deprecated: deprecated, extending: extending)
        }
    }

    private enum ReferenceKind {
        case token, group
        /// A group whose `$ref` points at nothing: reported, and its own tokens kept.
        case missingGroup(String, at: JSONValue)
    }

    /// What an object without `$value` is. A `$ref` to a group makes it a group extending that group; a `$ref` to a
    /// token, into a token (`#/colors/blue/$value`, the form the 2025.10 JSON Schema's token.json shows), or to
    /// any value that is not a group makes it a token whose value is that reference.
    private func referenceKind(of value: JSONValue) -> ReferenceKind {
        guard let referenceValue = value["$ref"] else { return .group }
        let hasChildren = value.members?.contains { !$0.key.hasPrefix("$") } == true
        guard let reference = referenceValue.string, let segments = JSONPointer.segments(reference) else { return hasChildren ? .group : .token }
        var current = root
        for (position, segment) in segments.enumerated() {
            guard let next = current[segment] ?? current.elements.flatMap({ elements in Int(segment).flatMap { elements.indices.contains($0) ? elements[$0] : nil } }) else {
                return hasChildren ? .missingGroup(reference, at: referenceValue) : .token
            }
            current = next
            if position < segments.count - 1, TokenTreeMerger.isToken(current) { return .token }
        }
        return current.members != nil && !TokenTreeMerger.isToken(current) ? .group : .token
    }

    /// Every group as a JSON Pointer (`#/color/brand`), for suggestions.
    private func groupPointers(in group: JSONValue, prefix: String) -> [String] {
        (group.members ?? []).filter { !$0.key.hasPrefix("$") && $0.value.members != nil && !TokenTreeMerger.isToken($0.value) }.flatMap { member in
            let pointer = prefix + "/" + member.key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
            return [pointer] + groupPointers(in: member.value, prefix: pointer)
        }
    }

    /// `dotted` is `path` joined with dots.
    private mutating func addToken(_ node: JSONValue, path: [String], dotted: String, type inherited: TokenType?, deprecated inherited2: Deprecation?) {
        guard !overTokenLimit else { return }
        guard definitions.count < limits.tokens else {
            overTokenLimit = true
            errors.append(TokenError(.limitExceeded(.tokens, limit: limits.tokens, "the tokens, with the groups $extends copies, reach \(TokenPath(path))"),
                                     at: files.location(of: node, path: dotted)))
            return
        }
        var type = inherited
        var deprecated = inherited2
        var description: String?
        var extensions: String?
        var unknownType = false
        var alpha: JSONMember?
        var mix: JSONMember?
        var unread: [UnreadMember] = []
        for member in node.members ?? [] {
            switch member.key {
            case "$type":
                type = readType(member.value, path: dotted, tokenValue: node["$value"])
                unknownType = type == nil
            case "$deprecated": deprecated = readDeprecation(member.value, path: dotted, inherited: inherited2)
            case "$description":
                if let text = member.value.string {
                    description = text
                } else if member.value.isNull {
                    // What the Figma Design Tokens plugin writes for an empty description; Style Dictionary ignores it.
                    if files.reportsDeviations(in: node.file) {
                        errors.append(TokenError(.nonstandard("$description is null", assumed: "no description", advice: "leave $description out"),
                                                 at: files.location(of: member.value, path: dotted)))
                    }
                } else {
                    errors.append(TokenError(.invalidStructure("$description must be a string"), at: files.location(of: member.value, path: dotted)))
                }
            case "$extensions":
                if member.value.members != nil { extensions = JSONText.canonical(member.value) } else {
                    errors.append(TokenError(.invalidStructure("$extensions must be an object"), at: files.location(of: member.value, path: dotted)))
                }
            case "$value":
                continue
            case "$ref":
                if node["$value"] != nil {
                    errors.append(TokenError(.invalidStructure("a token cannot hold both $value and $ref (the 2025.10 JSON Schema forbids it)"),
                                             at: files.location(of: member, file: node.file, path: dotted)))
                }
            case "$comment":
                errors.append(TokenError(.nonstandard("the token has a $comment, which the format does not define", assumed: "a comment: skipped",
                                                      advice: "move it to $description or $extensions"),
                                         at: files.location(of: member, file: node.file, path: dotted)))
            default:
                let location = files.location(of: member, file: node.file, path: dotted)
                let deviations = files.reportsDeviations(in: node.file)
                let classic = files.format(of: node.file) == .classic
                // Primer's conventions, the alpha of the resolved color and a mix with another color: applied, and
                // reported, by the value adapters `AlphaBesideValue` and `MixBesideValue`.
                if member.key == "alpha", member.value.members == nil || classic {
                    alpha = member
                    continue
                }
                if member.key == "mix", !classic, member.value.members != nil || member.value.isNull {
                    mix = member
                    continue
                }
                switch StyleDictionaryMember(key: member.key, value: member.value) {
                case .recipe:
                    // Style Dictionary's color recipe: computed, or reported, by the value adapter `ColorRecipeValue`.
                    continue
                case .metadata:
                    if deviations { notes.add(member.key, token: dotted, at: location) }
                    continue
                case .other:
                    break
                }
                if !member.key.hasPrefix("$"), member.value.members == nil || classic || !StyleDictionaryMember.holdsToken(member.value) {
                    if UnreadMember.couldChangeValue(key: member.key, value: member.value) {
                        unread.append(UnreadMember(found: "the token has the member \"\(member.key)\" beside $value, which docgen does not read",
                                                   name: "the member \"\(member.key)\"",
                                                   advice: "docgen cannot apply it: write the value it gives in $value, or remove the member",
                                                   location: location))
                        continue
                    }
                    if !deviations { continue }
                    errors.append(TokenError(.nonstandard("the token has the member \"\(member.key)\" beside $value, which the format does not define",
                                                          assumed: "nothing: the member is ignored (it holds no value docgen could miss)",
                                                          advice: "remove it, or move it to $extensions"), at: location))
                    continue
                }
                let problem = member.key.hasPrefix("$")
                    ? "\(member.key) is not a token property the format defines"
                    : "a token (an object with $value) cannot also hold the child \"\(member.key)\""
                errors.append(TokenError(.invalidStructure(problem), at: location))
            }
        }
        let value = node["$value"] ?? node
        if case .other(let name)? = type, ForeignTypeName.readsByValue(name) { type = typeByValue(name, value: value, node: node, path: dotted) }
        definitions.append(TokenDefinition(path: TokenPath(path), name: dotted, node: node, value: value, declaredType: type,
                                           hasUnknownType: unknownType, description: description, deprecated: deprecated, extensions: extensions,
                                           alpha: alpha, mix: mix, unread: unread))
    }

    // MARK: Group properties

    /// The type `$type` names. A name outside the format that another tool defines is read as that tool reads it
    /// (`ForeignTypeName`); any other name is kept as an opaque type of that name (`TokenType.other`), always with a
    /// warning: no check uses such a value. `tokenValue` is the token's `$value` (nil on a group).
    private mutating func readType(_ value: JSONValue, path: String, tokenValue: JSONValue? = nil) -> TokenType? {
        guard let text = value.string else {
            errors.append(TokenError(.invalidStructure("$type must be a string"), at: files.location(of: value, path: path)))
            return nil
        }
        let deviations = files.reportsDeviations(in: value.file)
        if let type = TokenType(named: text) {
            if !type.isStandard, deviations {
                errors.append(TokenError(.nonstandard("$type \"\(text)\" is not a type the format defines",
                                                      assumed: "an opaque value, shown as written and used by no check"),
                                         at: files.location(of: value, path: path)))
            }
            return type
        }
        if let mapping = ForeignTypeName.mapping(for: text, value: tokenValue) {
            if deviations {
                errors.append(TokenError(.nonstandard("$type \"\(text)\" is not a type the format defines",
                                                      assumed: "\(mapping.type.rawValue), reading it as \(mapping.source)",
                                                      advice: "write \"$type\": \"\(mapping.type.rawValue)\""),
                                         at: files.location(of: value, path: path)))
            }
            return mapping.type
        }
        guard let type = TokenType(rawValue: text) else {
            errors.append(TokenError(.unknownType(text), at: files.location(of: value, path: path)))
            return nil
        }
        // A type read by each token's own value (`ForeignTypeName.valueTypedNames`): kept by name, read in `addToken`.
        if ForeignTypeName.readsByValue(text) { return type }
        let names = TokenType.allCases.map(\.rawValue)
        let advice = NameSuggestion.closest(to: text, among: names).map { "if \"\($0)\" was meant, write it; otherwise " } ?? ""
        errors.append(TokenError(.nonstandard("$type \"\(text)\" is not a type the format or any tool docgen knows defines",
                                              assumed: "an opaque value of type \(text), shown as written and used by no check; tokens that alias it keep it",
                                              advice: advice + "give the type the format defines for the value, where one fits"),
                                 at: files.location(of: value, path: path)))
        return type
    }

    /// The type a token of a type named for what it is about (`"$type": "font"`) has by its value, with a note; nil
    /// (the type an alias gives, or none) when the value does not say.
    private mutating func typeByValue(_ name: String, value: JSONValue, node: JSONValue, path: String) -> TokenType? {
        guard let (type, what) = ForeignTypeName.typeByValue(value) else { return nil }
        if files.reportsDeviations(in: node.file) {
            errors.append(TokenError(.nonstandard("$type \"\(name)\" is not a type the format defines, and names no single type",
                                                  assumed: "\(type.rawValue), since the value is \(what)",
                                                  advice: "write \"$type\": \"\(type.rawValue)\" on the token or its group"),
                                     at: files.location(of: value, path: path)))
        }
        return type
    }

    private mutating func readDeprecation(_ value: JSONValue, path: String, inherited: Deprecation?) -> Deprecation? {
        switch value.content {
        case .bool(true): return .deprecated
        case .bool(false): return nil
        case .string(let reason): return .deprecatedBecause(reason)
        default:
            errors.append(TokenError(.invalidStructure("$deprecated must be true, false or a string giving the reason"), at: files.location(of: value, path: path)))
            return inherited
        }
    }

    /// The group with the group it extends merged underneath it (local members win, DTCG 2025.10 "Extending Groups").
    /// `origin` is the group being visited, when `group` is a group it extends through others.
    private mutating func applyExtends(to group: JSONValue, path: [String], extending: [String], origin: String? = nil) -> JSONValue {
        let dotted = path.joined(separator: ".")
        let owner = origin ?? dotted
        let referenceValue = group["$extends"] ?? group["$ref"]
        guard let referenceValue else { return group }
        let segments: [String]?
        switch referenceValue.string {
        case let text? where text.hasPrefix("{") && text.hasSuffix("}"):
            segments = text.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        case let text?:
            segments = JSONPointer.segments(text)
        case nil:
            segments = nil
        }
        guard let segments else {
            errors.append(TokenError(.invalidExtends("expected \"{group.name}\" or \"#/group/name\""), at: files.location(of: referenceValue, path: dotted)))
            return group
        }
        let targetName = segments.joined(separator: ".")
        guard let target = node(at: segments) else {
            errors.append(TokenError(.invalidExtends("no group named \(targetName)"), at: files.location(of: referenceValue, path: dotted)))
            return group
        }
        if target["$value"] != nil {
            errors.append(TokenError(.invalidExtends("\(targetName) is a token; $extends must name a group"), at: files.location(of: referenceValue, path: dotted)))
            return group
        }
        // A group that extends, directly or through others, a group that holds it would hold itself without end.
        if extending.contains(targetName) || (dotted + ".").hasPrefix(targetName + ".") || (owner + ".").hasPrefix(targetName + ".") || targetName.isEmpty {
            let chain = (extending.filter { !$0.isEmpty } + [targetName]).map { TokenPath(dotted: $0) }
            errors.append(TokenError(.invalidExtends("circular extension: " + chain.map(\.description).joined(separator: " → ")),
                                     at: files.location(of: referenceValue, path: dotted)))
            return group
        }
        guard extending.count < limits.nestingDepth else {
            errors.append(TokenError(.limitExceeded(.nestingDepth, limit: limits.nestingDepth, "\(TokenPath(dotted: owner)) extends a chain of groups too long"),
                                     at: files.location(of: referenceValue, path: dotted)))
            return group
        }
        let base = applyExtends(to: target, path: segments, extending: extending + [targetName], origin: owner)
        var local = group
        local.content = .object((group.members ?? []).filter { $0.key != "$extends" && $0.key != "$ref" })
        var merged = TokenTreeMerger.merge(base, local)
        merged.content = .object((merged.members ?? []).filter { $0.key != "$extends" && $0.key != "$ref" })
        return merged
    }

    package func node(at segments: [String]) -> JSONValue? {
        var current = root
        for segment in segments {
            guard let next = current[segment] else { return nil }
            current = next
        }
        return current
    }

    /// Why a name breaks the Format module's naming rules, or nil.
    package static func nameProblem(_ name: String) -> String? {
        if name.utf8.first == UInt8(ascii: "$") { return "names must not begin with $" }
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "{"): return "names must not contain {"
            case UInt8(ascii: "}"): return "names must not contain }"
            case UInt8(ascii: "."): return "names must not contain ."
            default: continue
            }
        }
        return nil
    }
}
