import ButtonModel
import DocGenSupport
import DesignTokens

/// Cells and findings counted apart, for a page's header: a cell is what the matrix draws, a finding what one rule
/// says about one cell or (for a size-level rule) about every cell of a size.
///
///     Checked 150 cells against 5 rules: 20 cells fail, 4 advisory, 126 pass · 108 findings: 30 failed, 6 advisory, 72 passed
///
/// A cell fails when a finding about it failed with severity `error`, is advisory when its only failures are
/// warnings, and passes otherwise (exempt findings pass). Uncertain cells (values docgen could not reproduce) are
/// counted besides, whatever their checks say: `…, 126 pass, 12 uncertain · …`.
public struct CheckTally: Hashable, Sendable {
    public var cells: Int
    public var rules: Int
    public var failingCells: Int
    public var advisoryCells: Int
    public var passingCells: Int
    public var findings: Int
    public var summary: FindingsReport.Summary
    /// Cells docgen could not reproduce exactly (`StateCell.isUncertain`), whatever their checks say.
    public var uncertainCells: Int

    /// `uncertainCells`: the cells of the system's matrices that are uncertain; `nil` takes those of the findings about
    /// uncertain values.
    public init(findings: [Finding], uncertainCells: [CellReference]? = nil) {
        var failing: Set<CellReference> = []
        var advisory: Set<CellReference> = []
        var all: Set<CellReference> = []
        for finding in findings {
            let cells = finding.coveredCells
            all.formUnion(cells)
            guard !finding.passed else { continue }
            if finding.severity == .error { failing.formUnion(cells) } else if finding.severity == .warning { advisory.formUnion(cells) }
        }
        advisory.subtract(failing)
        cells = all.count
        rules = Set(findings.map(\.rule)).count
        failingCells = failing.count
        advisoryCells = advisory.count
        passingCells = all.count - failing.count - advisory.count
        self.findings = findings.count
        summary = FindingsReport(findings: findings, uncertainCells: uncertainCells).summary
        self.uncertainCells = summary.uncertain
    }

    /// `Checked 150 cells against 5 rules`.
    public var checkedText: String { "Checked \(Self.count(cells, "cell")) against \(Self.count(rules, "rule"))" }
    /// `20 cells fail`, `1 cell fails`.
    public var failingCellsText: String { "\(Self.count(failingCells, "cell")) fail\(failingCells == 1 ? "s" : "")" }
    /// `4 advisory`.
    public var advisoryCellsText: String { "\(advisoryCells) advisory" }
    /// `126 pass`, `1 passes`.
    public var passingCellsText: String { "\(passingCells) pass\(passingCells == 1 ? "es" : "")" }
    /// `12 uncertain`: cells docgen could not reproduce.
    public var uncertainCellsText: String { "\(uncertainCells) uncertain" }
    /// What an uncertain cell is, for the mark's title.
    public static let uncertainExplanation = "docgen could not reproduce these cells' values exactly (a recipe it does not compute, "
        + "a keyword it approximates, or a source that disagrees with the team's build); their checks measured docgen's reading"
    /// `108 findings: 30 failed, 6 advisory, 72 passed` (advisory left out when there are none).
    public var findingsText: String {
        "\(Self.count(findings, "finding")): \(summary.errors) failed, " + (summary.warnings > 0 ? "\(summary.warnings) advisory, " : "")
            + "\(summary.passed) passed"
    }

    /// The whole line as plain text, as the header reads.
    public var line: String {
        let parts = [failingCells > 0 ? failingCellsText : nil, advisoryCells > 0 ? advisoryCellsText : nil, passingCellsText,
                     uncertainCells > 0 ? uncertainCellsText : nil].compactMap { $0 }
        return "\(checkedText): \(parts.joined(separator: ", ")) · \(findingsText)"
    }

    package static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
