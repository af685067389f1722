import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
import ButtonModelTestSupport

/// Padding per side (`paddingStart`, `paddingEnd`; where an icon is drawn, `withLeadingIcon` / `withTrailingIcon`) and
/// `minimumHitArea`: what the fields resolve to, and the errors when a side has no padding or both `hitSlop` and
/// `minimumHitArea` set the touch area.
@Suite struct GeometryPaddingTests {
    static func yaml(size fields: String, variant: String = "") -> String {
        GeometryFixtures.yaml(size: fields, variant: variant).replacingOccurrences(of: "    paddingX: 16\n", with: "")
    }

    static func errors(_ yaml: String) -> [Diagnostic] {
        do {
            _ = try ComponentDefinitionParser.parse(yaml: yaml, file: "button.component.yaml")
            return []
        } catch {
            return error.diagnostics
        }
    }

    static func cell(_ yaml: String) throws -> StateCell {
        let definition = try ComponentDefinitionParser.parse(yaml: yaml, file: "button.component.yaml")
        let (matrix, errors) = StateMatrixBuilder.buildCollecting(definition, tokenSets: [GeometryExpressionTests.tokens])
        #expect(errors.isEmpty, "\(errors)")
        return try #require(matrix.cells.first)
    }

    @Test func oneSideWithoutTheOtherOrPaddingXIsAnError() {
        let errors = Self.errors(Self.yaml(size: "paddingStart: 12"))
        #expect(errors.map(\.message) == ["the size gives 'paddingStart' but neither 'paddingEnd' nor 'paddingX'"])
        #expect(errors.first?.hint == "add 'paddingEnd', or 'paddingX' for every side not given")
        #expect(errors.first?.location.path == "sizes.medium")
        #expect(Self.errors(Self.yaml(size: "")).map(\.message) == ["required field 'paddingX' is missing"])
    }

    @Test func eachSideFallsBackToPaddingX() throws {
        let cell = try Self.cell(GeometryFixtures.yaml(size: "paddingEnd: 24"))
        #expect(cell.metrics.start.value == 16)
        #expect(cell.metrics.end.value == 24)
        #expect(cell.metrics.named.map(\.name).prefix(4) == ["height", "minWidth", "paddingStart", "paddingEnd"])
        let geometry = ButtonGeometry(cell: cell, labelWidth: 50, textWidth: 50, capHeightRatio: 0.7)
        #expect(geometry.width == 90)
        #expect(geometry.contentX == 16)
    }

    /// Material 3's text button: 12 px on each side, 12 before a leading icon and 16 after the label, 16 before the
    /// label and 12 after a trailing icon (m3.material.io/components/buttons/specs).
    @Test func theWithIconPaddingAppliesOnlyWhereTheIconIsDrawn() throws {
        let fields = "paddingX: 12\nwithLeadingIcon: { paddingEnd: 16 }\nwithTrailingIcon: { paddingStart: 16 }"
        let plain = try Self.cell(Self.yaml(size: fields))
        #expect((plain.metrics.start.value, plain.metrics.end.value) == (12, 12))
        #expect(!plain.metrics.hasSidePadding)
        let icon = try Self.cell(Self.yaml(size: fields, variant: "leadingIcon: plus"))
        #expect((icon.metrics.start.value, icon.metrics.end.value) == (12, 16))
        #expect(icon.metrics.end.location.path == "sizes.medium.withLeadingIcon.paddingEnd")
        let trailing = try Self.cell(Self.yaml(size: fields, variant: "trailingIcon: arrow"))
        #expect((trailing.metrics.start.value, trailing.metrics.end.value) == (16, 12))
    }

    /// With both icons, each side takes its own icon's padding first.
    @Test func eachSideTakesItsOwnIconsPaddingFirst() throws {
        let fields = "paddingX: 24\nwithLeadingIcon: { paddingStart: 16, paddingEnd: 20 }\nwithTrailingIcon: { paddingStart: 18, paddingEnd: 14 }"
        let both = try Self.cell(Self.yaml(size: fields, variant: "leadingIcon: plus\ntrailingIcon: arrow"))
        #expect((both.metrics.start.value, both.metrics.end.value) == (16, 14))
        let errors = Self.errors(Self.yaml(size: "paddingX: 4\nwithLeadingIcon: { paddingX: 16 }"))
        #expect(errors.map(\.code) == ["component.unknown-field"])
        #expect(errors.first?.location.path == "sizes.medium.withLeadingIcon.paddingX")
    }

    @Test func onlyPaddingXKeepsTheSymmetricMetrics() throws {
        let cell = try Self.cell(GeometryFixtures.yaml())
        #expect(!cell.metrics.hasSidePadding)
        #expect(cell.metrics.named.map(\.name).contains("paddingX"))
        #expect(!cell.metrics.named.map(\.name).contains("paddingStart"))
    }

    @Test(arguments: [("hitSlop: 2", "horizontal and vertical"), ("hitSlop: { vertical: 4 }", "vertical")])
    func minimumHitAreaBesideHitSlopIsAnError(_ slop: String, _ axes: String) {
        let errors = Self.errors(GeometryFixtures.yaml(size: "minimumHitArea: 48\n" + slop))
        #expect(errors.map(\.message) == ["'minimumHitArea' and 'hitSlop' both set the touch area (\(axes))"])
        #expect(errors.first?.location.path == "sizes.medium.minimumHitArea")
    }

    @Test func minimumHitAreaFromALiteral() throws {
        let cell = try Self.cell(GeometryFixtures.yaml(size: "height: 32\nminimumHitArea: 44").replacingOccurrences(of: "    height: 44\n", with: ""))
        #expect(cell.metrics.hitSlopY.value == 6)
        #expect(cell.metrics.hitSlopY.written == "max(0, (44 − height 32) / 2)")
        #expect(cell.metrics.hitSlopX(width: 30).value == 7)
    }
}
