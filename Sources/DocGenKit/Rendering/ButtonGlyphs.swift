/// The simple vector glyphs drawn inside a button, as SVG elements in a square box at (x, y).
enum ButtonGlyphs {
    /// A plus: the leading icon.
    static func plus(x: Double, y: Double, size: Double, color: Color) -> String {
        let inset = size * 0.2
        let mid = size / 2
        let d = "M\(n(x + mid)) \(n(y + inset))V\(n(y + size - inset))M\(n(x + inset)) \(n(y + mid))H\(n(x + size - inset))"
        return #"<path d="\#(d)" fill="none" stroke="\#(color.hex)" stroke-width="\#(n(size / 8))" stroke-linecap="round"/>"#
    }

    /// A check mark: shown before the label of a selected button.
    static func check(x: Double, y: Double, size: Double, color: Color) -> String {
        let d = "M\(n(x + size * 0.2)) \(n(y + size * 0.52))L\(n(x + size * 0.42)) \(n(y + size * 0.74))"
            + "L\(n(x + size * 0.8)) \(n(y + size * 0.3))"
        return #"<path d="\#(d)" fill="none" stroke="\#(color.hex)" stroke-width="\#(n(size / 8))" stroke-linecap="round" stroke-linejoin="round"/>"#
    }

    /// Three quarters of a ring: the loading indicator.
    static func spinner(x: Double, y: Double, size: Double, color: Color) -> String {
        let stroke = size / 8
        let r = size / 2 - stroke
        let cx = x + size / 2
        let cy = y + size / 2
        let d = "M\(n(cx)) \(n(cy - r))A\(n(r)) \(n(r)) 0 1 1 \(n(cx - r)) \(n(cy))"
        return #"<path class="spinner" d="\#(d)" fill="none" stroke="\#(color.hex)" stroke-width="\#(n(stroke))" stroke-linecap="round"/>"#
    }

    /// A number as SVG writes it: `44`, `12.5`, at most two decimals.
    static func n(_ value: Double) -> String { value.rounded(toPlaces: 2).formattedForDisplay }
}
