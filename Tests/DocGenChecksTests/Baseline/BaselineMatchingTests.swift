import DesignTokens
@testable import DocGenSupport
import Testing
@testable import ButtonModel
@testable import DocGenChecks
import DocGenTestSupport
import ButtonModelTestSupport

/// An accepted failure is matched by rule, cell and measured pair (both colors, or the measured size), never by the
/// message's words. Colors and thresholds from `ReportFixtures` (WCAG 2.2 SC 1.4.3, Apple's 44 pt touch target).
@Suite struct BaselineMatchingTests {
    /// The fixture's failures, and a 20 × 20 pt target under Apple's 44 pt.
    static var failures: [Finding] { ReportFixtures.report.failures + [smallTarget] }
    static var findings: [Finding] { ReportFixtures.report.findings + [smallTarget] }
    static var smallTarget: Finding {
        TouchTargetRule().evaluate(cell: ReportFixtures.cell(variant: "icon", size: "xs", state: "default", theme: "light"),
                                   visualWidth: 20, visualHeight: 20, hitSlop: EdgeOutsets(all: 0), tokens: [])
    }

    @Test func aRewordedMessageStillMatches() throws {
        let baseline = Baseline(failuresOf: Self.failures)
        var reworded = try #require(Self.failures.first { $0.rule == .textContrast })
        reworded.message = "The label is hard to read."
        reworded.hint = nil
        reworded.measured += 0.000_1 // float noise below the printed decimals
        #expect(baseline.accepts(BaselineEntry(reworded)))
        let verdict = BaselineVerdict(findings: Self.findings.map { $0.rule == .textContrast && !$0.passed ? reworded : $0 },
                                      baseline: baseline, file: "b.json")
        #expect(verdict.newFailures.isEmpty && verdict.exitStatus == 0)
        #expect(verdict.accepted.count == Self.failures.count)
    }

    @Test func aDifferentMeasuredPairDoesNotMatch() throws {
        let baseline = Baseline(failuresOf: Self.failures)
        var darker = try #require(Self.failures.first { $0.rule == .textContrast })
        darker.background = hex("#7aa7ff")
        #expect(!baseline.accepts(BaselineEntry(darker)))
        var touch = try #require(Self.failures.first { $0.rule == .touchTarget })
        #expect(baseline.accepts(BaselineEntry(touch)))
        touch.measured = 30
        #expect(!baseline.accepts(BaselineEntry(touch)))
        var otherCell = try #require(Self.failures.first { $0.rule == .textContrast })
        otherCell.cell.theme = "light"
        #expect(!baseline.accepts(BaselineEntry(otherCell)))
        var otherRule = try #require(Self.failures.first { $0.rule == .textContrast })
        otherRule.rule = .focusRingContrast
        #expect(!baseline.accepts(BaselineEntry(otherRule)))
        // Held against the findings: the changed pair is a new failure, and its entry is fixed as "fails otherwise".
        let findings = Self.findings.map { $0.rule == .textContrast && !$0.passed ? darker : $0 }
        let verdict = BaselineVerdict(findings: findings, baseline: baseline, file: "b.json")
        #expect(verdict.newFailures == [darker])
        #expect(verdict.exitStatus == 1)
        #expect(verdict.fixed.map(\.now) == [.failsOtherwise])
    }

    @Test func entriesWithoutAFailureAreFixed() {
        let baseline = Baseline(failuresOf: Self.failures)
        let passing = Self.findings.map { finding -> Finding in
            var finding = finding
            if finding.rule == .touchTarget { finding.passed = true }
            return finding
        }
        let verdict = BaselineVerdict(findings: passing.filter { $0.rule != .apca }, baseline: baseline, file: "b.json")
        #expect(Set(verdict.fixed.map(\.now)) == [.passes, .gone])
        #expect(verdict.fixed.first { $0.entry.rule == "touch-target" }?.now == .passes)
        #expect(verdict.fixed.first { $0.entry.rule == "apca" }?.now == .gone)
    }

    @Test func theFileIsSortedAndReadsBackAsWritten() throws {
        let baseline = Baseline(failuresOf: Self.failures.reversed() + Self.failures)
        #expect(baseline.entries.count == Self.failures.count, "repeats are written once")
        #expect(baseline.json() == Baseline(failuresOf: Self.failures).json())
        let reader = BaselineReader(path: "b.json", files: InMemoryFileSource())
        let read = try reader.parse(Array(baseline.json().utf8)).get()
        #expect(read == baseline)
        #expect(Baseline(entries: []).json() == "{\n  \"version\": 1,\n  \"accepted\": []\n}\n")
    }

    @Test func eachProblemOfAFileHasItsPlaceAndPath() {
        let reader = BaselineReader(path: "b.json", files: InMemoryFileSource())
        func problems(_ text: String) -> [String] {
            guard case .failure(let error) = reader.parse(Array(text.utf8)) else { return [] }
            return error.diagnostics.map { "\($0.location) \($0.code)" }
        }
        #expect(problems("[]") == ["b.json:1:1 (/) baseline.not-an-object"])
        #expect(problems("{\"accepted\": []}") == ["b.json:1:1 (/) baseline.version"])
        #expect(problems("{\"version\": 2, \"accepted\": []}") == ["b.json:1:13 (/version) baseline.version"])
        #expect(problems("{\"version\": 1, \"accepted\": {}}") == ["b.json:1:28 (/accepted) baseline.type"])
        #expect(problems("{\"version\": 1, \"accepted\": [], \"extra\": 1}") == ["b.json:1:41 (/extra) baseline.unknown-key"])
        let entry = "\"system\": \"acme\", \"component\": \"button\", \"variant\": \"primary\", \"size\": \"md\", \"state\": \"rest\", \"theme\": \"dark\""
        #expect(problems("{\"version\": 1, \"accepted\": [{\"rule\": \"apca\", \(entry)}]}").map { $0.hasSuffix("(/accepted/0) baseline.measure") } == [true])
        #expect(problems("{\"version\": 1, \"accepted\": [{\"rule\": \"apca\", \(entry), \"measured\": \"3\", \"foreground\": \"#ffffff\"}]}").map { $0.hasSuffix("baseline.measure") } == [true])
        #expect(problems("{\"version\": 1, \"accepted\": [{\"rule\": \"apca\", \(entry), \"foreground\": \"#fff\", \"background\": \"#000000\"}]}").map { $0.hasSuffix("(/accepted/0/foreground) baseline.color") } == [true])
        #expect(problems("{\"version\": 1, \"accepted\": [{\(entry), \"measured\": \"3\"}]}").map { $0.hasSuffix("(/accepted/0) baseline.missing-key") } == [true])
        #expect(problems("{\"version\": 1,\n \"accepted\": [\n  {\"rule\": 4, \(entry), \"measured\": \"3\"}]}") == ["b.json:3:12 (/accepted/0/rule) baseline.type"])
    }
}
