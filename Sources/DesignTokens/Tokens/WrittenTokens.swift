import DocGenSupport

/// What the token files say as written: the trees the loader parsed (classic and Tokens Studio files rewritten into
/// the DTCG shape), kept by the loader so that nothing after it reads or parses a token file again. `Index` looks
/// into them: each token's `$value` by the place its definition starts, the tokens that value names, and every place
/// a token is named (`{…}` in a string, a `$ref` pointer). `docgen diff` tells an edit from an inherited change by the
/// first and finds what still names a removed token by the last.
public struct WrittenTokens: Hashable, Sendable {
    /// Each file read, by the path the user names it by, and its tree.
    private var trees: [String: JSONValue] = [:]

    public init() {}

    /// Records `tree`, a file of `table` as parsed.
    package mutating func record(_ tree: JSONValue, table: TokenFileTable) {
        trees[table.path(of: tree.file)] = tree
    }

    /// The index of every file's tokens and references: made once by the one who asks (it walks every tree).
    public func index() -> Index {
        var index = Index()
        for (file, tree) in trees { index.walk(tree, file: file) }
        return index
    }

    /// Each token's written value and every place a token is named.
    public struct Index: Sendable {
        /// File → (line << 32 | column) of a token's object → its value.
        private var values: [String: [Int64: Value]] = [:]
        /// Dotted name → the places that name it, in the order read.
        private var sites: [String: [SourceLocation]] = [:]

        /// The `$value` of the token whose definition starts at `location` (a `ResolvedToken`'s), if one was read there.
        public func value(at location: SourceLocation) -> Value? {
            guard let line = location.line, let column = location.column else { return nil }
            return values[location.file]?[Int64(line) << 32 | Int64(column)]
        }

        /// The places in the token files that name `path`, in file, line and column order.
        public func sites(naming path: TokenPath) -> [SourceLocation] {
            (sites[path.description] ?? []).sorted()
        }

        fileprivate mutating func walk(_ node: JSONValue, file: String) {
            switch node.content {
            case .object(let members):
                if let written = node["$value"] {
                    var names: [Value.Name] = []
                    collect(written, file: file, part: "") { name in if !names.contains(name) { names.append(name) } }
                    values[file, default: [:]][Int64(node.line) << 32 | Int64(node.column)] = Value(text: JSONText.canonical(written), names: names)
                }
                for member in members where member.key != "$value" && member.key != "$description" {
                    if let name = Self.pointedName(member) {
                        sites[name, default: []].append(SourceLocation(file: file, line: Int(member.value.line), column: Int(member.value.column)))
                    } else {
                        walk(member.value, file: file)
                    }
                }
            case .array(let elements):
                for element in elements { walk(element, file: file) }
            case .string:
                collect(node, file: file, part: "") { _ in }
            case .null, .bool, .number:
                break
            }
        }

        /// Records the places of the names inside `value` (a `$value`, or any string), handing each name to `found`
        /// with the member of the value that holds it (`part`: `color`, `0.color`; empty for the value itself).
        private mutating func collect(_ value: JSONValue, file: String, part: String, found: (Value.Name) -> Void) {
            func inner(_ key: String) -> String { part.isEmpty ? key : part + "." + key }
            switch value.content {
            case .string(let text):
                for (name, offset) in TokenReferences.bracedNames(in: text) {
                    // The string's place is its opening quote; the brace is `offset` bytes after it (exact where no
                    // escape comes before it).
                    sites[name, default: []].append(SourceLocation(file: file, line: Int(value.line), column: Int(value.column) + 1 + offset))
                    found(Value.Name(path: TokenPath(dotted: name), part: part))
                }
            case .array(let elements):
                for (index, element) in elements.enumerated() { collect(element, file: file, part: inner(String(index)), found: found) }
            case .object(let members):
                for member in members {
                    if let name = Self.pointedName(member) {
                        sites[name, default: []].append(SourceLocation(file: file, line: Int(member.value.line), column: Int(member.value.column)))
                        found(Value.Name(path: TokenPath(dotted: name), part: part))
                    } else {
                        collect(member.value, file: file, part: inner(member.key), found: found)
                    }
                }
            case .null, .bool, .number:
                break
            }
        }

        /// The dotted name a `"$ref": "#/a/b"` member points at.
        private static func pointedName(_ member: JSONMember) -> String? {
            guard member.key == "$ref", let pointer = member.value.string, let segments = JSONPointer.segments(pointer), !segments.isEmpty else { return nil }
            return segments.joined(separator: ".")
        }
}

    /// A token's `$value` as written.
    public struct Value: Hashable, Sendable {
        /// Canonical JSON (members sorted, no whitespace): equal text, equal value.
        public var text: String
        /// The tokens the value names, in the order written, each once with the member that names it.
        public var names: [Name]

        public struct Name: Hashable, Sendable {
            public var path: TokenPath
            /// The member of the value that holds the reference (`color`, `0.color`); empty for the value itself.
            public var part: String
        }
    }
}
