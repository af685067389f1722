@testable import DocGenSupport
import Testing

/// Warnings grouped by code (issue 21: 226 warnings, 6,225 on another set, printed one per token with the one real
/// error after them).
@Suite struct WarningDigestTests {
    private func warning(_ code: String, _ line: Int, severity: Diagnostic.Severity = .warning) -> Diagnostic {
        Diagnostic(severity: severity, location: SourceLocation(file: "t.tokens.json", line: line, column: 1), code: code,
                   message: "message \(line)", hint: "hint \(code)")
    }

    @Test func aCodeSeenManyTimesPrintsItsCountAndFirstThreePlaces() {
        let diagnostics = (1...226).map { warning("tokens.nonstandard", $0) } + [warning("fonts.substituted", 900)]
            + [Diagnostic(location: SourceLocation(file: "x"), code: "tokens.cycle", message: "an error")]
        let digest = WarningDigest(diagnostics)
        #expect(digest.groups.map(\.code) == ["tokens.nonstandard", "fonts.substituted"])
        let text = digest.text(all: false)
        #expect(text.hasPrefix("warning: 226 × [tokens.nonstandard], the first 3:\n  t.tokens.json:1:1: warning: message 1 [tokens.nonstandard]\n      hint: hint tokens.nonstandard\n"))
        #expect(text.contains("  t.tokens.json:3:1: warning: message 3 [tokens.nonstandard]"))
        #expect(!text.contains("message 4 "))
        #expect(text.contains("  … and 223 more [tokens.nonstandard]: --warnings all prints every one."))
        #expect(text.hasSuffix("t.tokens.json:900:1: warning: message 900 [fonts.substituted]\n    hint: hint fonts.substituted"))
        #expect(!text.contains("an error"))
        #expect(digest.summary == "227 warnings (226 tokens.nonstandard, 1 fonts.substituted)")
    }

    @Test func allPrintsEveryOneAndNotesComeLast() {
        let digest = WarningDigest([warning("tokens.left-out", 1, severity: .note)] + (1...5).map { warning("tokens.deprecated", $0) })
        #expect(digest.groups.map(\.code) == ["tokens.deprecated", "tokens.left-out"])
        let text = digest.text(all: true)
        #expect((1...5).allSatisfy { text.contains("t.tokens.json:\($0):1: warning: message \($0) [tokens.deprecated]") })
        #expect(text.hasSuffix("t.tokens.json:1:1: note: message 1 [tokens.left-out]\n    hint: hint tokens.left-out"))
        #expect(digest.summary == "5 warnings (5 tokens.deprecated)")
    }
}
