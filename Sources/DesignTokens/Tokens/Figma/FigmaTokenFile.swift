import DocGenSupport

/// A DTCG file written by Figma's token export (figma/sds, `scripts/tokens/fromFigma.mjs`), recognised by its
/// content: every top-level group is a collection named `@collection` whose `$extensions` hold a `com.figma…`
/// object (the script's namespace, `com.figma.sds` in Figma's Simple Design System) with the collection's `modes`.
/// A reference written with the variable's name (`{@color_primitives.Gray.200}`) that names no token is read, once
/// when the file is read, as the reference to the token the export named after that variable (`FigmaVariableName`),
/// as Figma's own build (`scripts/tokens/app.mjs`) reads it: it lowercases the reference and makes spaces hyphens on
/// its way to `var(--sds-color-gray-200)`. Each is a warning saying which token it was read as. Where two tokens
/// are named alike (a file edited by hand: `size-large` and `size_large`) it is an error naming both, and a
/// reference that matches no token is left for the resolver to report.
///
/// The export's `"$type": "unknown"` (a STRING variable whose name has no `family`: SDS's italic weights, `Bold
/// Italic`) needs nothing here: the build writes the value into CSS as text (SDS's own build swaps it for
/// `700 italic` through a replacement list of its own, not a rule of the export), and docgen keeps a type it does
/// not know as an opaque value shown as written, with its warning.
package struct FigmaTokenFile {
    package let path: String
    /// Every token's name, and the names keyed as Figma's export keys them.
    private var names: Set<String> = []
    private var byFigmaName: [String: [String]] = [:]
    /// A warning for each reference read, and an error for each that two tokens could answer.
    package private(set) var problems: [TokenError] = []

    package static func isExport(_ root: JSONValue) -> Bool {
        guard let members = root.members else { return false }
        let groups = members.filter { !$0.key.hasPrefix("$") }
        return !groups.isEmpty && groups.allSatisfy { group in
            group.key.hasPrefix("@") && group.value["$extensions"]?.members?.contains {
                $0.key.hasPrefix("com.figma") && $0.value["modes"] != nil
            } == true
        }
    }

    /// The file read as Figma's build reads it, with its problems, or nil when it is no such export.
    package static func read(_ root: JSONValue, path: String) -> (root: JSONValue, problems: [TokenError])? {
        guard isExport(root) else { return nil }
        var file = FigmaTokenFile(path: path)
        file.collectNames(root, prefix: "")
        let read = file.rewrite(root, name: "")
        return (read, file.problems)
    }

    private init(path: String) { self.path = path }

    private mutating func collectNames(_ node: JSONValue, prefix: String) {
        guard let members = node.members else { return }
        if node["$value"] != nil {
            names.insert(prefix)
            byFigmaName[FigmaVariableName.tokenName(prefix), default: []].append(prefix)
            return
        }
        for member in members where !member.key.hasPrefix("$") {
            collectNames(member.value, prefix: prefix.isEmpty ? member.key : prefix + "." + member.key)
        }
    }

    private mutating func rewrite(_ node: JSONValue, name: String) -> JSONValue {
        guard var members = node.members else { return node }
        let isToken = node["$value"] != nil
        for position in members.indices {
            let member = members[position]
            if isToken {
                if member.key == "$value", let text = member.value.string {
                    members[position].value = at(member.value, .string(references(in: text, at: member.value, token: name)))
                }
            } else if !member.key.hasPrefix("$") {
                members[position].value = rewrite(member.value, name: name.isEmpty ? member.key : name + "." + member.key)
            }
        }
        return at(node, .object(members))
    }

    /// `text` with each `{…}` that names no token but names one the way Figma's export named it replaced by that
    /// token's reference.
    private mutating func references(in text: String, at value: JSONValue, token: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        var result = "", rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let inner = rest.index(after: rest[open..<close].lastIndex(of: "{") ?? open)
            let written = String(rest[inner..<close])
            result += rest[..<inner]
            result += read(written, at: value, token: token)
            rest = rest[close...]
        }
        return result + rest
    }

    private mutating func read(_ written: String, at value: JSONValue, token: String) -> String {
        guard !names.contains(written) else { return written }
        let figmaName = FigmaVariableName.tokenName(written)
        switch byFigmaName[figmaName] ?? [] {
        case let found where found.count == 1:
            problems.append(TokenError(.nonstandard("the reference {\(written)} is written with the Figma variable's name, which is no token's",
                                                    assumed: "{\(found[0])}, the token Figma's export named after that variable " +
                                                        "(lowercased, each run of other characters a hyphen), as Figma's build reads it",
                                                    advice: "write the token's name: {\(found[0])}"),
                                       at: location(of: value, token: token)))
            return found[0]
        case let found where found.count > 1:
            problems.append(TokenError(.invalidStructure("the reference {\(written)} is written with a Figma variable's name, and two tokens are named " +
                                                         "after it as Figma's export names them (lowercased, each run of other characters a hyphen): " +
                                                         found.sorted().joined(separator: " and ") + "; write the name of the one meant"),
                                       at: location(of: value, token: token)))
            return written
        default:
            return written
        }
    }

    private func location(of value: JSONValue, token: String) -> SourceLocation {
        SourceLocation(file: path, line: Int(value.line), column: Int(value.column), path: token)
    }

    private func at(_ place: JSONValue, _ content: JSONValue.Content) -> JSONValue {
        JSONValue(content, file: place.file, line: place.line, column: place.column)
    }
}
