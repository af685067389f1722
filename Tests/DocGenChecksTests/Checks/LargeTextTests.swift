import Testing
@testable import ButtonModel
import DocGenChecks

/// WCAG 2.2, definition of "large scale (text)": at least 18 point, or 14 point bold; Understanding SC 1.4.3
/// and WebAIM give the CSS equivalents 24px and 18.66px, with bold meaning a weight of 700 or more.
@Suite struct LargeTextTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let size: Double
        let unit: LargeText.Unit
        let weight: Double
        let isLarge: Bool
        var testDescription: String { "\(size) \(unit.rawValue) weight \(Int(weight)) → \(isLarge ? "large" : "normal")" }
    }

    @Test(arguments: [
        Case(size: 24, unit: .cssPixels, weight: 400, isLarge: true),
        Case(size: 23.99, unit: .cssPixels, weight: 400, isLarge: false),
        Case(size: 23.99, unit: .cssPixels, weight: 600, isLarge: false),
        Case(size: 18.66, unit: .cssPixels, weight: 700, isLarge: true),
        Case(size: 18.65, unit: .cssPixels, weight: 700, isLarge: false),
        Case(size: 18.66, unit: .cssPixels, weight: 699, isLarge: false),
        Case(size: 20, unit: .cssPixels, weight: 900, isLarge: true),
        Case(size: 17, unit: .cssPixels, weight: 700, isLarge: false),
        Case(size: 16, unit: .cssPixels, weight: 400, isLarge: false),
        Case(size: 18, unit: .typographicPoints, weight: 400, isLarge: true),
        Case(size: 17.9, unit: .typographicPoints, weight: 400, isLarge: false),
        Case(size: 14, unit: .typographicPoints, weight: 700, isLarge: true),
        Case(size: 14, unit: .typographicPoints, weight: 400, isLarge: false),
        Case(size: 13.9, unit: .typographicPoints, weight: 700, isLarge: false),
    ])
    func thresholds(_ example: Case) {
        #expect(LargeText(fontSize: example.size, unit: example.unit, fontWeight: example.weight).isLarge == example.isLarge)
    }

    /// 18 pt is 24 px and 14 pt is 18.66… px (1 pt = 4/3 px, CSS Values 4 absolute lengths).
    @Test func pointsConvertToPixels() {
        #expect(LargeText(fontSize: 18, unit: .typographicPoints, fontWeight: 400).pixels == 24)
        #expect(abs(LargeText(fontSize: 14, unit: .typographicPoints, fontWeight: 700).pixels - 18.6667) < 0.0001)
    }

    @Test func thresholdFollowsSize() {
        #expect(TextContrastRule.minimum(for: LargeText(fontSize: 16, fontWeight: 600)) == 4.5)
        #expect(TextContrastRule.minimum(for: LargeText(fontSize: 19, fontWeight: 700)) == 3)
        #expect(TextContrastRule.minimum(for: LargeText(fontSize: 24, fontWeight: 400)) == 3)
    }
}
