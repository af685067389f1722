import ButtonModel

/// The identifiers of docgen's checks, as they appear in findings, configuration and SARIF.
public enum CheckRuleID: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case textContrast = "contrast.text"
    case nonTextContrast = "contrast.non-text"
    case focusRingContrast = "contrast.focus"
    case apca = "apca"
    case touchTarget = "touch-target"
    case focusAppearance = "focus-appearance"
    case textFits = "text.fits"
    case deprecatedToken = "token.deprecated"

    /// What code scanning and the documentation say about the rule.
    public var descriptor: CheckRuleDescriptor {
        switch self {
        case .textContrast: TextContrastRule.descriptor
        case .nonTextContrast: NonTextContrastRule.descriptor
        case .focusRingContrast: FocusRingContrastRule.descriptor
        case .apca: APCARule.descriptor
        case .touchTarget: TouchTargetRule.descriptor
        case .focusAppearance: FocusAppearanceRule.descriptor
        case .textFits: TextFitsRule.descriptor
        case .deprecatedToken: DeprecatedTokenRule.descriptor
        }
    }

    public static func < (lhs: CheckRuleID, rhs: CheckRuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A rule's identity for readers: one sentence and the page that explains the requirement.
public struct CheckRuleDescriptor: Hashable, Sendable {
    public var id: CheckRuleID
    public var shortDescription: String
    public var helpURI: String

    public init(id: CheckRuleID, shortDescription: String, helpURI: String) {
        self.id = id
        self.shortDescription = shortDescription
        self.helpURI = helpURI
    }
}
