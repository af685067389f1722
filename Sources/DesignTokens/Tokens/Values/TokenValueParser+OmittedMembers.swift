import DocGenSupport

/// Members of a composite value that published token sets leave out where CSS has an initial value for them. The
/// format requires every member; Style Dictionary writes the members given (its `shadow/css/shorthand` leaves out
/// a missing spread, its `typography/css/shorthand` has no letter spacing and writes `sans-serif` for a missing
/// family, style-dictionary/style-dictionary `lib/common/transforms.js`). docgen reads each as CSS does where the
/// member is not given, with a `tokens.nonstandard` warning in every file format (an error under `--strict-format`).
extension TokenValueParser {
    /// Takes out of `memberTypes` each member of `type` that `json` leaves out and CSS gives a value for, reports
    /// it, and returns the values to add once the rest is read (a member without one, `fontFamily`, stays absent).
    package mutating func assumeOmittedMembers(of json: JSONValue, _ type: TokenType, _ memberTypes: inout [String: TokenType],
                                       owner: Int) -> [String: TokenValue] {
        guard json.members != nil, case .none = reference(in: json) else { return [:] }
        var assumed: [String: TokenValue] = [:]
        for member in OmittableMember.all where member.type == type && memberTypes[member.name] != nil && json[member.name] == nil {
            memberTypes[member.name] = nil
            if let value = member.value { assumed[member.name] = value }
            report(TokenError(.nonstandard("the \(type.rawValue) value has no \(member.name); Style Dictionary writes the members given, the format requires it",
                                           assumed: member.assumed,
                                           advice: "add \(member.name) to the value, or alias a token that gives it"),
                              at: location(of: json, owner: owner)))
        }
        return assumed
    }
}

/// A member of a composite type that may be left out, and what CSS gives where it is.
package struct OmittableMember {
    package let type: TokenType
    package let name: String
    /// The value read in its place; nil: the member stays absent.
    package let value: TokenValue?
    /// What the warning says was assumed.
    package let assumed: String

    package static let all: [OmittableMember] = [
        OmittableMember(type: .shadow, name: "spread", value: .dimension(Dimension(0, .px)),
                        assumed: "spread 0px, CSS's initial value for a box-shadow's spread (Style Dictionary's CSS leaves it out)"),
        OmittableMember(type: .typography, name: "letterSpacing", value: .dimension(Dimension(0, .px)),
                        assumed: "letterSpacing 0px: CSS's initial letter-spacing, normal, adds no space (Style Dictionary's font shorthand has none)"),
        OmittableMember(type: .typography, name: "fontFamily", value: nil,
                        assumed: "no font family: the text inherits the font of the page it is set in, as CSS does where none is given " +
                            "(Style Dictionary's font shorthand writes sans-serif); docgen's token table and button labels use the page's font, Inter"),
        OmittableMember(type: .typography, name: "lineHeight", value: nil,
                        assumed: "no line height: the font's normal line height applies, CSS's initial line-height (Style Dictionary's font " +
                            "shorthand leaves it out; GitHub Primer's src/tokens/functional/typography/typography.json5 has such a token)"),
    ]
}

extension TokenValue {
    /// A composite with `added` members put in; any other value unchanged.
    package func adding(_ added: [String: TokenValue]) -> TokenValue {
        guard case .composite(let members) = self, !added.isEmpty else { return self }
        return .composite(members.merging(added) { written, _ in written })
    }
}
