import Foundation

/// Reporting what published token sets write that the DTCG 2025.10 format does not allow, where there is one
/// obvious reading (`tokens.nonstandard`); and the members the format's JSON Schemas forbid.
extension AliasResolver {
    /// A `tokens.nonstandard` warning at `json`. Files in Style Dictionary's classic format and Tokens Studio exports
    /// are exempt: they are other formats, converted as a whole, not deviations from this one.
    mutating func nonstandard(_ found: String, assumed: String, advice: String? = nil, at json: JSONValue, owner: Int) {
        guard files.reportsDeviations(in: json.file) else { return }
        errors.append(TokenError(.nonstandard(found, assumed: assumed, advice: advice), at: location(of: json, owner: owner)))
    }

    static let colorMembers: Set<String> = ["colorSpace", "components", "alpha", "hex"]
    static let unitMembers: Set<String> = ["value", "unit"]
    static let strokeStyleMembers: Set<String> = ["dashArray", "lineCap"]

    /// A warning for each member of `json` the format does not define for `what`; the member is ignored.
    mutating func warnUnknownMembers(of json: JSONValue, allowed: Set<String>, what: String, owner: Int) {
        guard json.members?.contains(where: { !allowed.contains($0.key) }) == true, files.reportsDeviations(in: json.file) else { return }
        for member in json.members ?? [] where !allowed.contains(member.key) {
            let location = files.location(of: member, file: json.file, path: definitions[owner].name)
            errors.append(TokenError(.nonstandard("\(what) has the member \"\(member.key)\", which the format does not define",
                                                  assumed: "nothing: the member is ignored",
                                                  advice: "remove it, or move it to $extensions; " +
                                                      "\(what) has " + allowed.sorted().joined(separator: ", ")),
                                     at: location))
        }
    }

    /// The reading of a token with no `$type` anywhere above it, where the value leaves no doubt: a color object.
    func inferredType(of value: JSONValue) -> TokenType? {
        guard value.members != nil, value["colorSpace"] != nil, value["components"] != nil else { return nil }
        return .color
    }

    /// A font stack written as one CSS string, `"Inter, system-ui, sans-serif"`: its names, quotes removed.
    static func fontStack(_ text: String) -> [String]? {
        guard text.contains(",") else { return nil }
        var names: [String] = [], current = "", quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "," {
                names.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        names.append(current.trimmingCharacters(in: .whitespaces))
        return names.contains(where: \.isEmpty) || quote != nil ? nil : names
    }
}
