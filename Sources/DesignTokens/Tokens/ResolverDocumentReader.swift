import DocGenSupport

/// Reads a resolver document and reports every way it breaks the Resolver module's rules.
package struct ResolverDocumentReader {
    package let files: TokenFileTable
    package let root: JSONValue
    /// The resolver's folder, joined to relative `$ref` paths (`""` for the working directory).
    package let folder: String
    package private(set) var errors: [TokenError] = []
    package var limits = InputLimits()
    /// Sources listed so far, with the sets they reference expanded (each set can list another twice, and so on).
    private var expandedSources = 0

    package init(files: TokenFileTable, root: JSONValue, path: String) {
        self.files = files
        self.root = root
        self.folder = PathText.directory(of: path)
    }

    package mutating func read() -> ResolverDocument? {
        guard root.members != nil else { return fail("the document must be a JSON object", root) }
        guard let version = root["version"] else { return fail("\"version\" is required and must be \"2025.10\"", root) }
        guard version.string == "2025.10" else { return fail("\"version\" must be \"2025.10\"", version) }
        guard let order = root["resolutionOrder"], let items = order.elements else {
            return fail("\"resolutionOrder\" is required and must be an array", root["resolutionOrder"] ?? root)
        }
        guard !items.isEmpty else { return fail("\"resolutionOrder\" must list at least one set or modifier", order) }
        checkProperties(of: root, allowed: Self.rootProperties, in: "the resolver")
        for set in root["sets"]?.members ?? [] { checkProperties(of: set.value, allowed: Self.setProperties, in: "the set \"\(set.key)\"") }
        for modifier in root["modifiers"]?.members ?? [] {
            checkProperties(of: modifier.value, allowed: Self.modifierProperties, in: "the modifier \"\(modifier.key)\"")
        }
        var document = ResolverDocument(name: root["name"]?.string)
        var names: Set<String> = []
        for (position, item) in items.enumerated() {
            guard item.members != nil else {
                error("resolutionOrder[\(position)] must be an object", item)
                continue
            }
            if let reference = item["$ref"] {
                guard let pointer = reference.string, let segments = JSONPointer.segments(pointer), segments.count == 2,
                      ["sets", "modifiers"].contains(segments[0]) else {
                    error("resolutionOrder items must reference \"#/sets/…\" or \"#/modifiers/…\"", reference)
                    continue
                }
                guard let target = root[segments[0]]?[segments[1]] else {
                    error("\(pointer) does not exist", reference)
                    continue
                }
                if !names.insert(segments[1]).inserted, segments[0] == "modifiers" { error("the modifier \(segments[1]) appears twice", reference) }
                if segments[0] == "sets" {
                    document.steps.append(.set(name: segments[1], sources: setSources(target, name: segments[1], visiting: [segments[1]])))
                } else if let modifier = modifier(target, name: segments[1]) {
                    document.steps.append(.modifier(modifier))
                }
                continue
            }
            guard let name = item["name"]?.string, let type = item["type"]?.string, ["set", "modifier"].contains(type) else {
                error("an inline set or modifier needs \"name\" and \"type\" (\"set\" or \"modifier\")", item)
                continue
            }
            checkProperties(of: item, allowed: (type == "set" ? Self.setProperties : Self.modifierProperties).union(["name", "type"]),
                            in: "the inline \(type) \"\(name)\"")
            guard names.insert(name).inserted else {
                error("the name \"\(name)\" appears twice in resolutionOrder", item)
                continue
            }
            if type == "set" {
                // An inline set cannot be referenced (Resolver, "Inline sets and modifiers"), so its own name is no cycle:
                // the spec's example names the inline set "Animation" and sources it from #/sets/Animation.
                document.steps.append(.set(name: name, sources: setSources(item, name: name, visiting: [])))
            } else if let modifier = modifier(item, name: name) {
                document.steps.append(.modifier(modifier))
            }
        }
        return errors.isEmpty ? document : nil
    }

    private mutating func setSources(_ set: JSONValue, name: String, visiting: Set<String>) -> [ResolverDocument.Source] {
        guard let sources = set["sources"]?.elements else {
            error("the set \"\(name)\" needs a \"sources\" array", set)
            return []
        }
        return sourceList(sources, visiting: visiting)
    }

    private mutating func modifier(_ value: JSONValue, name: String) -> ResolverDocument.Modifier? {
        guard let contexts = value["contexts"]?.members else {
            error("the modifier \"\(name)\" needs a \"contexts\" object", value)
            return nil
        }
        guard contexts.count >= 2 else {
            error("the modifier \"\(name)\" has \(contexts.count) context\(contexts.count == 1 ? "" : "s"); it needs two or more", value["contexts"] ?? value)
            return nil
        }
        var modifier = ResolverDocument.Modifier(name: name, contexts: [], defaultContext: nil)
        for context in contexts {
            guard let sources = context.value.elements else {
                error("the context \"\(context.key)\" of \"\(name)\" must be an array of sources", context.value)
                continue
            }
            modifier.contexts.append((context.key, sourceList(sources, visiting: [])))
        }
        if let defaultValue = value["default"] {
            guard let chosen = defaultValue.string, contexts.contains(where: { $0.key == chosen }) else {
                error("the default of \"\(name)\" must be one of its contexts: " + contexts.map(\.key).joined(separator: ", "), defaultValue)
                return nil
            }
            modifier.defaultContext = chosen
        }
        return modifier
    }

    private mutating func sourceList(_ sources: [JSONValue], visiting: Set<String>) -> [ResolverDocument.Source] {
        var result: [ResolverDocument.Source] = []
        for source in sources {
            guard let members = source.members else {
                error("a source must be a reference object or an object of tokens", source)
                continue
            }
            expandedSources += 1
            guard let referenceValue = source["$ref"] else {
                result.append(.inline(source))
                continue
            }
            guard let reference = referenceValue.string else {
                error("$ref must be a string", referenceValue)
                continue
            }
            var overrides: JSONValue?
            let siblings = members.filter { $0.key != "$ref" }
            if !siblings.isEmpty {
                var object = source
                object.content = .object(siblings)
                overrides = object
            }
            if reference.hasPrefix("#") {
                guard let segments = JSONPointer.segments(reference), let first = segments.first else {
                    error("\(reference) is not a valid JSON Pointer", referenceValue)
                    continue
                }
                switch first {
                case "modifiers": error("sets and modifiers must not reference a modifier (\(reference))", referenceValue)
                case "resolutionOrder": error("nothing may reference resolutionOrder (\(reference))", referenceValue)
                case "sets" where segments.count == 2:
                    guard !visiting.contains(segments[1]) else {
                        error("circular reference to the set \(segments[1])", referenceValue)
                        continue
                    }
                    guard let set = root["sets"]?[segments[1]] else {
                        error("\(reference) does not exist", referenceValue)
                        continue
                    }
                    guard visiting.count < limits.nestingDepth, expandedSources < limits.listSize else {
                        let (name, what) = visiting.count < limits.nestingDepth
                            ? (InputLimits.Name.listSize, "the sets reference one another's sources over and over")
                            : (.nestingDepth, "the sets reference one another in a chain")
                        errors.append(TokenError(.limitExceeded(name, limit: limits[name], what), at: files.location(of: referenceValue)))
                        return result
                    }
                    let chosen = overrides.map { set.overridden(by: $0) } ?? set
                    result += setSources(chosen, name: segments[1], visiting: visiting.union([segments[1]]))
                default:
                    var target = root
                    var found = true
                    for segment in segments {
                        if let next = target[segment] { target = next } else { found = false; break }
                    }
                    guard found else {
                        error("\(reference) does not exist", referenceValue)
                        continue
                    }
                    result.append(.inline(overrides.map { target.overridden(by: $0) } ?? target))
                }
                continue
            }
            let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = PathText.join(folder, String(parts[0]))
            let pointer = parts.count > 1 ? JSONPointer.segments("#" + (parts[1].hasPrefix("/") ? parts[1] : "/" + parts[1])) : nil
            result.append(.file(path: path, pointer: pointer, overrides: overrides, at: referenceValue))
        }
        return result
    }

    // The properties the 2025.10 JSON Schemas allow (resolver.json, resolver/set.json, resolver/modifier.json,
    // resolver/resolutionOrder.json); each says "additionalProperties": false.
    package static let rootProperties: Set<String> = ["$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs"]
    package static let setProperties: Set<String> = ["description", "sources", "$extensions"]
    package static let modifierProperties: Set<String> = ["description", "contexts", "default", "$extensions"]

    private mutating func checkProperties(of value: JSONValue, allowed: Set<String>, in owner: String) {
        for member in value.members ?? [] where !allowed.contains(member.key) {
            errors.append(TokenError(.invalidResolver("\(owner) has no property \"\(member.key)\"; it may have " + allowed.sorted().joined(separator: ", ")),
                                     at: files.location(of: member, file: value.file)))
        }
    }

    private mutating func error(_ message: String, _ value: JSONValue) {
        errors.append(TokenError(.invalidResolver(message), at: files.location(of: value)))
    }

    private mutating func fail(_ message: String, _ value: JSONValue) -> ResolverDocument? {
        error(message, value)
        return nil
    }
}
