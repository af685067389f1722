import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenChecks
import DocGenTestSupport
import ButtonModelTestSupport

@Suite struct MatrixCheckerTests {
    static func findings(_ matrix: StateMatrix, configuration: CheckConfiguration = CheckConfiguration()) throws -> [Finding] {
        let measurer = try #require(ButtonFixtures.measurer)
        return MatrixChecker(configuration: configuration).findings(for: matrix.laidOut(with: measurer), measurer: measurer)
    }

    static func count(_ findings: [Finding], _ rule: CheckRuleID) -> Int { findings.filter { $0.rule == rule }.count }

    @Test func everyRuleRunsOnTheCellsItAppliesTo() throws {
        let matrix = try ButtonFixtures.backbaseMatrix()
        let findings = try Self.findings(matrix)
        let cells = matrix.cells.count
        #expect(Self.count(findings, .textContrast) == cells)
        #expect(Self.count(findings, .apca) == cells)
        // The touch target is a property of a size: once per variant and size, covering every cell of it.
        let touch = findings.filter { $0.rule == .touchTarget }
        #expect(touch.count == Set(matrix.cells.map { "\($0.variant)/\($0.size)" }).count)
        #expect(touch.flatMap(\.coveredCells).count == cells)
        #expect(Set(touch.flatMap(\.coveredCells)) == Set(matrix.cells.map(\.reference)))
        // Every Backbase variant draws a fill or a border; the focus ring only in focused cells.
        #expect(Self.count(findings, .nonTextContrast) == cells)
        #expect(Self.count(findings, .focusRingContrast) == matrix.cells.filter(\.flags.isFocused).count)
        #expect(findings.first?.cell == matrix.cells.first?.reference)
    }

    @Test func aButtonWithNeitherFillNorBorderHasNoBoundaryCheck() throws {
        let themes = [TestTokenSet(theme: "light").tokenSet]
        let findings = try Self.findings(SeedFixtures.matrix("swiftui.button.yaml", themes: themes))
        let borderless = findings.filter { $0.cell.variant == "borderless" }
        #expect(!borderless.isEmpty)
        #expect(Self.count(borderless, .nonTextContrast) == 0)
        #expect(Self.count(findings.filter { $0.cell.variant == "bordered" }, .nonTextContrast) > 0)
    }

    /// WCAG 2.2 SC 1.4.11 asks for the contrast of what identifies the control: a border that is not drawn
    /// (fully transparent) identifies nothing, so a filled button is judged by its fill.
    @Test func anInvisibleBorderLeavesTheFillAsTheBoundary() throws {
        let yaml = """
            component: Button
            surfaces: { page: "#ffffff" }
            states: { normal: {} }
            sizes:
              medium: { height: 44, minWidth: 88, paddingX: 24, iconSize: 20, gap: 8, cornerRadius: 22, borderWidth: 1, fontSize: 16, fontWeight: 600 }
            variants:
              primary:
                text: Continue
                surface: page
                colors:
                  background: { normal: "#0b5fff" }
                  label: { normal: "#ffffff" }
                  border: { normal: "#ffffff00" }
            """
        let definition = try ComponentDefinitionParser.parse(yaml: yaml, file: "inline.yaml")
        let matrix = try StateMatrixBuilder.build(definition, tokenSets: [TestTokenSet(theme: "light").tokenSet])
        let boundary = try #require(try Self.findings(matrix).first { $0.rule == .nonTextContrast })
        #expect(boundary.foreground?.hex == "#0b5fff")
        #expect(boundary.passed)
        #expect(boundary.message.hasPrefix("Fill #0b5fff"))
    }

    @Test func disabledCellsAreExemptFromContrast() throws {
        let findings = try Self.findings(ButtonFixtures.backbaseMatrix())
        let disabledText = findings.filter { $0.cell.state == "disabled" && $0.rule == .textContrast }
        #expect(!disabledText.isEmpty)
        #expect(disabledText.allSatisfy { $0.passed && $0.severity == .note })
    }

