@testable import DocGenSupport
import Testing

/// Warnings by consequence (issue 37: on one public system, 696 warnings that change button colors sat behind 3,590
/// others, and the first three shown were harmless): what changes a drawn value comes first, the widest first, with
/// its count; then the rest in their order.
@Suite struct WarningsByReachTests {
    private func warning(_ code: String, _ line: Int, path: String? = nil, reach: Int? = nil) -> Diagnostic {
        var diagnostic = Diagnostic(severity: .warning, location: SourceLocation(file: "t.tokens.json", line: line, column: 1, path: path),
                                    code: code, message: "message \(line)")
        diagnostic.reach = reach.map { Diagnostic.Reach($0, .cells) }
        return diagnostic
    }

    @Test func warningsThatChangeCellsComeFirstWidestFirst() {
        let harmless = (1...5).map { warning("tokens.nonstandard", $0) }
        let changing = [warning("tokens.nonstandard", 10, reach: 3), warning("tokens.nonstandard", 11, reach: 12)]
        let digest = WarningDigest(harmless + [warning("tokens.deprecated", 20)] + changing)
        #expect(digest.groups.map(\.changesValues) == [true, false, false])
        #expect(digest.groups.first?.diagnostics.map { $0.location.line } == [11, 10])
        let text = digest.text(all: false)
        #expect(text.hasPrefix("t.tokens.json:11:1: warning: message 11 [tokens.nonstandard]\n    changes: 12 cells docgen cannot be sure of\n" +
                               "t.tokens.json:10:1: warning: message 10 [tokens.nonstandard]\n    changes: 3 cells docgen cannot be sure of\n" +
                               "warning: 5 × [tokens.nonstandard], the first 3:"), "\(text)")
        #expect(digest.summary == "8 warnings (7 tokens.nonstandard, 1 tokens.deprecated), 2 changing drawn values")
    }

    @Test func aGroupOfManyThatChangeCellsSaysSo() {
        let digest = WarningDigest((1...5).map { warning("tokens.nonstandard", $0, reach: $0) })
        #expect(digest.text(all: false).hasPrefix("warning: 5 × [tokens.nonstandard] changing drawn values, the first 3 by reach:\n" +
                                                  "  t.tokens.json:5:1: warning: message 5"))
    }

    @Test func theReachIsSetOnWarningsAtATokenACountNames() {
        let error = Diagnostic(location: SourceLocation(file: "t", path: "a"), code: "tokens.cycle", message: "x")
        let reached = DiagnosticReach.apply(["a": 4, "b": 1], unit: .cells,
                                            to: [warning("tokens.nonstandard", 1, path: "a"), warning("tokens.deprecated", 2, path: "c"), error])
        #expect(reached.map(\.reach) == [Diagnostic.Reach(4, .cells), nil, nil], "an error keeps no reach: it stops the build")
    }
}
