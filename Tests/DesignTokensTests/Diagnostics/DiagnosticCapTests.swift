import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// Diagnostics are printed at most `DiagnosticCap.perCode` per code, then one line counting the rest of that code,
/// so that 200,000 repeated names print about a hundred lines, and another code found after them still shows.
@Suite struct DiagnosticCapTests {
    private func diagnostic(_ code: String, _ line: Int, _ severity: Diagnostic.Severity = .warning) -> Diagnostic {
        Diagnostic(severity: severity, location: SourceLocation(file: "t.json5", line: line, column: 1), code: code, message: "message \(line)")
    }

    @Test func eachCodeShowsItsFirstHundredThenACount() {
        let many = (1...200_000).map { diagnostic("json.repeated-name", $0) } + [diagnostic("tokens.cycle", 1, .error)]
        let cap = DiagnosticCap(many)
        #expect(cap.shown.count == DiagnosticCap.perCode + 1)
        #expect(cap.shown.last?.code == "tokens.cycle", "a later code is not lost")
        #expect(cap.shown.prefix(DiagnosticCap.perCode).map(\.location.line) == Array(1...DiagnosticCap.perCode))
        #expect(cap.omissionLines == ["… and \(200_000 - DiagnosticCap.perCode) more [json.repeated-name] diagnostics"])
        #expect(cap.lines.count == DiagnosticCap.perCode + 2)
    }

    @Test func fewDiagnosticsAreAllShown() {
        let few = (1...3).map { diagnostic("a", $0) }
        #expect(DiagnosticCap(few).shown == few)
        #expect(DiagnosticCap(few).omissionLines.isEmpty)
        #expect(DiagnosticCap(few + [diagnostic("a", 4)], perCode: 3).omissionLines == ["… and 1 more [a] diagnostic"])
    }

    /// 200,000 names repeated in one JSON5 object: one warning each, printed as a hundred and a count.
    @Test func repeatedJSON5NamesPrintABoundedNumberOfLines() throws {
        let count = 200_000
        let text = "{t: {$type: 'number', " + String(repeating: "$value: 1, ", count: count) + "$value: 2}}"
        let directory = try TemporaryDirectory()
        try directory.write("many.tokens.json5", text)
        let result = TokenLoader().load(files: [directory.url("many.tokens.json5").path], resolver: nil, select: [:])
        let repeated = result.diagnostics.filter { $0.code == result.diagnostics.first?.code }
        #expect(repeated.count >= count)
        let lines = DiagnosticCap(result.diagnostics).lines
        #expect(lines.count < 3 * DiagnosticCap.perCode, "\(lines.count) lines")
        #expect(lines.last?.hasPrefix("… and ") == true)
    }
}
