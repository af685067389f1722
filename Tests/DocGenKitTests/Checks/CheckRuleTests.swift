import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenKit
@testable import DocGenSupport
@testable import TokenBuilds
import DocGenYAML
import ButtonModel
@testable import DocGenReview
@testable import DocGenChecks
import DocGenTestSupport
import ButtonModelTestSupport

/// Every rule is a `CheckRule`: its identifier, level, unit and description are values of its type, which
/// `CheckRuleID.rule` names; its evaluation runs through the protocol and its findings carry its identifier, typed,
/// and the one severity diagnostics have.
@Suite struct CheckRuleTests {
    /// The level and unit of each rule, as the manual's "Checks" page states them.
    static let expected: [CheckRuleID: (CheckLevel, CheckUnit)] = [
        .textContrast: (.cell, .contrastRatio), .nonTextContrast: (.cell, .contrastRatio), .focusRingContrast: (.cell, .contrastRatio),
        .apca: (.cell, .lightnessContrast), .focusAppearance: (.cell, .squarePixels), .touchTarget: (.size, .points),
        .textFits: (.size, .points), .deprecatedToken: (.variant, .none),
    ]

    @Test(arguments: CheckRuleID.allCases) func eachRuleTypeDeclaresItsFacts(_ id: CheckRuleID) throws {
        let rule = id.rule
        #expect(rule.id == id)
        #expect(rule.descriptor.id == id)
        #expect(!rule.descriptor.shortDescription.isEmpty && rule.descriptor.helpURI.hasPrefix("https://"))
        let (level, unit) = try #require(Self.expected[id])
        #expect(id.level == level && rule.level == level)
        #expect(id.unit == unit)
        #expect("\(id)" == id.rawValue, "a rule prints as its identifier")
    }

    /// The site lists every rule once.
    @Test func thePageOrderListsEveryRuleOnce() {
        #expect(CheckRuleID.pageOrder.count == CheckRuleID.allCases.count && Set(CheckRuleID.pageOrder) == Set(CheckRuleID.allCases))
    }

    /// What the protocol's evaluation gives is what the rule's own call gives, and it names the rule.
    @Test func evaluationThroughTheProtocolNamesTheRule() throws {
        let cell = ReportFixtures.cell()
        func verdict<Rule: CheckRule>(_ rule: Rule, _ subject: Rule.Subject) -> Finding? { rule.evaluate(subject) }
        let text = try #require(verdict(TextContrastRule(), (cell: cell, label: .white, fill: hex("#6b9cff"),
                                                            surface: hex("#111111"), fontSize: 16, fontSizeUnit: .cssPixels,
                                                            fontWeight: 600, isDisabled: false, tokens: [])))
        #expect(text.rule == .textContrast && !text.passed && text.severity == .error)
        let touch = try #require(verdict(TouchTargetRule(), (cell: cell, visualWidth: 32, visualHeight: 32, hitSlop: .zero,
                                                             slopSource: nil, tokens: [])))
        #expect(touch == TouchTargetRule().evaluate(cell: cell, visualWidth: 32, visualHeight: 32, tokens: []))
        #expect(touch.rule == .touchTarget && touch.measured == 32)
        let apca = try #require(verdict(APCARule(), (cell: cell, label: .white, fill: .white, surface: .white, isDisabled: true, tokens: [])))
        #expect(apca.rule == .apca && apca.severity == .note && apca.passed)
    }

    /// The site writes a measure in its rule's unit (the values of the checks page of the embedded site).
    @Test func unitsWriteTheirValues() {
        #expect(CheckUnit.contrastRatio.text(4.4799) == "4.47:1")
        #expect(CheckUnit.lightnessContrast.text(63.057) == "Lc 63.05")
        #expect(CheckUnit.points.text(40) == "40 pt")
        #expect(CheckUnit.squarePixels.text(612) == "612 px²")
        #expect(ChecksRenderer.formatted(44, rule: .touchTarget) == "44 pt")
    }

    /// An exempt cell's finding is a note, which every report writes `info`, as before the one severity.
    @Test func aNoteIsWrittenInfoInReports() throws {
        let report = ReportFixtures.report
        let exempt = try #require(report.findings.first { $0.cell.state == "disabled" })
        #expect(exempt.severity == .note)
        let json = report.json()
        #expect(json.contains("\"severity\": \"info\""))
        #expect(!json.contains("\"note\""))
        #expect(Diagnostic.Severity(findingName: "info") == .note && Diagnostic.Severity(findingName: "note") == nil)
        let change = CheckChange(kind: .moved, rule: .apca, severity: .note, cell: exempt.cell, before: nil, after: nil,
                                 message: "", hint: nil, location: nil)
        let encoded = String(decoding: try JSONEncoder().encode(change), as: UTF8.self)
        #expect(encoded.contains("\"severity\":\"info\"") && encoded.contains("\"rule\":\"apca\""))
        let decoded = try JSONDecoder().decode(CheckChange.self, from: Data(encoded.utf8))
        #expect(decoded.severity == .note)
    }
}
