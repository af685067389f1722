import ButtonModel
import Foundation
import DocGenKit

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
    package struct JSONDocument: Encodable {
        package struct Counts: Encodable {
            package var tokens: Int, cells: Int, newFailures: Int, fixed: Int, moved: Int, errors: Int
        }

        package var schemaVersion: Int
        package var verdict: String
        package var exitStatus: Int32
        package var counts: Counts
        package var base: DiffSide
        package var head: DiffSide
        package var bump: VersionBump
        package var problems: [DiffProblem]
        package var tokens: [TokenDiff]
        package var cells: [CellChange]
        package var checks: [CheckChange]
        package var notes: [String]
        package var valueOnlyCells: [CellChange]
        /// New failures the baseline accepts; left out when there are none.
        package var accepted: [CheckChange]?

        package init(_ diff: SiteDiff) {
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
            accepted = diff.accepted.isEmpty ? nil : diff.accepted
        }
    }
}
