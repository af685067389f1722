import DocGenSupport

/// Primer's `alpha` inside a shadow layer (`{"color": "{base.color.black}", "alpha": 0.04, "offsetX": "0px", …}`,
/// `@primer/primitives` `src/tokens/functional/shadow/*.json5`): the alpha of that layer's color, as Primer's build
/// writes it. Its `shadow/css` transform sets the alpha of the layer's resolved color to `shadow.alpha || 1`, so an
/// `alpha` of 0 gives an opaque color there too; docgen reads it the same way and says so.
extension TokenValueParser {
    /// The resolved shadow `value` of the layer `json` with the layer's `alpha` applied to its color; `value`
    /// unchanged when the layer has none; nil, reported, when the alpha is not a number from 0 to 1.
    package mutating func applyingLayerAlpha(_ json: JSONValue, to value: TokenValue, owner: Int) -> TokenValue? {
        guard let member = json.members?.first(where: { $0.key == "alpha" }),
              case .composite(var members) = value, case .color(var color)? = members["color"] else { return value }
        guard case .number(let alpha)? = parseValue(member.value, as: .number, owner: owner, depth: 0) else { return nil }
        guard (0...1).contains(alpha) else {
            return malformed(member.value, .shadow, "alpha \(alpha.formattedForDisplay) is outside [0 - 1]", owner)
        }
        let before = color.hex
        color.alpha = alpha == 0 ? 1 : alpha
        let zero = alpha == 0 ? "; its build reads an alpha of 0 as 1: shadow.alpha || 1" : ""
        report(TokenError(.nonstandard("a shadow layer has \"alpha\": \(alpha.formattedForDisplay) beside its color, which the format does not define",
                                              assumed: "\(color.hex), the alpha of the layer's color \(before) set to \(color.alpha.formattedForDisplay) " +
                                                  "(Primer's convention\(zero))",
                                              advice: "keep it to read the shadow as Primer's build does, or write the alpha in the color itself"),
                                 at: files.location(of: member, file: json.file, path: definitions[owner].name)))
        members["color"] = .color(color)
        return .composite(members)
    }
}