    /// The focus ring is held to 3:1 against the surface (WCAG 2.2 SC 1.4.11): a ring the color of the page fails.
    @Test func aFocusRingLikeTheSurfaceFails() throws {
        var definition = try ButtonFixtures.backbaseDefinition()
        definition.focusRing.color = ComponentValue(.color(.white), location: SourceLocation(file: "backbase.button.yaml", line: 5))
        let matrix = try StateMatrixBuilder.build(definition, tokenSets: ButtonFixtures.backbaseThemes)
        let rings = try Self.findings(matrix).filter { $0.rule == .focusRingContrast }
        let light = rings.filter { $0.cell.theme == "light" && $0.cell.variant == "primary" }
        #expect(!light.isEmpty && light.allSatisfy { !$0.passed && $0.measured == 1 })
        #expect(rings.filter { $0.cell.theme == "dark" && $0.cell.variant == "primary" }.allSatisfy { $0.passed })
    }

    /// The label's tokens travel with the finding so that the report names the file to fix.
    @Test func findingsCarryTheTokensOfTheirValues() throws {
        let findings = try Self.findings(ButtonFixtures.backbaseMatrix())
        let text = try #require(findings.first { $0.rule == .textContrast && $0.cell.variant == "primary" })
        #expect(text.tokens.map(\.role) == ["foreground", "background"])
        #expect(text.tokens.first?.path == "color.button.primary.default.foreground")
        #expect(text.tokens.first?.location.file == "tokens/light.json")
    }

    /// Touch targets (44 pt, Apple HIG): Backbase small is 32 pt high and reaches 44 with its 6 pt vertical hit slop;
    /// without the slop it fails.
    @Test func hitSlopCountsTowardTheTouchTarget() throws {
        let touch = try Self.findings(ButtonFixtures.backbaseMatrix()).filter { $0.rule == .touchTarget }
        #expect(touch.allSatisfy { $0.passed })
        var definition = try ButtonFixtures.backbaseDefinition()
        definition.sizes[0].hitSlopY = nil
        let matrix = try StateMatrixBuilder.build(definition, tokenSets: ButtonFixtures.backbaseThemes)
        let small = try Self.findings(matrix).filter { $0.rule == .touchTarget && $0.cell.size == "small" }
        #expect(!small.isEmpty && small.allSatisfy { !$0.passed && $0.measured == 32 })
    }

    /// The touch target is measured on the narrowest the button gets: Horizon's primary shows "Done" on success,
    /// shorter than "Continue"; with 4 pt padding the success label leaves it under 44 pt wide in every state.
    @Test func theShortestLabelSetsTheTouchTargetWidth() throws {
        let measurer = try #require(ButtonFixtures.measurer)
        var definition = try ComponentDefinitionParser.parse(yaml: Fixtures.text("button/horizon.button.yaml"), file: "h.yaml")
        definition.sizes[0].paddingX = ComponentValue(.number(4), location: SourceLocation(file: "h.yaml"))
        let matrix = try StateMatrixBuilder.build(definition, tokenSets: [SeedFixtures.horizonTokens])
        let done = try #require(matrix.cell(variant: "primary", size: "auto-width", state: "success", theme: "light"))
        let narrowest = ButtonGeometry(cell: done, measurer: measurer).width
        #expect(narrowest < 44)
        let active = try #require(try Self.findings(matrix).first {
            $0.rule == .touchTarget && $0.cell.variant == "primary" && $0.cell.size == "auto-width"
                && $0.cell.state == "active"
        })
        #expect(!active.passed)
        #expect(active.measured == narrowest)
    }

    @Test func anIconOnlyButtonIsCheckedAsItsSquareAndItsIconColor() throws {
        let themes = [TestTokenSet(theme: "light").tokenSet]
        let findings = try Self.findings(SeedFixtures.matrix("ods.button.yaml", themes: themes))
        let icon = findings.filter { $0.cell.variant == "icon" && $0.cell.state == "enabled" }
        let touch = try #require(icon.first { $0.rule == .touchTarget })
        #expect(touch.passed && touch.measured == 52)
        let text = try #require(icon.first { $0.rule == .textContrast })
        #expect(text.foreground?.hex == "#000000")
    }

    @Test func disabledRulesDoNotRun() throws {
        let configuration = CheckConfiguration(enabledRules: [.touchTarget])
        let findings = try Self.findings(ButtonFixtures.backbaseMatrix(), configuration: configuration)
        #expect(Set(findings.map(\.rule)) == [.touchTarget])
    }
}
