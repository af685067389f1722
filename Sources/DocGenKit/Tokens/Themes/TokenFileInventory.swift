/// The tokens one file defines, by dotted path, each with its value as canonical JSON and its place: what the
/// merge of files in path order compares to find a token defined twice, and files that are alternative themes.
struct TokenFileInventory {
    struct Entry {
        /// The token without `$description` and `$type` (often given by a group in one file and on the token in
        /// another), as canonical JSON: two definitions differ when this differs.
        var canonical: String
        /// `$value` as compact JSON, for messages.
        var shown: String
        var token: JSONValue
    }

    var path: String
    /// Token paths in file order.
    var order: [String] = []
    var entries: [String: Entry] = [:]

    init(path: String, tree: JSONValue) {
        self.path = path
        collect(tree, prefix: [])
    }

    var paths: Set<String> { Set(order) }

    private mutating func collect(_ value: JSONValue, prefix: [String]) {
        if TokenTreeMerger.isToken(value) {
            let dotted = prefix.joined(separator: ".")
            guard !dotted.isEmpty, entries[dotted] == nil else { return }
            let kept = (value.members ?? []).filter { $0.key != "$description" && $0.key != "$type" }
            var compared = value
            compared.content = .object(kept)
            let shown = value["$value"].map(JSONText.canonical) ?? JSONText.canonical(compared)
            entries[dotted] = Entry(canonical: JSONText.canonical(compared), shown: shown, token: value)
            order.append(dotted)
            return
        }
        for member in value.members ?? [] where !member.key.hasPrefix("$") && member.value.members != nil {
            collect(member.value, prefix: prefix + [member.key])
        }
    }
}
