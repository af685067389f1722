import Foundation

extension SiteDiff {
    /// The report as JSON: the same content as the markdown, keys sorted, two-space indented, so that the same diff
    /// always gives the same bytes. The shape is documented in the README (`docgen diff --format json`);
    /// `schemaVersion` changes when it changes incompatibly.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(JSONDocument(self))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The diff with its verdict, exit status and counts up front.
    struct JSONDocument: Encodable {
        struct Counts: Encodable {
            var tokens: Int, cells: Int, newFailures: Int, fixed: Int, moved: Int, errors: Int
        }

        var schemaVersion: Int
        var verdict: String
        var exitStatus: Int32
        var counts: Counts
        var base: DiffSide
        var head: DiffSide
        var bump: VersionBump
        var problems: [DiffProblem]
        var tokens: [TokenDiff]
        var cells: [CellChange]
        var checks: [CheckChange]
        var notes: [String]
        var valueOnlyCells: [CellChange]

        init(_ diff: SiteDiff) {
            schemaVersion = diff.schemaVersion
            verdict = diff.verdict
            exitStatus = diff.exitStatus
            counts = Counts(tokens: diff.changedTokenCount, cells: diff.cells.count, newFailures: diff.newFailures.count,
                            fixed: diff.fixed.count, moved: diff.moved.count, errors: diff.errors.count + diff.checks.filter(\.isNewError).count)
            base = diff.base
            head = diff.head
            bump = diff.bump
            problems = diff.problems
            tokens = diff.tokens
            cells = diff.cells
            checks = diff.checks
            notes = diff.notes
            valueOnlyCells = diff.valueOnlyCells
        }
    }
}
