import DocGenSupport

/// A shadow layer written with Tokens Studio's member names (`x`, `y`, `blur`, `spread`, `color`, `type`) in a file
/// that is not a Tokens Studio export (those are converted as a whole, `TokensStudioConverter`): Deutsche Telekom's
/// Style Dictionary source writes `{x: 0, y: 2, blur: 8, spread: 0, color: …, type: "dropShadow"}`. Read as
/// tokens-studio/sd-transforms reads it: `x` and `y` are the offsets, a unitless number is px (`ts/size/px`), and
/// `type: "innerShadow"` is an inset shadow (`transformShadow`); a missing spread is 0, as in any shadow.
extension TokenValueParser {
    /// Whether the layer `json` names its offsets as Tokens Studio does, and not as the format does.
    package func hasStudioShadowNames(_ json: JSONValue) -> Bool {
        guard json.members != nil, case .none = reference(in: json) else { return false }
        return (json["x"] != nil || json["y"] != nil) && json["offsetX"] == nil && json["offsetY"] == nil
    }

    /// The layer `json` as a shadow with the format's members (`inset` a keyword, as `shadow` gives it); nil, reported.
    package mutating func studioNamedShadow(_ json: JSONValue, owner: Int, depth: Int) -> TokenValue? {
        report(TokenError(.nonstandard("the shadow names its members as Tokens Studio does (x, y, blur, spread, color, type); the format names them " +
                                           "offsetX, offsetY, blur, spread, color, inset",
                                       assumed: "x as offsetX, y as offsetY, a unitless number in px, type \"innerShadow\" as inset " +
                                           "(as tokens-studio/sd-transforms reads them)" + (json["spread"] == nil ? ", and spread 0px, as it is not given" : ""),
                                       advice: "write offsetX and offsetY as dimensions with a unit, and \"inset\": true for an inner shadow"),
                          at: location(of: json, owner: owner)))
        warnUnknownMembers(of: json, allowed: ["x", "y", "blur", "spread", "color", "type"], what: "a Tokens Studio shadow", owner: owner)
        var members: [String: TokenValue] = [:]
        var failed = false
        for (written, name) in [("x", "offsetX"), ("y", "offsetY"), ("blur", "blur"), ("spread", "spread")] {
            guard let member = json[written] else {
                if written == "spread" { members[name] = .dimension(Dimension(0, .px)); continue }
                _ = malformed(json, .shadow, "the member \"\(written)\" is missing; a shadow written with Tokens Studio's names needs x, y, blur and color", owner)
                failed = true
                continue
            }
            if let number = member.number {
                guard number.isFinite else { _ = nonFinite(member, .shadow, number, owner); failed = true; continue }
                members[name] = .dimension(Dimension(number, .px))
            } else if let value = parseValue(member, as: .dimension, owner: owner, depth: depth + 1) {
                members[name] = value
            } else {
                failed = true
            }
        }
        if let color = json["color"] {
            if let value = parseValue(color, as: .color, owner: owner, depth: depth + 1) { members["color"] = value } else { failed = true }
        } else {
            _ = malformed(json, .shadow, "the member \"color\" is missing; a shadow written with Tokens Studio's names needs x, y, blur and color", owner)
            failed = true
        }
        members["inset"] = .keyword("false")
        if let type = json["type"] {
            switch type.string {
            case "dropShadow": break
            case "innerShadow": members["inset"] = .keyword("true")
            default:
                _ = malformed(type, .shadow, "type must be \"dropShadow\" or \"innerShadow\" (Tokens Studio's shadow types), found \(JSONText.canonical(type))", owner)
                failed = true
            }
        }
        return failed ? nil : .composite(members)
    }
}
