import DocGenSupport

/// Tokens placed at paths, kept in the order they were placed, made into one DTCG tree of groups.
package struct FigmaTokenTree {
    private final class Node {
        var token: JSONValue?
        var children: [(key: String, node: Node)] = []
        /// Each child's position in `children` by key: a group of 100,000 variables is searched by hashing, not
        /// child by child.
        var positions: [String: Int] = [:]

        func child(_ key: String) -> Node {
            if let position = positions[key] { return children[position].node }
            let node = Node()
            positions[key] = children.count
            children.append((key, node))
            return node
        }
    }

    private let root = Node()

    /// Places `token` at `path`; a second token at the same path replaces the first.
    package mutating func insert(_ token: JSONValue, at path: [String]) {
        var node = root
        for segment in path { node = node.child(segment) }
        node.token = token
    }

    /// The tree, each group placed where `place` is. A path that is both a token and a group (`a` and `a/b`) keeps
    /// both: the token's members and the group's children in one object, which the flattener reports.
    package func json(at place: JSONValue) -> JSONValue {
        Self.json(root, at: place)
    }

    private static func json(_ node: Node, at place: JSONValue) -> JSONValue {
        var members = node.token?.members ?? []
        for (key, child) in node.children {
            let value = json(child, at: child.token ?? place)
            members.append(JSONMember(key: key, line: value.line, column: value.column, value: value))
        }
        if let token = node.token, node.children.isEmpty { return token }
        return JSONValue(.object(members), file: place.file, line: place.line, column: place.column)
    }
}
