import ButtonModel
import DesignTokens
import DocGenSupport

/// What `docgen check` holds the state matrix to. Every key may be left out of the configuration file; the
/// defaults are those of the documentation: Apple's 44 pt target, APCA advisory at Lc 60, every rule on.
public struct CheckConfiguration: Hashable, Sendable, Codable {
    public var touchTargetMinimum: TouchTargetMinimum
    /// The smallest |Lc| the `apca` rule accepts.
    public var apcaMinimum: Double
    /// The severity of an `apca` failure. `warning` by default: APCA is advisory, and a warning never makes
    /// `docgen check` exit 1, while it still shows in every report (`info` would hide it from the failures).
    public var apcaSeverity: Diagnostic.Severity
    public var enabledRules: Set<CheckRuleID>
    /// The severity of a `token.deprecated` finding. `warning` by default: a deprecated token still draws, and a
    /// warning never fails `docgen check` or a `--strict` build; `error` makes moving off it a requirement.
    public var deprecatedTokenSeverity: Diagnostic.Severity

    public init(touchTargetMinimum: TouchTargetMinimum = .apple, apcaMinimum: Double = APCARule.defaultMinimum,
                apcaSeverity: Diagnostic.Severity = APCARule.defaultSeverity,
                enabledRules: Set<CheckRuleID> = Set(CheckRuleID.allCases),
                deprecatedTokenSeverity: Diagnostic.Severity = DeprecatedTokenRule.defaultSeverity) {
        self.touchTargetMinimum = touchTargetMinimum
        self.apcaMinimum = apcaMinimum
        self.apcaSeverity = apcaSeverity
        self.enabledRules = enabledRules
        self.deprecatedTokenSeverity = deprecatedTokenSeverity
    }

    public func isEnabled(_ rule: CheckRuleID) -> Bool { enabledRules.contains(rule) }

    public var textContrastRule: TextContrastRule { TextContrastRule() }
    public var nonTextContrastRule: NonTextContrastRule { NonTextContrastRule() }
    public var focusRingContrastRule: FocusRingContrastRule { FocusRingContrastRule() }
    public var focusAppearanceRule: FocusAppearanceRule { FocusAppearanceRule() }
    public var apcaRule: APCARule { APCARule(minimum: apcaMinimum, severity: apcaSeverity) }
    public var touchTargetRule: TouchTargetRule { TouchTargetRule(minimum: touchTargetMinimum) }
    public var textFitsRule: TextFitsRule { TextFitsRule() }
    public var deprecatedTokenRule: DeprecatedTokenRule { DeprecatedTokenRule(severity: deprecatedTokenSeverity) }

    private enum CodingKeys: String, CodingKey {
        case touchTargetMinimum, apcaMinimum, apcaSeverity, enabledRules, deprecatedTokenSeverity
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = CheckConfiguration()
        touchTargetMinimum = try container.decodeIfPresent(TouchTargetMinimum.self, forKey: .touchTargetMinimum)
            ?? defaults.touchTargetMinimum
        apcaMinimum = try container.decodeIfPresent(Double.self, forKey: .apcaMinimum) ?? defaults.apcaMinimum
        guard apcaMinimum.isFinite, (0...110).contains(apcaMinimum) else {
            throw DecodingError.dataCorruptedError(forKey: .apcaMinimum, in: container,
                                                   debugDescription: "An APCA minimum is an Lc between 0 and 110.")
        }
        apcaSeverity = try container.decodeIfPresent(FindingSeverityName.self, forKey: .apcaSeverity)?.wrappedValue ?? defaults.apcaSeverity
        enabledRules = try container.decodeIfPresent(Set<CheckRuleID>.self, forKey: .enabledRules) ?? defaults.enabledRules
        deprecatedTokenSeverity = try container.decodeIfPresent(FindingSeverityName.self, forKey: .deprecatedTokenSeverity)?.wrappedValue
            ?? defaults.deprecatedTokenSeverity
    }

    /// Rules are written sorted, so the encoded form is the same on every run.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(touchTargetMinimum, forKey: .touchTargetMinimum)
        try container.encode(apcaMinimum, forKey: .apcaMinimum)
        try container.encode(FindingSeverityName(wrappedValue: apcaSeverity), forKey: .apcaSeverity)
        try container.encode(enabledRules.sorted(), forKey: .enabledRules)
        // Written only when raised or lowered, so that a configuration that leaves it alone encodes as it always has.
        if deprecatedTokenSeverity != DeprecatedTokenRule.defaultSeverity {
            try container.encode(FindingSeverityName(wrappedValue: deprecatedTokenSeverity), forKey: .deprecatedTokenSeverity)
        }
    }
}
