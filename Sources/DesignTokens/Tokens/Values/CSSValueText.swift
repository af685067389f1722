import DocGenSupport

/// A resolved value as the CSS text a build writes for it, to put in place of a reference inside a string:
/// `#0b5fff`, `16px`, `200ms`, `1px solid #d0d7de` (a border as its shorthand). nil for values CSS writes in
/// no single piece of text (a typography, a list of gradient stops).
package enum CSSValueText {
    package static func text(of value: TokenValue) -> String? {
        switch value {
        case .color(let color): return color.hex
        case .dimension(let dimension): return dimension.description
        case .duration(let duration): return duration.value.formattedForDisplay + duration.unit.rawValue
        case .number(let number), .fontWeight(let number): return number.formattedForDisplay
        case .fontFamily(let names):
            return names.map { $0.contains(where: { $0 == " " || $0 == "," }) ? "\"\($0)\"" : $0 }.joined(separator: ", ")
        case .cubicBezier, .keyword, .opaque: return TokenValueText.describe(value)
        case .composite(let members):
            // A border: `width style color`, the order CSS's `border` shorthand is most often written in.
            guard members.count == 3, let width = members["width"], let style = members["style"], let color = members["color"],
                  let widthText = text(of: width), case .keyword(let styleText) = style, let colorText = text(of: color) else { return nil }
            return "\(widthText) \(styleText) \(colorText)"
        case .list:
            return nil
        }
    }
}
