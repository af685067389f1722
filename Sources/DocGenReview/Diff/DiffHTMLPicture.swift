import ButtonModel
import DocGenKit

/// How large the visual report draws a cell's SVG: twice the size the SVG gives itself, so a reviewer sees the
/// button as a 2× screen shows it. The pictures are vectors, so they stay crisp at that size.
package struct DiffHTMLPicture: Equatable {
    package static let scale = 2.0

    package var width: Int
    package var height: Int
}

extension DiffHTMLPicture {
    /// The 2× size of `svg` from its root element's `width` and `height` (numbers, perhaps with `px`); `nil` when
    /// the root gives no such size, and the picture is drawn at its own.
    package init?(svg: String) {
        guard let start = svg.range(of: "<svg"), let end = svg[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = svg[start.upperBound..<end]
        guard let width = Self.number(named: "width", in: tag), let height = Self.number(named: "height", in: tag),
              width > 0, height > 0 else { return nil }
        self.width = Int((width * Self.scale).rounded(.up))
        self.height = Int((height * Self.scale).rounded(.up))
    }

    private static func number(named name: String, in tag: Substring) -> Double? {
        guard let attribute = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[attribute.upperBound...].prefix { $0 != "\"" }
        let digits = value.hasSuffix("px") ? value.dropLast(2) : value
        return Double(digits)
    }
}
