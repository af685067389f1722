import DesignTokens
import DocGenSupport

extension ComponentValueResolver {
    /// The shadows of a DTCG shadow token, one or a list, in points and in the token's order; an error at the
    /// reference for another type, a length without points, or an inset shadow.
    package mutating func shadows(_ value: ComponentValue) -> ResolvedPart<[ButtonShadow]>? {
        guard case .token(let path) = value.kind else {
            errors.append(ComponentError(.invalidElevation(value.written), at: value.location))
            return nil
        }
        guard let token = tokens[path] else {
            errors.append(ComponentError(.unknownToken(path, theme: tokens.name), at: value.location))
            return nil
        }
        guard !keptAsWritten(token.value, of: path, at: value.location) else { return nil }
        let members: [TokenValue]
        switch token.value {
        case .list(let list): members = list
        case .composite: members = [token.value]
        default: members = []
        }
        var shadows: [ButtonShadow] = []
        for member in members {
            if case .keyword("true")? = member["inset"] {
                errors.append(ComponentError(.insetShadow(path), at: value.location))
                return nil
            }
            for name in ["color", "offsetX", "offsetY", "blur", "spread"] {
                if let part = member[name], keptAsWritten(part, of: path, at: value.location) { return nil }
            }
            var lengths: [Double] = []
            for name in ["offsetX", "offsetY", "blur", "spread"] {
                guard let length = member[name]?.dimension else { break }
                guard let points = length.points else {
                    errors.append(ComponentError(.unitWithoutPoints(path, length), at: value.location))
                    return nil
                }
                lengths.append(points)
            }
            guard let color = member["color"]?.color, lengths.count == 4 else { break }
            shadows.append(ButtonShadow(color: color, offsetX: lengths[0], offsetY: lengths[1], blur: lengths[2], spread: lengths[3]))
        }
        guard !members.isEmpty, shadows.count == members.count else {
            errors.append(ComponentError(.tokenTypeMismatch(path, expected: "shadow"), at: value.location))
            return nil
        }
        return ResolvedPart(value: shadows, declared: shadows, tokens: [token.path] + token.aliases, location: token.location,
                            written: value.written).carrying(token)
    }
}
