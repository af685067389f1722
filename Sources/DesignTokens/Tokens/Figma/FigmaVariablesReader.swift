import DocGenSupport

/// Reads a Figma Variables REST export into a resolver document:
/// - each collection is a set (one mode) or a modifier named after the collection (several modes), its modes the
///   contexts in the collection's order, `defaultModeId` the default;
/// - each variable is a token at its name split on `/` (a `.` in a segment, which the format forbids, read as `-`
///   with a warning), typed by `resolvedType` (`FigmaVariableValue`), with `description` and, under
///   `$extensions["com.figma"]`, its id, scopes and code syntax;
/// - a `VARIABLE_ALIAS` value is an alias of the variable it names; one this export does not hold (a library
///   variable of another file) is an error on that token in that mode.
package struct FigmaVariablesReader {
    package let files: TokenFileTable
    package let body: JSONValue
    package private(set) var errors: [TokenError] = []
    /// How many `/`-separated segments a name may have (`nesting-depth`).
    package var limits = InputLimits()
    /// Variable id → token path, dotted.
    private var names: [String: String] = [:]

    package init(files: TokenFileTable, body: JSONValue) {
        self.files = files
        self.body = body
    }

    package mutating func read() -> ResolverDocument {
        var document = ResolverDocument(name: "Figma variables")
        let variables = FigmaVariablesExport.entries(body["variables"]) ?? []
        nameVariables(variables)
        for collection in FigmaVariablesExport.entries(FigmaVariablesExport.collections(of: body)) ?? [] {
            let id = collection.value["id"]?.string ?? collection.key
            guard let name = collection.value["name"]?.string,
                  let modes = collection.value["modes"]?.elements, !modes.isEmpty else {
                errors.append(TokenError(.invalidStructure("a Figma variable collection needs \"name\" and \"modes\""),
                                         at: files.location(of: collection.value, path: "variableCollections.\(collection.key)")))
                continue
            }
            let members = variables.filter { $0.value["variableCollectionId"]?.string == id }
            var contexts: [(name: String, sources: [ResolverDocument.Source])] = []
            var defaultContext: String?
            for mode in modes {
                guard let modeID = mode["modeId"]?.string, let modeName = mode["name"]?.string else { continue }
                if modeID == collection.value["defaultModeId"]?.string { defaultContext = modeName }
                let tree = self.tree(of: members, mode: modeID, named: modeName, at: collection.value)
                contexts.append((modeName, [.inline(tree, key: "\(id)#\(modeID)")]))
            }
            if contexts.count == 1 {
                document.steps.append(.set(name: name, sources: contexts[0].sources))
            } else {
                document.steps.append(.modifier(ResolverDocument.Modifier(name: name, contexts: contexts, defaultContext: defaultContext ?? contexts.first?.name)))
            }
        }
        return document
    }

    /// Gives each variable its path: its name split on `/`, and a later variable of a name taken keeps it (warned).
    private mutating func nameVariables(_ variables: [JSONMember]) {
        var owners: [String: String] = [:]
        for variable in variables {
            guard let name = variable.value["name"]?.string else { continue }
            var segments = name.split(separator: "/", omittingEmptySubsequences: true).map { String($0).trimmingSpaces }
            guard segments.count <= limits.nestingDepth else {
                errors.append(TokenError(.limitExceeded(.nestingDepth, limit: limits.nestingDepth, "the Figma variable name has \(segments.count) groups"),
                                         at: location(of: variable, member: "name")))
                continue
            }
            if segments.contains(where: { $0.contains(".") }) {
                let read = segments.map { $0.replacingDots }.joined(separator: ".")
                errors.append(TokenError(.nonstandard("the Figma variable \"\(name)\" has a \".\" in its name, which token names cannot hold",
                                                      assumed: read, advice: "rename the variable in Figma"),
                                         at: location(of: variable, member: "name")))
                segments = segments.map { $0.replacingDots }
            }
            let path = segments.joined(separator: ".")
            if let owner = owners[path], owner != variable.value["variableCollectionId"]?.string {
                errors.append(TokenError(.nonstandard("the name \"\(name)\" is used by variables of two collections",
                                                      assumed: "one token, the later collection's where both give a value",
                                                      advice: "give the variables different names in Figma"),
                                         at: location(of: variable, member: "name")))
            }
            owners[path] = variable.value["variableCollectionId"]?.string
            names[variable.value["id"]?.string ?? variable.key] = path
        }
    }

    /// The tokens of one collection in one mode, as a DTCG tree.
    private mutating func tree(of variables: [JSONMember], mode: String, named modeName: String, at collection: JSONValue) -> JSONValue {
        var tree = FigmaTokenTree()
        for variable in variables {
            guard let path = names[variable.value["id"]?.string ?? variable.key], let value = variable.value["valuesByMode"]?[mode] else { continue }
            let place = location(of: variable, member: "valuesByMode")
            switch FigmaVariableValue.token(variable: variable.value, value: value, aliasPath: { names[$0] }) {
            case .token(let token):
                tree.insert(token, at: path.split(separator: ".").map(String.init))
            case .failure(let why):
                errors.append(TokenError(.invalidStructure("the Figma variable \(path) in the mode \(modeName): \(why)"), at: place))
            }
        }
        return tree.json(at: collection)
    }

    private func location(of variable: JSONMember, member: String) -> SourceLocation {
        files.location(of: variable.value[member] ?? variable.value, path: "variables.\(variable.key).\(member)")
    }
}

private extension String {
    var trimmingSpaces: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
    var replacingDots: String { replacingOccurrences(of: ".", with: "-") }
}
