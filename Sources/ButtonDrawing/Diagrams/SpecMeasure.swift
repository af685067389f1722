import ButtonModel
import DocGenChecks

/// One value a spec sheet labels: its name, its value, the token it comes from, and what on the button it
/// measures (in the button's points, from its top-left corner).
package struct SpecMeasure: Hashable, Sendable {
    package enum Target: Hashable, Sendable {
        /// A distance along x from `from` to `to`, drawn above (`top`) or below the button, in lane `lane` (0 nearest).
        case horizontal(from: Double, to: Double, below: Bool, lane: Int)
        /// A distance along y, drawn left (`left`) or right of the button.
        case vertical(from: Double, to: Double, left: Bool, lane: Int)
        /// A point on the button a leader points to from a label on the right.
        case point(x: Double, y: Double)
    }

    package var name: String
    package var value: Double
    /// `44px`, or with how it was worked out: `12px = (44 − 20) / 2`.
    package var valueText: String
    package var token: String
    package var target: Target

    /// `Height 44px`: the label's first line.
    package var title: String { "\(name) \(valueText)" }

    /// The sheet's measures of `figure`: height, horizontal and vertical padding, icon size, icon–label gap, corner
    /// radius, border width, and the hit area against the `touchTarget` minimum. An icon-only button, square whatever its
    /// padding, has no horizontal padding to show.
    package static func measures(of figure: ButtonFigure, touchTarget: TouchTargetMinimum) -> [SpecMeasure] {
        let cell = figure.cell, m = figure.metrics
        let w = figure.width, h = figure.height
        var list: [SpecMeasure] = []
        list.append(SpecMeasure(name: "Height", value: h, valueText: h.px, token: m.height.provenance,
                                target: .vertical(from: 0, to: h, left: true, lane: 0)))
        if !cell.isIconOnly, m.hasSidePadding, m.start.value != m.end.value {
            let start = m.start, end = m.end
            list.append(SpecMeasure(name: "Padding start", value: start.value, valueText: start.value.px, token: start.provenance,
                                    target: .horizontal(from: 0, to: start.value, below: false, lane: 0)))
            list.append(SpecMeasure(name: "Padding end", value: end.value, valueText: end.value.px, token: end.provenance,
                                    target: .horizontal(from: w - end.value, to: w, below: false, lane: 0)))
        } else if !cell.isIconOnly {
            let padding = m.start
            list.append(SpecMeasure(name: "Padding x", value: padding.value, valueText: padding.value.px, token: padding.provenance,
                                    target: .horizontal(from: 0, to: padding.value, below: false, lane: 0)))
        }
        let contentHeight = figure.iconBox?.size ?? (figure.labelBox == nil ? 0 : figure.capHeight)
        if contentHeight > 0 {
            let padY = (h - contentHeight) / 2
            let what = figure.iconBox == nil ? "cap height" : "icon"
            list.append(SpecMeasure(name: "Padding y", value: padY,
                                    valueText: "\(padY.px) = (\(ButtonGlyphs.n(h)) − \(ButtonGlyphs.n(contentHeight)) \(what)) / 2",
                                    token: m.height.provenance, target: .vertical(from: 0, to: padY, left: false, lane: 0)))
        }
        if let icon = figure.iconBox {
            list.append(SpecMeasure(name: "Icon", value: icon.size, valueText: icon.size.px, token: m.iconSize.provenance,
                                    target: .horizontal(from: icon.x, to: icon.x + icon.size, below: false, lane: 0)))
            if let label = figure.labelBox {
                list.append(SpecMeasure(name: "Gap", value: m.gap.value, valueText: m.gap.value.px, token: m.gap.provenance,
                                        target: .horizontal(from: icon.x + icon.size, to: label.x, below: false, lane: 0)))
            }
        }
        let radius = m.cornerRadius.value, drawn = figure.geometry.cornerRadius
        let corner = drawn * (1 - 0.5.squareRoot())
        list.append(SpecMeasure(name: "Corner radius", value: radius,
                                valueText: radius > drawn ? "\(radius.px) (capsule: \(drawn.px))" : radius.px,
                                token: m.cornerRadius.provenance, target: .point(x: w - corner, y: corner)))
        if let border = cell.colors.border, border.declared.alpha > 0, m.borderWidth.value > 0 {
            list.append(SpecMeasure(name: "Border", value: m.borderWidth.value, valueText: m.borderWidth.value.px,
                                    token: m.borderWidth.provenance, target: .point(x: w - m.borderWidth.value / 2, y: h / 2)))
        }
        let slopXPart = m.hitSlopX(width: w)
        let slopX = slopXPart.value, slopY = m.hitSlopY.value
        let target = touchTarget.points
        let hitWidth = w + 2 * slopX, hitHeight = h + 2 * slopY
        let verdict = { (value: Double) in value >= target ? "≥ \(ButtonGlyphs.n(target))" : "< \(ButtonGlyphs.n(target)) (\(touchTarget.source))" }
        list.append(SpecMeasure(name: "Hit area width", value: hitWidth, valueText: "\(hitWidth.px) \(verdict(hitWidth))",
                                token: slopX > 0 ? "hit slop \(slopX.px), \(slopXPart.provenance)" : "the button’s width",
                                target: .horizontal(from: -slopX, to: w + slopX, below: true, lane: 0)))
        list.append(SpecMeasure(name: "Hit area height", value: hitHeight, valueText: "\(hitHeight.px) \(verdict(hitHeight))",
                                token: slopY > 0 ? "hit slop \(slopY.px), \(m.hitSlopY.provenance)" : "the button’s height",
                                target: .vertical(from: -slopY, to: h + slopY, left: true, lane: 1)))
        return list
    }
}
