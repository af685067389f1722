import DocGenSupport

/// The tokens each token's object names anywhere in it: `{group.token}` whole or inside a longer string (a Tokens
/// Studio expression `{space.2} * 2`, a modifier's `{color.base}`), a Style Dictionary 3 `{color.base.value}`, and
/// `{"$ref": "#/group/token"}` pointers. Read from the object as written, before and whatever its resolution: a
/// token whose value could not be known still names what it would have passed through.
///
/// It may name more than resolution uses (a description that quotes `{a.b}`): it serves to keep an error that could
/// matter, never to hide one.
package struct TokenReferences {
    /// For each definition, in the definitions' order: the positions of the tokens it names, each once.
    package private(set) var named: [[Int]]

    package init(definitions: [TokenDefinition], index: [String: Int]) {
        named = definitions.map { definition in
            var found: [Int] = []
            Self.collect(in: definition.node, index: index, into: &found)
            var seen = Set<Int>()
            return found.filter { seen.insert($0).inserted }
        }
    }

    /// By path: what each token of `definitions` names.
    package static func byPath(definitions: [TokenDefinition], index: [String: Int]) -> [TokenPath: [TokenPath]] {
        let references = TokenReferences(definitions: definitions, index: index)
        var result: [TokenPath: [TokenPath]] = [:]
        result.reserveCapacity(definitions.count)
        for (position, named) in references.named.enumerated() where !named.isEmpty {
            result[definitions[position].path] = named.map { definitions[$0].path }
        }
        return result
    }

    private static func collect(in value: JSONValue, index: [String: Int], into found: inout [Int]) {
        switch value.content {
        case .string(let text):
            names(in: text, index: index, into: &found)
        case .array(let elements):
            for element in elements { collect(in: element, index: index, into: &found) }
        case .object(let members):
            for member in members {
                if member.key == "$ref", let pointer = member.value.string, let segments = JSONPointer.segments(pointer) {
                    for count in stride(from: segments.count, through: 1, by: -1) {
                        if let target = index[segments[..<count].joined(separator: ".")] {
                            found.append(target)
                            break
                        }
                    }
                } else {
                    collect(in: member.value, index: index, into: &found)
                }
            }
        case .null, .bool, .number:
            break
        }
    }

    /// Every `{…}` of a string that names a token.
    private static func names(in text: String, index: [String: Int], into found: inout [Int]) {
        for name in bracedNames(in: text) {
            if let target = index[name.name] {
                found.append(target)
            } else if name.name.hasSuffix(".value"), let target = index[String(name.name.dropLast(6))] {
                found.append(target)
            }
        }
    }

    /// Every name written in braces in `text`, with the UTF-8 offset of its `{`: the innermost pair (`{{a}}` names
    /// `a`), spaces inside the braces trimmed as Style Dictionary trims them (`{ a }` names `a`).
    package static func bracedNames(in text: String) -> [(name: String, offset: Int)] {
        let bytes = Array(text.utf8)
        var result: [(name: String, offset: Int)] = []
        var position = 0
        while let open = bytes[position...].firstIndex(of: UInt8(ascii: "{")) {
            guard let close = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: "}")) else { break }
            let start = bytes[(open + 1)..<close].lastIndex(of: UInt8(ascii: "{")).map { $0 + 1 } ?? open + 1
            let name = String(decoding: bytes[start..<close], as: UTF8.self).trimmingSpaces
            if !name.isEmpty { result.append((name, start - 1)) }
            position = close + 1
        }
        return result
    }
}
