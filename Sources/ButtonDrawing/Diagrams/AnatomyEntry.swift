import ButtonModel

/// One numbered part of an anatomy diagram: what it is, its value, the token it comes from, and where on the button
/// its callout points (in the button's points, from its top-left corner).
package struct AnatomyEntry: Hashable, Sendable {
    package enum Side: Hashable, Sendable {
        case top, bottom
    }

    package var number: Int
    package var name: String
    package var value: String
    package var token: String
    package var anchor: Point
    package var side: Side

    package struct Point: Hashable, Sendable {
        package var x: Double
        package var y: Double
    }

    /// The parts `figure` draws, numbered in order: container, label, icon, border, focus ring, hit area. A part the
    /// cell does not draw (no icon, no border, no ring outside the focused state) is left out.
    package static func entries(of figure: ButtonFigure) -> [AnatomyEntry] {
        let cell = figure.cell, m = figure.metrics, c = cell.colors
        let w = figure.width, h = figure.height
        var list: [(String, String, String, Point, Side)] = []
        list.append(("Container", "\(c.background.colorText), \(w.px) × \(h.px), radius \(m.cornerRadius.value.px)",
                     c.background.provenance, Point(x: w - m.end.value / 2, y: h / 2), .bottom))
        if let label = figure.labelBox, let text = cell.text {
            list.append(("Label", "“\(text)” \(m.fontSize.value.px) / \(ButtonGlyphs.n(m.fontWeight.value)), \(c.label.colorText)",
                         c.label.provenance, Point(x: label.x + label.width / 2, y: label.top), .top))
        }
        if let icon = figure.iconBox {
            let color = cell.flags.isLoading ? c.label : c.icon
            let kind = cell.flags.isLoading ? "Spinner" : cell.flags.isSelected ? "Check" : "Icon"
            list.append((kind, "\(icon.size.px) square, \(color.colorText)", color.provenance,
                         Point(x: icon.x + icon.size / 2, y: icon.y), .top))
        }
        if let border = c.border, border.declared.alpha > 0, m.borderWidth.value > 0 {
            list.append(("Border", "\(m.borderWidth.value.px), \(border.colorText)", border.provenance,
                         Point(x: figure.alongEdge(0.2), y: h - m.borderWidth.value / 2), .bottom))
        }
        if cell.flags.isFocused {
            let ringY = -(m.focusRingOffset.value + m.focusRingWidth.value / 2)
            list.append(("Focus ring", "\(m.focusRingWidth.value.px) at \(m.focusRingOffset.value.px) offset, \(c.focusRing.colorText)",
                         c.focusRing.provenance, Point(x: figure.alongEdge(0.08), y: ringY), .top))
        }
        let slopXPart = m.hitSlopX(width: w)
        let slopX = slopXPart.value, slopY = m.hitSlopY.value
        let hit = "\((w + 2 * slopX).px) × \((h + 2 * slopY).px)"
        if slopX > 0 || slopY > 0 {
            list.append(("Hit area", hit + ", hit slop \(slopX.px) × \(slopY.px)", (slopY > 0 ? m.hitSlopY : slopXPart).provenance,
                         Point(x: figure.alongEdge(0.85), y: h + slopY), .bottom))
        } else {
            list.append(("Hit area", hit + ", the container’s bounds", m.height.provenance,
                         Point(x: figure.alongEdge(0.92), y: h), .bottom))
        }
        return list.enumerated().map { AnatomyEntry(number: $0.offset + 1, name: $0.element.0, value: $0.element.1,
                                                    token: $0.element.2, anchor: $0.element.3, side: $0.element.4) }
    }
}
