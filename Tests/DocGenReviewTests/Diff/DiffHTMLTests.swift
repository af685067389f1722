import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

/// The visual report's page (`Assets/report/`) on a diff that reaches every part of it: a new cell and a changed
/// one, checks on both sides, more new failures than the table shows unfolded, fixed and moved checks, an error the
/// diff found, notes, and text that needs escaping in every place the input lands. The snapshot holds the report's
/// bytes as a visual review (tiles named for what they count, filters, the site's design); re-record it with
/// `DOCGEN_RECORD_SNAPSHOTS=1` when the report's templates change on purpose.
@Suite struct DiffHTMLTests {
    static func decode<T: Decodable>(_ type: T.Type, _ json: String) -> T {
        try! JSONDecoder().decode(type, from: Data(json.utf8))
    }

    static func measure(_ measured: Double, passed: Bool, foreground: String? = "#ffffff", background: String? = "#0b5fff") -> CheckMeasure {
        let colors = [foreground.map { "\"foreground\": \"\($0)\"" }, background.map { "\"background\": \"\($0)\"" }].compactMap { $0 }
        return decode(CheckMeasure.self, "{\"measured\": \(measured), \"required\": 4.5, \"passed\": \(passed)\(colors.map { ", " + $0 }.joined())}")
    }

    static func result(_ rule: String, _ measured: Double, passed: Bool, severity: String = "error") -> CheckResult {
        decode(CheckResult.self, "{\"rule\": \"\(rule)\", \"severity\": \"\(severity)\", \"passed\": \(passed), \"measured\": \(measured), \"required\": 4.5}")
    }

    static var diff: SiteDiff {
        var diff = DiffMarkdownTests.largeDiff(2)
        diff.base = .init(name: "main<'\">", description: "revision main & co (1234567)")
        diff.cells[0].kind = .added
        diff.cells[0].svgBefore = nil
        diff.cells[0].svgAfter = "<svg/>"
        diff.cells[0].surfaceAfter = "#000\"<x>"
        diff.cells[0].checksAfter = [result("contrast.text", 2.38, passed: false), result("apca", 61.2, passed: false, severity: "warning")]
        diff.cells[1].svgBefore = "<svg/>"
        diff.cells[1].svgAfter = "<svg/>"
        diff.cells[1].checksBefore = [result("contrast.text", 5.12, passed: true), result("touch-target", 44, passed: true)]
        diff.cells[1].checksAfter = [result("contrast.text", 3.1, passed: false), result("touch-target", 44, passed: true)]
        diff.cells[1].values.append(CellValueChange(name: "label \"x\"", before: nil, after: "Click <me>", tokensBefore: ["a.b"], tokensAfter: []))
        let cell = diff.cells[1].cell
        diff.checks = (0..<14).map { index in
            CheckChange(kind: .newFailure, rule: .textContrast, severity: index.isMultiple(of: 2) ? .error : .warning, cell: cell,
                        before: measure(5 + Double(index) / 100, passed: true), after: measure(2.38, passed: false, foreground: index == 3 ? nil : "#fff'"),
                        message: "m", hint: nil, location: nil)
        } + [
            CheckChange(kind: .fixed, rule: .focusRingContrast, severity: .error, cell: cell, before: nil, after: measure(3, passed: true, foreground: nil, background: nil),
                        message: "m", hint: nil, location: nil),
            CheckChange(kind: .moved, rule: .apca, severity: .note, cell: cell, before: measure(60.456, passed: true), after: nil,
                        message: "m", hint: nil, location: nil),
        ]
        diff.problems = [DiffProblem(code: .removedUndeprecated, severity: .error, system: "acme", path: "color.gone", themes: ["light"],
                                     message: "color.gone was removed <now>.", hint: "Deprecate it \"first\".",
                                     location: SourceLocation(file: "tokens/a&b.json", line: 3, column: 7))]
        diff.notes = ["A note with <b>markup</b> & 'quotes'."]
        diff.tokens[0].system = ""
        diff.tokens[0].theme = "dark & <light>"
        return diff
    }

    @Test func reportPageIsTheRecordedBytes() {
        let files = Self.diff.htmlFiles()
        #expect(files.map(\.path) == ["index.html", "cells/0001-head.svg", "cells/0002-base.svg", "cells/0002-head.svg"])
        assertSnapshot(files[0].contents, named: "diff-report.html")
    }

    @Test func emptyDiffSaysNothingDiffers() {
        var diff = DiffMarkdownTests.largeDiff(0)
        diff.tokens = []
        let html = diff.htmlFiles()[0].contents
        #expect(html.contains("<p class=\"empty\">Nothing differs.</p>\n</main></body></html>\n"))
        #expect(!html.contains("<h2>"))
    }
}
