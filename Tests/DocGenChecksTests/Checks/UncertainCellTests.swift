import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenChecks
import DocGenTestSupport
import ButtonModelTestSupport

/// A value docgen reads but cannot reproduce makes every cell it paints uncertain, and the checks on that cell say so
/// instead of asking for another token.
///
/// The token file writes a Style Dictionary color recipe beside `value` whose type docgen does not compute
/// (`"modify": [{"type": "luminance", "amount": 0.9}]`, a chroma-js function Paragon's transform would call): the fill and
/// the label are then the same color as docgen reads them, the case of a public system read before its recipes were computed ("Label #0a3055 on fill
/// #0a3055 … change the token" where the team's label is white).
@Suite struct UncertainCellTests {
    static let tokens = """
        {
          "color": {
            "$type": "color",
            "navy": { "$value": "#0a3055" },
            "label": { "$value": "#0a3055", "modify": [{ "type": "luminance", "amount": 0.9 }] },
            "fill": { "$value": "{color.navy}" }
          }
        }
        """

    static let definition = """
        system: P
        component: Button
        surfaces: { page: "#ffffff" }
        states:
          default: {}
          focused: { fallback: default, focused: true }
        sizes:
          md: { height: 44, paddingX: 16, fontSize: 16 }
        variants:
          primary:
            text: Save
            surface: page
            colors: { background: "{color.fill}", label: "{color.label}" }
          plain:
            text: Cancel
            surface: page
            colors: { background: "#ffffff", label: "{color.navy}" }
        """

    static func matrix() throws -> (StateMatrix, TemporaryDirectory) {
        let (loaded, directory) = try TokenFixtures.load(json: tokens)
        let definition = try ComponentDefinitionParser.parse(yaml: definition, file: "p.yaml")
        return (try StateMatrixBuilder.build(definition, tokenSets: loaded.sets), directory)
    }

    @Test func aTokenWithAnUnreadMemberMakesThePartAndTheCellUncertain() throws {
        let (matrix, directory) = try Self.matrix()
        withExtendedLifetime(directory) {}
        let cell = try #require(matrix.cell(variant: "primary", size: "md", state: "default", theme: "default"))
        #expect(cell.colors.label.isUncertain)
        #expect(cell.colors.label.uncertainties.first?.cause == .unreadMember)
        #expect(cell.colors.label.uncertainties.first?.carrier == "color.label")
        #expect(!cell.colors.background.isUncertain)
        #expect(cell.isUncertain)
        #expect(cell.uncertainties.map(\.carrier) == ["color.label"])
        // The icon takes the label's color, and with it the label's uncertainty.
        #expect(cell.colors.icon.isUncertain)
        let plain = try #require(matrix.cell(variant: "plain", size: "md", state: "default", theme: "default"))
        #expect(!plain.isUncertain)
        #expect(matrix.uncertainCells.map(\.variant) == ["primary", "primary"])
    }

    @Test func theContrastFindingSaysDocgenCouldNotReproduceTheValueAndHowToGiveTheBuild() throws {
        let (matrix, directory) = try Self.matrix()
        withExtendedLifetime(directory) {}
        let measurer = try #require(ButtonFixtures.measurer)
        let findings = MatrixChecker().findings(for: matrix.laidOut(with: measurer), measurer: measurer)
        let text = try #require(findings.first { $0.rule == .textContrast && $0.cell.variant == "primary" && $0.cell.state == "default" })
        #expect(!text.passed)
        #expect(text.severity == .error, "the level stays as the rule gives it")
        #expect(text.isUncertain)
        #expect(text.message.hasPrefix("Uncertain: docgen could not reproduce a value measured here (color.label: "))
        #expect(text.message.contains("\"modify\""))
        let hint = try #require(text.hint)
        #expect(hint.contains("tokens: { build: … }"))
        #expect(!hint.lowercased().contains("change the"), "an uncertain value is docgen's reading, not the team's token")
        // A check that measured no uncertain value is left as it was.
        let plain = try #require(findings.first { $0.rule == .textContrast && $0.cell.variant == "plain" })
        #expect(!plain.isUncertain)
        #expect(!plain.message.contains("Uncertain"))
        // The focus ring takes the label's color: its check measured an uncertain value too.
        let ring = try #require(findings.first { $0.rule == .focusRingContrast && $0.cell.variant == "primary" })
        #expect(ring.isUncertain)
    }

    @Test func theReportCountsUncertainCellsAndStrictMakesTheirFailuresErrors() throws {
        let (matrix, directory) = try Self.matrix()
        withExtendedLifetime(directory) {}
        let measurer = try #require(ButtonFixtures.measurer)
        let findings = MatrixChecker().findings(for: matrix.laidOut(with: measurer), measurer: measurer)
        let report = FindingsReport(findings: findings, uncertainCells: matrix.uncertainCells)
        #expect(report.summary.uncertain == 2)
        #expect(report.summaryLine.hasSuffix("; 2 cells uncertain (docgen could not reproduce their values)"))
        // Without the cells, the report counts the cells of the findings that measured uncertain values.
        #expect(FindingsReport(findings: findings).summary.uncertain == 2)
        let advisory = try #require(findings.first { $0.rule == .apca && $0.isUncertain && !$0.passed })
        #expect(advisory.severity == .warning)
        #expect(advisory.strictAboutUncertainty.severity == .error)
        var certain = advisory
        certain.uncertainties = []
        #expect(certain.strictAboutUncertainty.severity == .warning)
    }

    @Test func thePageHeaderTallyCountsUncertainCells() throws {
        let (matrix, directory) = try Self.matrix()
        withExtendedLifetime(directory) {}
        let measurer = try #require(ButtonFixtures.measurer)
        let findings = MatrixChecker().findings(for: matrix.laidOut(with: measurer), measurer: measurer)
        let tally = CheckTally(findings: findings, uncertainCells: matrix.uncertainCells)
        #expect(tally.uncertainCells == 2)
        #expect(tally.line.contains(", 2 uncertain · "))
        #expect(!CheckTally(findings: findings.filter { !$0.isUncertain }, uncertainCells: []).line.contains("uncertain"))
    }
}
