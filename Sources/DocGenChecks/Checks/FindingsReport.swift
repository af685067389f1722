import ButtonModel
import DesignTokens
import DocGenSupport

/// Every finding of a `docgen check` run, in a stable order, with the counts that decide the exit status.
public struct FindingsReport: Hashable, Sendable {
    public struct Summary: Hashable, Sendable, Codable {
        /// Failed findings of severity `error`: any makes the run fail.
        public var errors: Int
        /// Failed findings of severity `warning`.
        public var warnings: Int
        /// Findings that passed, exempt ones included.
        public var passed: Int
        /// Cells docgen could not reproduce exactly (`StateCell.isUncertain`): their findings measured docgen's reading.
        public var uncertain: Int

        public init(errors: Int, warnings: Int, passed: Int, uncertain: Int = 0) {
            self.errors = errors
            self.warnings = warnings
            self.passed = passed
            self.uncertain = uncertain
        }
    }

    /// The formats `docgen check --format` writes.
    public enum Format: String, CaseIterable, Sendable {
        case text, json, sarif, github
    }

    /// Sorted by system, component, variant, size, state, theme and rule; findings equal in all of these keep
    /// the order they were given in.
    public let findings: [Finding]
    public let summary: Summary
    /// The cells docgen could not reproduce exactly, sorted by path.
    public let uncertainCells: [CellReference]

    /// `uncertainCells`: the cells of the matrices checked that are uncertain (`StateMatrix.uncertainCells`); `nil`
    /// takes the cells of the findings about uncertain values.
    public init(findings: [Finding], uncertainCells: [CellReference]? = nil) {
        let uncertain = Set(uncertainCells ?? findings.filter(\.isUncertain).flatMap(\.coveredCells))
        self.uncertainCells = uncertain.sorted { ([$0.system, $0.component] + $0.segments).lexicographicallyPrecedes([$1.system, $1.component] + $1.segments) }
        let keyed = findings.enumerated().map { (key: Self.sortKey($0.element), offset: $0.offset, finding: $0.element) }
        self.findings = keyed.sorted { lhs, rhs in
            lhs.key == rhs.key ? lhs.offset < rhs.offset : lhs.key.lexicographicallyPrecedes(rhs.key)
        }.map(\.finding)
        summary = Summary(
            errors: findings.count(where: { !$0.passed && $0.severity == .error }),
            warnings: findings.count(where: { !$0.passed && $0.severity == .warning }),
            passed: findings.count(where: \.passed),
            uncertain: uncertain.count
        )
    }

    /// True when a failed error finding is present: `docgen check` then exits 1.
    public var hasFailingErrors: Bool { summary.errors > 0 }

    /// 1 when any error finding failed, else 0.
    public var exitStatus: Int32 { hasFailingErrors ? 1 : 0 }

    /// The findings that did not pass.
    public var failures: [Finding] { findings.filter { !$0.passed } }

    /// The report in `format`; `verbose` adds passed findings to the text format (the others always carry
    /// what their readers need: JSON everything, SARIF and GitHub the failures). `toolVersion`, docgen's, is what
    /// SARIF names the tool by.
    public func rendered(as format: Format, verbose: Bool = false, toolVersion: String) -> String {
        switch format {
        case .text: text(verbose: verbose)
        case .json: json()
        case .sarif: sarif(toolVersion: toolVersion)
        case .github: githubAnnotations()
        }
    }

    private static func sortKey(_ finding: Finding) -> [String] {
        let cell = finding.cell
        return [cell.system, cell.component, cell.variant, cell.size, cell.state, cell.theme, cell.surface ?? "", finding.rule.rawValue]
    }
}

extension Finding {
    /// Where a reader should look: the finding's location, or the definition of its first token.
    package var primaryLocation: SourceLocation? { location ?? tokens.first?.location }

    /// `acme button primary/md/pressed/dark`, and `/dark-scheme` on a surface of the axis; for a finding that stands
    /// for several cells, its scope and what it covers: `acme button primary/md (4 states × 2 themes)`.
    package var cellDescription: String {
        "\(cell.system) \(cell.component) \(scopeSegments.joined(separator: "/"))" + (isGrouped ? " (\(coverageDescription))" : "")
    }
}
