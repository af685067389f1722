import DocGenSupport

/// Whether a value is an alias (DTCG 2025.10 Format, "Aliases / References"): `"{group.token}"`, or an object
/// `{"$ref": "#/…"}` whose pointer may go on into the token (`fragment`). Two other formats' notations are read
/// here too: a Tokens Studio math expression that starts and ends with a reference (`{a} + {b}`) is no alias, and
/// Style Dictionary 3's references end in `.value`. Spaces inside the braces are trimmed, as Style Dictionary trims
/// them (`{ color.accent }`); a string with several references inside (`{space.2} {space.4}`) is no alias but a
/// string to substitute them in (`StringReferenceValue`).
package enum AliasReference {
    case token(Int)
    case fragment(Int, [String])
    case missing(String)
    case invalid(String)
    case none

    /// `index` gives a token's position by its name (dots between segments).
    package init(in value: JSONValue, files: TokenFileTable, index: (String) -> Int?) {
        switch value.content {
        case .string(let text):
            guard text.utf8.first == UInt8(ascii: "{"), text.utf8.last == UInt8(ascii: "}"), text.utf8.count > 2 else { self = .none; return }
            let utf8 = text.utf8
            let written = String(Substring(utf8[utf8.index(after: utf8.startIndex)..<utf8.index(before: utf8.endIndex)]))
            if let target = Self.target(named: written, in: value.file, files: files, index: index) { self = .token(target); return }
            if files.format(of: value.file) == .tokensStudio, TokensStudioMath.isExpression(text) { self = .none; return } // `{a} + {b}`
            if written.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) { self = .none; return } // `{a} {b}`
            let name = written.trimmingSpaces
            if name != written, !name.isEmpty, let target = Self.target(named: name, in: value.file, files: files, index: index) {
                self = .token(target) // `{ a }`
                return
            }
            self = .missing(text)
        case .object(let members):
            guard let pointerMember = members.first(where: { $0.key == "$ref" }), members.allSatisfy({ $0.key.hasPrefix("$") }),
                  !members.contains(where: { $0.key == "$value" }) else { self = .none; return }
            guard let pointer = pointerMember.value.string, let segments = JSONPointer.segments(pointer) else {
                self = .invalid("$ref must be a same-document JSON Pointer such as \"#/group/token\"")
                return
            }
            for count in stride(from: segments.count, through: 1, by: -1) {
                if let target = index(segments[..<count].joined(separator: ".")) {
                    let rest = Array(segments[count...])
                    self = rest.isEmpty || rest == ["$value"] ? .token(target) : .fragment(target, rest)
                    return
                }
            }
            self = .missing(pointer)
        default:
            self = .none
        }
    }

    /// The token a name inside braces names, written in the file `file`: the token of that name, else, for a name
    /// ending in `.value` in a file whose tokens write their value as `value` (Style Dictionary's classic format, and
    /// Tokens Studio's, which a file of `value`s with math in it is read as), the token before it, as Style
    /// Dictionary 3 resolves `{core.radius.60.value}` (the `value` member of that token). A token has no tokens inside
    /// it, so the name with `.value` can name nothing else. Every reference goes through here: whole-value aliases,
    /// references inside strings (`ReferenceText`) and operands of Tokens Studio's math and color functions.
    package static func target(named name: String, in file: Int32, files: TokenFileTable, index: (String) -> Int?) -> Int? {
        if let target = index(name) { return target }
        guard name.hasSuffix(".value"), name.utf8.count > 6 else { return nil }
        switch files.format(of: file) {
        case .classic, .tokensStudio: return index(String(name.dropLast(6)))
        default: return nil
        }
    }
}

extension TokenValueParser {
    /// The token `name` names in a reference written at `json` (`AliasReference.target`).
    package func token(referencedAs name: String, at json: JSONValue) -> Int? {
        AliasReference.target(named: name, in: json.file, files: files) { token(named: $0) }
    }
}
