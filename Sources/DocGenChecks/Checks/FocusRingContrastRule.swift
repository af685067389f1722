import ButtonModel
import DesignTokens
import DocGenSupport

/// `contrast.focus`: the focus indicator against the colors adjacent to it, at least 3:1 (WCAG 2.2 SC 1.4.11, which
/// covers the visual state of a focused control). Disabled buttons take no focus, so there is no exemption here.
///
/// A ring is measured against what lies beside it once drawn, on both sides (`FocusIndicator.adjacent(to:)`), and the
/// lower ratio is the ring's: a ring drawn over a button's 1 px border at offset −2 and width 2 meets the fill inside
/// and the page outside, and the border it covers is no longer seen; a ring at offset 0 meets the border inside; a
/// ring drawn clear of the button meets the page on both sides. The ring's own pixels are its color over what it
/// covers there.
///
/// A two-color indicator (a ring with a `focusRing.inner` or `.outer` companion) passes when one of its two rings
/// reaches 3:1 against what lies beside it, the other ring included. That is the rule of W3C technique C40,
/// "Creating a two-color focus indicator to ensure sufficient contrast with all components"
/// (https://www.w3.org/WAI/WCAG22/Techniques/css/C40): at least one of the two colors must meet 3:1 against the
/// background it is drawn on. C40 asks for 9:1 between the two colors so that this holds over any solid background;
/// docgen knows what lies beside each ring, so it measures that instead of the 9:1.
public struct FocusRingContrastRule: CheckRule, Hashable, Sendable {
    public static let id = CheckRuleID.focusRingContrast
    public static let level = CheckLevel.cell
    public static let unit = CheckUnit.contrastRatio
    public static let descriptor = CheckRuleDescriptor(
        id: id,
        shortDescription: "The focus ring contrasts with the colors beside it by at least 3:1; of a two-color indicator, one of its rings (WCAG 2.2 SC 1.4.11, technique C40).",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html"
    )
    public static let minimum = 3.0

    public var severity: Diagnostic.Severity

    public init(severity: Diagnostic.Severity = .error) {
        self.severity = severity
    }

    /// Measures `ring` (composited over the surface when translucent) against `surface` (taken as opaque): a ring
    /// drawn outside the button's edge.
    public func evaluate(cell: CellReference, ring: Color, surface: Color, tokens: [TokenReference]) -> Finding {
        let indicator = FocusIndicator(rings: [.init(name: "focusRing", color: ring, from: 2, to: 4)],
                                       surface: surface, border: nil, borderWidth: 0, fill: surface)
        return evaluate(cell: cell, indicator: indicator, tokens: tokens)
    }

    /// One ring against what lies beside it, at its lowest.
    package struct RingMeasure {
        package var ring: FocusIndicator.Ring
        package var neighbor: FocusIndicator.Neighbor
        package var foreground: Color
        package var ratio: Double

        package var background: Color { neighbor.color }

        /// `#0969da against fill #1f883d`, or `… against surface …`.
        package var pair: String {
            "\(ContrastWording.color(foreground, from: ring.color, over: neighbor.under)) against \(neighbor.name) \(background.hex)"
        }
    }

    package func measure(_ ring: FocusIndicator.Ring, in indicator: FocusIndicator) -> RingMeasure? {
        indicator.adjacent(to: ring).map { neighbor in
            let foreground = ring.color.composited(over: neighbor.under)
            return RingMeasure(ring: ring, neighbor: neighbor, foreground: foreground,
                               ratio: WCAGContrast.ratio(foreground, neighbor.color))
        }.min { $0.ratio < $1.ratio }
    }

    /// Measures every ring of `indicator` against what lies beside it; the indicator passes when one ring reaches 3:1.
    public func evaluate(cell: CellReference, indicator: FocusIndicator, tokens: [TokenReference]) -> Finding {
        let measures = indicator.rings.compactMap { measure($0, in: indicator) }
        guard let best = measures.max(by: { $0.ratio < $1.ratio }) else {
            let first = indicator.rings.first
            return Finding(rule: Self.id, severity: severity, passed: false, cell: cell, measured: 0, required: Self.minimum,
                           foreground: first?.color, background: indicator.surface, tokens: tokens,
                           message: "The focus ring draws no pixels (width 0 px).", hint: "Give the focus ring a width.")
        }
        let measurement = ContrastMeasurement(
            rule: Self.id, cell: cell, measured: best.ratio, required: Self.minimum,
            foreground: best.foreground, background: best.background, tokens: tokens)
        let passed = best.ratio >= Self.minimum
        guard measures.count > 1 else {
            let place = best.ring.isInset ? ", drawn inside the button's edge," : ""
            let subject = "Focus ring \(ContrastWording.color(best.foreground, from: best.ring.color, over: best.neighbor.under))\(place) "
                + "against \(best.neighbor.name) \(best.background.hex) has contrast \(ContrastWording.ratio(best.ratio))"
            if passed {
                return measurement.finding(severity: severity, passed: true,
                                           message: "\(subject), meeting the 3:1 a focus indicator needs.", hint: nil)
            }
            let what = best.neighbor.area == .surface ? "the surface in this theme" : "the \(best.neighbor.name) beside it"
            return measurement.finding(severity: severity, passed: false,
                                       message: "\(subject), below the 3:1 a focus indicator needs (WCAG 2.2 SC 1.4.11).",
                                       hint: "Pick a focus ring color that reaches 3:1 against \(what)"
                                           + (best.ring.isInset ? ", or add a contrasting second ring (focusRing.inner or focusRing.outer)." : "."))
        }
        let each = measures.map { "\($0.ring.name) \($0.pair) \(ContrastWording.ratio($0.ratio))" }.joined(separator: ", ")
        let subject = "Two-color focus indicator: \(each)"
        if passed {
            return measurement.finding(severity: severity, passed: true,
                                       message: "\(subject); \(best.ring.name) meets the 3:1 one of its two colors needs (technique C40).",
                                       hint: nil)
        }
        return measurement.finding(severity: severity, passed: false,
                                   message: "\(subject); neither ring reaches the 3:1 one of them needs (WCAG 2.2 SC 1.4.11, technique C40).",
                                   hint: "Give one of the two rings a color that reaches 3:1 against what lies beside it.")
    }
}

extension FocusRingContrastRule {
    /// What one evaluation of the rule looks at.
    public typealias Subject = (cell: CellReference, indicator: FocusIndicator, tokens: [TokenReference])

    /// The rule's evaluation, as `CheckRule` calls it.
    public func evaluate(_ s: Subject) -> Finding? {
        evaluate(cell: s.cell, indicator: s.indicator, tokens: s.tokens)
    }
}
