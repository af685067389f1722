import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
@testable import DocGenChecks

/// The results page lists every rule docgen checks, each measured in its own unit.
@Suite struct ChecksRendererRulesTests {
    @Test func everyRuleHasItsRowAndItsFailures() {
        #expect(Set(ChecksRenderer.ruleOrder) == Set(CheckRuleID.allCases))
        let cell = CellReference(system: "s", component: "Button", variant: "primary", size: "medium", state: "normal", theme: "light")
        let findings = CheckRuleID.allCases.map { rule in
            Finding(rule: rule, severity: .error, passed: false, cell: cell, measured: 1, required: 2, message: "\(rule.rawValue) fails")
        }
        let html = ChecksRenderer.html(findings: findings, themes: ["light"])
        for rule in CheckRuleID.allCases {
            #expect(html.contains("<tr><th scope=\"row\"><code>\(rule.rawValue)</code></th>"), "no summary row for \(rule.rawValue)")
            #expect(html.contains("\(rule.rawValue) fails"), "no failure row for \(rule.rawValue)")
        }
    }

    @Test(arguments: [(CheckRuleID.textFits, "182.27 pt"), (.focusAppearance, "612 px²"), (.touchTarget, "182.27 pt"),
                      (.textContrast, "182.27:1"), (.apca, "Lc 182.27")])
    func eachRuleInItsUnit(_ rule: CheckRuleID, _ expected: String) {
        let value = rule == .focusAppearance ? 612 : 182.27
        #expect(ChecksRenderer.formatted(value, rule: rule) == expected)
    }
}
