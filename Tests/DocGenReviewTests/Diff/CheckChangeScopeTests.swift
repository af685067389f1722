import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
@testable import DocGenChecks

/// A check judged per size (`touch-target`, `text.fits`) changes as one: the diff names the size and what it covers,
/// in every report, not the first of its cells.
@Suite struct CheckChangeScopeTests {
    static func cell(_ state: String, _ theme: String) -> CellReference {
        CellReference(system: "acme", component: "Button", variant: "primary", size: "small", state: state, theme: theme)
    }

    static func touchTarget(passed: Bool, measured: Double) -> Finding {
        var finding = Finding(rule: .touchTarget, severity: .error, passed: passed, cell: cell("default", "light"),
                              measured: measured, required: 44, message: "Hit area 64x\(measured) pt")
        finding.covers = [cell("default", "light"), cell("pressed", "light"), cell("default", "dark"), cell("pressed", "dark")]
        return finding
    }

    @Test func aSizesChangeNamesTheSizeAndWhatItCovers() throws {
        let changes = CheckComparer.compare([Self.touchTarget(passed: true, measured: 44)], [Self.touchTarget(passed: false, measured: 32)])
        let change = try #require(changes.first)
        #expect(changes.count == 1 && change.kind == .newFailure)
        #expect(change.covers?.count == 4)
        #expect(change.title == "acme · primary / small (2 states × 2 themes)")
        let side = SiteDiff.DiffSide(name: "main", description: "revision main")
        let diff = SiteDiff(base: side, head: side, tokens: [], cells: [], checks: changes, problems: [], bump: VersionBump(tokens: []),
                            notes: [])
        #expect(diff.markdown().contains("acme · primary / small (2 states × 2 themes)"))
        #expect(diff.githubAnnotations().contains("touch-target acme primary / small (2 states × 2 themes)"))
    }

    @Test func aCellsChangeKeepsItsPath() throws {
        let before = Finding(rule: .textContrast, severity: .error, passed: true, cell: Self.cell("default", "dark"), measured: 4.6,
                             required: 4.5, message: "m")
        var after = before
        after.passed = false
        after.measured = 4.2
        let change = try #require(CheckComparer.compare([before], [after]).first)
        #expect(change.covers == nil)
        #expect(change.title == "acme · primary / small / default / dark")
    }
}
