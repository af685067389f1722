import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenMarkdown

@Suite struct PipeTableTests {
    private func parse(_ body: String) throws(DirectiveError) -> PipeTable {
        try PipeTable.parse(body, at: DirectiveInvocation(name: "table", arguments: [], body: body, location: SourceLocation(file: "p.md", line: 4)))
    }

    @Test func alignmentsRowsAndLines() throws {
        let table = try parse("| Size | Height |\n| :-- | --: |\n| sm | 32 |\n\n| md | 44 |\n")
        #expect(table.header == ["Size", "Height"])
        #expect(table.alignments == [.left, .right])
        #expect(table.rows.map(\.cells) == [["sm", "32"], ["md", "44"]])
        #expect(table.rows.map(\.line) == [7, 9])
        #expect(table.headerLine == 5)
    }

    @Test func escapedPipeStaysInTheCell() {
        #expect(PipeTable.cells(of: #"| `a \| b` | c |"#) == ["`a | b`", "c"])
        #expect(PipeTable.cells(of: "no | outer") == ["no", "outer"])
    }

    @Test func aRowWiderThanTheHeaderNamesItsLine() {
        #expect(throws: DirectiveError(reason: .invalidBody("This row has 3 cells but the header has 2."),
                                       location: SourceLocation(file: "p.md", line: 7))) {
            try parse("| a | b |\n| - | - |\n| 1 | 2 | 3 |\n")
        }
    }

    @Test func theSecondRowMustBeTheDelimiter() {
        #expect(throws: DirectiveError.self) { try parse("| a | b |\n| 1 | 2 |\n") }
    }
}
