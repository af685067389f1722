import DocGenSupport

/// The tokens one file defines, by dotted path, each with its place: what the merge of files in path order compares
/// to find a token defined twice, and files that are alternative themes.
package struct TokenFileInventory {
    package var path: String
    /// Token paths in file order.
    package var order: [String] = []
    package var tokens: [String: JSONValue] = [:]
    /// A hash of each token's definition (what `same` compares): equal definitions hash alike.
    package var hashes: [String: Int] = [:]

    package init(path: String, tree: JSONValue) {
        self.path = path
        collect(tree, prefix: [])
    }

    /// Whether the token at `path` is defined the same way here and in `other`.
    package func sameDefinition(of path: String, as other: TokenFileInventory) -> Bool {
        guard let mine = tokens[path], let theirs = other.tokens[path] else { return tokens[path] == nil && other.tokens[path] == nil }
        return Self.same(mine, theirs, ignoring: ["$description", "$type"])
    }

    /// For the files in `holders` that define `path`, a class number each: equal numbers, the same definition.
    package static func valueClasses(of path: String, in holders: [TokenFileInventory]) -> [Int] {
        var representatives: [(hash: Int, holder: Int)] = []
        return holders.indices.map { index in
            let hash = holders[index].hashes[path] ?? 0
            if let found = representatives.firstIndex(where: { $0.hash == hash && holders[index].sameDefinition(of: path, as: holders[$0.holder]) }) {
                return found
            }
            representatives.append((hash, index))
            return representatives.count - 1
        }
    }

    private static func hash(_ value: JSONValue, ignoring: Set<String> = [], into hasher: inout Hasher) {
        switch value.content {
        case .null: hasher.combine(0)
        case .bool(let flag): hasher.combine(flag)
        case .number(let number): hasher.combine(number)
        case .string(let text): hasher.combine(text)
        case .array(let elements):
            hasher.combine(elements.count)
            for element in elements { hash(element, into: &hasher) }
        case .object(let members):
            // Member order does not count: combine the members' own hashes commutatively.
            var sum = 0
            for member in members where !ignoring.contains(member.key) {
                var inner = Hasher()
                inner.combine(member.key)
                hash(member.value, into: &inner)
                sum &+= inner.finalize()
            }
            hasher.combine(sum)
        }
    }

    /// `$value` as compact JSON, for messages.
    package static func shown(_ token: JSONValue) -> String { JSONText.canonical(token["$value"] ?? token) }

    /// Two read values are the same JSON, whatever their places and the order of their members; `ignoring` names
    /// members of the outer object left out (`$type`, often given by a group in one file and on the token in another,
    /// and `$description`).
    package static func same(_ lhs: JSONValue, _ rhs: JSONValue, ignoring: Set<String> = []) -> Bool {
        switch (lhs.content, rhs.content) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case (.object(let a), .object(let b)):
            let left = a.filter { !ignoring.contains($0.key) }, right = b.filter { !ignoring.contains($0.key) }
            guard left.count == right.count else { return false }
            return left.allSatisfy { member in right.first { $0.key == member.key }.map { same(member.value, $0.value) } ?? false }
        default: return false
        }
    }

    private mutating func collect(_ value: JSONValue, prefix: [String]) {
        if TokenTreeMerger.isToken(value) {
            let dotted = prefix.joined(separator: ".")
            guard !dotted.isEmpty, tokens[dotted] == nil else { return }
            tokens[dotted] = value
            var hasher = Hasher()
            Self.hash(value, ignoring: ["$description", "$type"], into: &hasher)
            hashes[dotted] = hasher.finalize()
            order.append(dotted)
            return
        }
        for member in value.members ?? [] where !member.key.hasPrefix("$") && member.value.members != nil {
            collect(member.value, prefix: prefix + [member.key])
        }
    }
}
