import ButtonModel
import DesignTokens
import DocGenSupport

/// `text.fits`: a button's label fits at every text size its system declares, in every language it is given: not
/// truncated by a fixed or full width or by the container a hugging button grows in, and not clipped by a fixed
/// height. Judged once per variant and size, at the smallest step where a label stops fitting, else at the step
/// that leaves the least room.
///
/// WCAG 2.2 SC 1.4.4 (Resize Text) asks that text scale to 200 % without loss of content; Apple's HIG asks that
/// layouts adapt to every Dynamic Type size, the accessibility sizes included.
public struct TextFitsRule: CheckRule, Hashable, Sendable {
    public static let id = CheckRuleID.textFits
    public static let level = CheckLevel.size
    public static let unit = CheckUnit.points
    public static let descriptor = CheckRuleDescriptor(
        id: id,
        shortDescription: "Each button's label fits at every declared text size and in every language: not truncated, not clipped "
            + "(WCAG 2.2 SC 1.4.4, Apple HIG Dynamic Type).",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html"
    )

    public var severity: Diagnostic.Severity

    public init(severity: Diagnostic.Severity = .error) {
        self.severity = severity
    }

    /// `fits`: the label measured at each step (in scale order), in each language; `steps`: the scale's steps.
    public func evaluate(cell: CellReference, fits: [TextFit], steps: [String], tokens: [TokenReference]) -> Finding? {
        func order(_ fit: TextFit) -> Int { steps.firstIndex(of: fit.step) ?? 0 }
        let failures = fits.filter { !$0.fits }
        if let first = failures.min(by: { (order($0), $0.availableWidth - $0.neededWidth) < (order($1), $1.availableWidth - $1.neededWidth) }) {
            let clipped = first.clipped && !first.truncates
            let message = first.step == TextSizeScale.writtenStep && !clipped
                ? "At its written size, \(Self.quoted(first)) is truncated: it needs \(Self.points(first.neededWidth)) pt, "
                    + "and \(Self.room(first)) leaves \(Self.points(first.availableWidth)) pt."
                : clipped
                ? "From \(first.step) on, the label is clipped: at \(first.step) its line box is \(Self.points(first.lineBox)) pt, "
                    + "taller than the fixed \(Self.points(first.height)) pt height."
                : "From \(first.step) on, \(Self.quoted(first)) is truncated: at \(first.step) it needs \(Self.points(first.neededWidth)) pt, "
                    + "and \(Self.room(first)) leaves \(Self.points(first.availableWidth)) pt."
            let hint = clipped
                ? "Let the height grow with the label (textSize: { height: minimum }), as UIKit and SwiftUI buttons do."
                : "Let the button hug its label (width: hug) or wrap it onto more lines"
                    + (first.locale.map { ", or give a shorter label in \($0)" } ?? ", or shorten the label") + "."
            return Finding(rule: Self.id, severity: severity, passed: false, cell: cell,
                           measured: clipped ? first.lineBox : first.neededWidth,
                           required: clipped ? first.height : first.availableWidth, tokens: tokens, message: message, hint: hint,
                           location: clipped ? first.heightLocation : first.labelLocation)
        }
        guard let tightest = fits.min(by: { ($0.availableWidth - $0.neededWidth, order($0)) < ($1.availableWidth - $1.neededWidth, order($1)) }),
              let last = fits.max(by: { order($0) < order($1) }) else { return nil }
        let languages = Set(fits.map { $0.locale ?? "" }).count
        let message = "The label fits at every text size up to \(last.step)" + (languages > 1 ? " in all \(languages) languages" : "")
            + ": the tightest is \(Self.quoted(tightest)) at \(tightest.step), \(Self.points(tightest.neededWidth)) pt of "
            + "\(Self.points(tightest.availableWidth)) pt."
        return Finding(rule: Self.id, severity: severity, passed: true, cell: cell, measured: tightest.neededWidth,
                       required: tightest.availableWidth, tokens: tokens, message: message,
                       location: tightest.labelLocation)
    }

    private static func quoted(_ fit: TextFit) -> String {
        "\"\(fit.label)\"" + (fit.locale.map { " (\($0))" } ?? "")
    }

    private static func room(_ fit: TextFit) -> String {
        switch fit.widthSource {
        case .fixed: "the button's width after padding and icons"
        case .container: "the container's width after padding and icons"
        }
    }

    private static func points(_ value: Double) -> String { value.shortDisplayText }
}

extension TextFitsRule {
    /// What one evaluation of the rule looks at.
    public typealias Subject = (cell: CellReference, fits: [TextFit], steps: [String], tokens: [TokenReference])

    /// The rule's evaluation, as `CheckRule` calls it.
    public func evaluate(_ s: Subject) -> Finding? {
        evaluate(cell: s.cell, fits: s.fits, steps: s.steps, tokens: s.tokens)
    }
}
