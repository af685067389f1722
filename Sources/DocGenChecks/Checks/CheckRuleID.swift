import ButtonModel
import DocGenSupport
import DesignTokens

/// The identifiers of docgen's checks, as they appear in findings, configuration and SARIF.
public enum CheckRuleID: String, CaseIterable, Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    case textContrast = "contrast.text"
    case nonTextContrast = "contrast.non-text"
    case focusRingContrast = "contrast.focus"
    case apca = "apca"
    case touchTarget = "touch-target"
    case focusAppearance = "focus-appearance"
    case textFits = "text.fits"
    case deprecatedToken = "token.deprecated"

    /// The rule's type: where its level, unit, description and evaluation are written.
    public var rule: any CheckRule.Type {
        switch self {
        case .textContrast: TextContrastRule.self
        case .nonTextContrast: NonTextContrastRule.self
        case .focusRingContrast: FocusRingContrastRule.self
        case .apca: APCARule.self
        case .touchTarget: TouchTargetRule.self
        case .focusAppearance: FocusAppearanceRule.self
        case .textFits: TextFitsRule.self
        case .deprecatedToken: DeprecatedTokenRule.self
        }
    }

    /// The order the site's check results list the rules in: contrast first, then sizes, then names.
    public static let pageOrder: [CheckRuleID] = [.textContrast, .nonTextContrast, .focusRingContrast, .focusAppearance, .apca,
                                                  .touchTarget, .textFits, .deprecatedToken]

    /// What code scanning and the documentation say about the rule.
    public var descriptor: CheckRuleDescriptor { rule.descriptor }

    /// The level the rule's findings are reported at.
    public var level: CheckLevel { rule.level }

    /// What the rule's measured and required values count.
    public var unit: CheckUnit { rule.unit }

    /// Whether the rule measures contrast (its identifier starts `contrast.`).
    public var isContrast: Bool { [.textContrast, .nonTextContrast, .focusRingContrast].contains(self) }

    /// The identifier as findings and reports write it: `contrast.text`.
    public var description: String { rawValue }

    public static func < (lhs: CheckRuleID, rhs: CheckRuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
