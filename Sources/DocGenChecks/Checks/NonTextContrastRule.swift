import ButtonModel
import DesignTokens
import DocGenSupport

/// `contrast.non-text`: the boundary that identifies the button (its border, or its fill when it has no border)
/// against the surface around it, at least 3:1 (WCAG 2.2 SC 1.4.11 Non-text Contrast). Evaluated only for
/// variants that declare such a boundary; disabled cells are exempt and reported as info.
public struct NonTextContrastRule: CheckRule, Hashable, Sendable {
    public static let id = CheckRuleID.nonTextContrast
    public static let level = CheckLevel.cell
    public static let unit = CheckUnit.contrastRatio
    public static let descriptor = CheckRuleDescriptor(
        id: id,
        shortDescription: "The border or fill that identifies a button contrasts with the surface by at least 3:1 (WCAG 2.2 SC 1.4.11).",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html"
    )
    public static let minimum = 3.0

    /// Which part of the button draws its boundary.
    public typealias Boundary = CellBoundary

    public var severity: Diagnostic.Severity

    public init(severity: Diagnostic.Severity = .error) {
        self.severity = severity
    }

    /// Measures `boundary` (composited over the surface when translucent) against `surface` (taken as opaque);
    /// `shadowedAt` names where around the button a surface darkened by shadows was taken (`top edge`).
    public func evaluate(cell: CellReference, boundary: Color, boundaryKind: Boundary = .border, surface: Color,
                         shadowedAt place: String? = nil, isDisabled: Bool, tokens: [TokenReference]) -> Finding {
        let background = surface.asOpaqueBackdrop
        let foreground = boundary.composited(over: background)
        let measurement = ContrastMeasurement(
            rule: Self.id, cell: cell, measured: WCAGContrast.ratio(foreground, background), required: Self.minimum,
            foreground: foreground, background: background, tokens: tokens)
        let name = boundaryKind == .border ? "Border" : "Fill"
        let surfaceText = "surface \(background.hex)" + (place.map { " under the shadows at the \($0)" } ?? "")
        let subject = "\(name) \(ContrastWording.color(foreground, from: boundary, over: background)) against \(surfaceText) "
            + "has contrast \(ContrastWording.ratio(measurement.measured))"

        if isDisabled { return measurement.exemption(subject: subject) }
        if measurement.measured >= Self.minimum {
            return measurement.finding(severity: severity, passed: true,
                                       message: "\(subject), meeting the 3:1 that identifies a control.", hint: nil)
        }
        return measurement.finding(
            severity: severity, passed: false,
            message: "\(subject), below the 3:1 that identifies a control (WCAG 2.2 SC 1.4.11).",
            hint: "Darken or lighten the \(boundaryKind.rawValue) until it reaches 3:1 against the surface, or add a border that does.")
    }
}

extension NonTextContrastRule {
    /// What one evaluation of the rule looks at.
    public typealias Subject = (cell: CellReference, boundary: Color, boundaryKind: Boundary, surface: Color, shadowedAt: String?, isDisabled: Bool, tokens: [TokenReference])

    /// The rule's evaluation, as `CheckRule` calls it.
    public func evaluate(_ s: Subject) -> Finding? {
        evaluate(cell: s.cell, boundary: s.boundary, boundaryKind: s.boundaryKind, surface: s.surface, shadowedAt: s.shadowedAt, isDisabled: s.isDisabled, tokens: s.tokens)
    }
}
