import DocGenSupport

/// Reporting what published token sets write that the DTCG 2025.10 format does not allow, where there is one
/// obvious reading (`tokens.nonstandard`); and the members the format's JSON Schemas forbid.
extension TokenValueParser {
    /// A `tokens.nonstandard` warning at `json`. Files in Style Dictionary's classic format and Tokens Studio exports
    /// are exempt: they are other formats, converted as a whole, not deviations from this one.
    package mutating func nonstandard(_ found: String, assumed: String, advice: String? = nil, at json: JSONValue, owner: Int) {
        guard files.reportsDeviations(in: json.file) else { return }
        report(TokenError(.nonstandard(found, assumed: assumed, advice: advice), at: location(of: json, owner: owner)))
    }

    /// A warning for each member of `json` the format does not define for `what`; the member is ignored.
    package mutating func warnUnknownMembers(of json: JSONValue, allowed: Set<String>, what: String, owner: Int) {
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

    /// The type of the token `literal` (a token whose value is no alias): its own or a group's `$type`, else the
    /// type its value unambiguously has (`UntypedValue`), with a warning saying what was assumed. nil, reported,
    /// when the value leaves the type open.
    package mutating func literalType(of literal: Int) -> TokenType? {
        let definition = definitions[literal]
        if let type = definition.declaredType { return type }
        if let (type, what) = UntypedValue.inferredType(of: definition.value) {
            nonstandard("the token has no $type, and none of its groups gives one", assumed: "\(type.rawValue), since the value is \(what)",
                        advice: "add \"$type\": \"\(type.rawValue)\" to the token or to an enclosing group", at: definition.node, owner: literal)
            return type
        }
        if !definition.hasUnknownType {
            report(TokenError(.missingType(hint: UntypedValue.typeToAdd(for: definition.value)), at: location(of: definition.node, owner: literal)))
        }
        return nil
    }
}

/// The members the format's JSON Schemas allow in a value object.
package enum TokenValueMembers {
    package static let color: Set<String> = ["colorSpace", "components", "alpha", "hex"]
    package static let unit: Set<String> = ["value", "unit"]
    package static let strokeStyle: Set<String> = ["dashArray", "lineCap"]
}
