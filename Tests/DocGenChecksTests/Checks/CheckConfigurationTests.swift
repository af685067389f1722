import Foundation
import Testing
@testable import ButtonModel
@testable import DocGenChecks

@Suite struct CheckConfigurationTests {
    func decode(_ json: String) throws -> CheckConfiguration {
        try JSONDecoder().decode(CheckConfiguration.self, from: Data(json.utf8))
    }

    @Test func emptyObjectGivesDefaults() throws {
        let configuration = try decode("{}")
        #expect(configuration == CheckConfiguration())
        #expect(configuration.touchTargetMinimum.points == 44)
        #expect(configuration.apcaMinimum == 60)
        #expect(configuration.apcaSeverity == .warning)
        #expect(configuration.enabledRules == Set(CheckRuleID.allCases))
    }

    @Test(arguments: [("\"apple\"", 44.0), ("\"material\"", 48.0), ("\"wcag\"", 24.0), ("40", 40.0), ("47.5", 47.5)])
    func touchTargetPresetsAndNumbers(_ value: String, _ points: Double) throws {
        let configuration = try decode(#"{"touchTargetMinimum": \#(value)}"#)
        #expect(configuration.touchTargetMinimum.points == points)
        #expect(configuration.touchTargetRule.minimum.points == points)
    }

    @Test(arguments: [#"{"touchTargetMinimum": "android"}"#, #"{"touchTargetMinimum": 0}"#, #"{"touchTargetMinimum": -4}"#,
                      #"{"apcaMinimum": 200}"#, #"{"apcaSeverity": "fatal"}"#, #"{"enabledRules": ["contrast.txt"]}"#])
    func rejectsBadValues(_ json: String) {
        #expect(throws: DecodingError.self) { try decode(json) }
    }

    @Test func enabledRulesAndAPCASettings() throws {
        let configuration = try decode(#"{"enabledRules": ["contrast.text", "touch-target"], "apcaMinimum": 75, "apcaSeverity": "error"}"#)
        #expect(configuration.isEnabled(.textContrast))
        #expect(!configuration.isEnabled(.apca))
        #expect(configuration.apcaRule == APCARule(minimum: 75, severity: .error))
    }

    /// Encoding is deterministic (rules sorted) and decodes back to the same value.
    @Test func roundTripsDeterministically() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let configuration = CheckConfiguration(touchTargetMinimum: .material, enabledRules: [.touchTarget, .apca, .textContrast])
        let data = try encoder.encode(configuration)
        #expect(String(decoding: data, as: UTF8.self)
            == #"{"apcaMinimum":60,"apcaSeverity":"warning","enabledRules":["apca","contrast.text","touch-target"],"touchTargetMinimum":"material"}"#)
        #expect(try JSONDecoder().decode(CheckConfiguration.self, from: data) == configuration)
        let custom = try encoder.encode(CheckConfiguration(touchTargetMinimum: TouchTargetMinimum(points: 40) ?? .apple))
        #expect(String(decoding: custom, as: UTF8.self).contains(#""touchTargetMinimum":40"#))
    }
}
