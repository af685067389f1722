import ButtonModel
import DesignTokens
import DocGenSupport

/// `touch-target`: a button's hit area, its visible bounds plus any hit slop, reaches the minimum in both
/// directions (44×44 pt by default, Apple HIG). A control drawn smaller passes when hit slop makes up the
/// difference, and its message says so. The caller measures the narrowest case: the shortest label, and the
/// icon-only variants.
public struct TouchTargetRule: CheckRule, Hashable, Sendable {
    public static let id = CheckRuleID.touchTarget
    public static let level = CheckLevel.size
    public static let unit = CheckUnit.points
    public static let descriptor = CheckRuleDescriptor(
        id: id,
        shortDescription: "Each button's hit area is at least the minimum touch target in width and height (44x44 pt by default, Apple HIG).",
        helpURI: "https://developer.apple.com/design/human-interface-guidelines/accessibility"
    )

    public var minimum: TouchTargetMinimum
    public var severity: Diagnostic.Severity

    public init(minimum: TouchTargetMinimum = .apple, severity: Diagnostic.Severity = .error) {
        self.minimum = minimum
        self.severity = severity
    }

    /// `measured` is the smaller side of the hit area, `required` the minimum. `slopSource` says where a derived hit
    /// slop came from (`derived from minimumHitArea {md.comp.button.touch-target} = 48`).
    public func evaluate(cell: CellReference, visualWidth: Double, visualHeight: Double, hitSlop: EdgeOutsets = .zero,
                         slopSource: String? = nil, tokens: [TokenReference]) -> Finding {
        let hitWidth = visualWidth + hitSlop.horizontal
        let hitHeight = visualHeight + hitSlop.vertical
        let required = minimum.points
        let passed = hitWidth >= required && hitHeight >= required
        let visualPasses = visualWidth >= required && visualHeight >= required
        // Lengths in the unit the minimum's source counts in: pt (Apple), dp (Material), px (CSS).
        let unit = minimum.unit
        let target = "the \(Self.points(required))x\(Self.points(required)) \(unit) minimum (\(minimum.source))"
        let hitArea = "\(Self.points(hitWidth))x\(Self.points(hitHeight)) \(unit)"

        let message: String
        var hint: String?
        if passed && visualPasses {
            message = "Hit area \(hitArea) meets \(target)."
        } else if passed {
            message = "Drawn at \(Self.points(visualWidth))x\(Self.points(visualHeight)) \(unit), under \(Self.points(required)) \(unit), "
                + "but hit slop (\(Self.describe(hitSlop, unit: unit))\(slopSource.map { ", " + $0 } ?? "")) makes the hit area \(hitArea), which meets \(target)."
        } else {
            message = "Hit area \(hitArea) is under \(target)."
            hint = Self.hint(width: hitWidth, height: hitHeight, required: required, unit: unit)
        }
        return Finding(rule: Self.id, severity: severity, passed: passed, cell: cell,
                       measured: min(hitWidth, hitHeight), required: required, tokens: tokens, message: message, hint: hint)
    }

    /// How much slop on each side would make the area reach the minimum.
    private static func hint(width: Double, height: Double, required: Double, unit: String) -> String {
        var parts: [String] = []
        if height < required { parts.append("\(points((required - height) / 2)) \(unit) above and below") }
        if width < required { parts.append("\(points((required - width) / 2)) \(unit) on each side") }
        return "Raise the size tokens, or add hit slop of \(parts.joined(separator: " and "))."
    }

    private static func describe(_ slop: EdgeOutsets, unit: String) -> String {
        let sides = [("top", slop.top), ("leading", slop.leading), ("bottom", slop.bottom), ("trailing", slop.trailing)]
        return sides.filter { $0.1 != 0 }.map { "\($0.0) \(points($0.1))" }.joined(separator: ", ") + " \(unit)"
    }

    /// `44`, `43.5`: lengths as a designer writes them, truncated to two decimals.
    private static func points(_ value: Double) -> String { value.shortDisplayText }
}

extension TouchTargetRule {
    /// What one evaluation of the rule looks at.
    public typealias Subject = (cell: CellReference, visualWidth: Double, visualHeight: Double, hitSlop: EdgeOutsets, slopSource: String?, tokens: [TokenReference])

    /// The rule's evaluation, as `CheckRule` calls it.
    public func evaluate(_ s: Subject) -> Finding? {
        evaluate(cell: s.cell, visualWidth: s.visualWidth, visualHeight: s.visualHeight, hitSlop: s.hitSlop, slopSource: s.slopSource, tokens: s.tokens)
    }
}
