/// Reporting what published token sets write that the DTCG 2025.10 format does not allow, where there is one
/// obvious reading (`tokens.nonstandard`); and the members the format's JSON Schemas forbid.
extension TokenValueParser {
    /// A `tokens.nonstandard` warning at `json`. Files in Style Dictionary's classic format and Tokens Studio exports
    /// are exempt: they are other formats, converted as a whole, not deviations from this one.
    mutating func nonstandard(_ found: String, assumed: String, advice: String? = nil, at json: JSONValue, owner: Int) {
        guard files.reportsDeviations(in: json.file) else { return }
        report(TokenError(.nonstandard(found, assumed: assumed, advice: advice), at: location(of: json, owner: owner)))
    }

    /// A warning for each member of `json` the format does not define for `what`; the member is ignored.
    mutating func warnUnknownMembers(of json: JSONValue, allowed: Set<String>, what: String, owner: Int) {
        guard json.members?.contains(where: { !allowed.contains($0.key) }) == true, files.reportsDeviations(in: json.file) else { return }
        for member in json.members ?? [] where !allowed.contains(member.key) {
            let location = files.location(of: member, file: json.file, path: definitions[owner].name)
            report(TokenError(.nonstandard("\(what) has the member \"\(member.key)\", which the format does not define",
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
}

/// The members the format's JSON Schemas allow in a value object.
enum TokenValueMembers {
    static let color: Set<String> = ["colorSpace", "components", "alpha", "hex"]
    static let unit: Set<String> = ["value", "unit"]
    static let strokeStyle: Set<String> = ["dashArray", "lineCap"]
}
