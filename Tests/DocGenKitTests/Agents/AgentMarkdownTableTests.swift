import Testing
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview

@Suite struct AgentMarkdownTableTests {
    @Test func cellsEscapePipesAndKeepToOneLine() {
        #expect(MarkdownTable.cell("a | b\nc") == "a \\| b c")
        #expect(MarkdownTable.cell("already \\| escaped") == "already \\| escaped", "an escaped pipe is not escaped twice")
        #expect(MarkdownTable.code("x|y") == "`x\\|y`", "GFM reads `\\|` in a code span inside a table as a pipe")
        #expect(MarkdownText.code("a`b") == "``a`b``")
    }

    @Test func aTableHasAHeaderADelimiterRowAndPaddedRows() {
        let table = MarkdownTable(header: ["A", "B"], delimiters: [":--", "--:"], rows: [["1"], ["2", "3"]])
        #expect(table.markdown == "| A | B |\n| :-- | --: |\n| 1 |   |\n| 2 | 3 |\n")
    }

    @Test func proseIsEscapedWhereMarkdownWouldReadIt() {
        #expect(MarkdownText.escaped("#1 *not* [a](b) #2") == "\\#1 \\*not\\* \\[a\\](b) #2")
        #expect(MarkdownText.link("SVG", to: "a b.svg") == "[SVG](<a b.svg>)")
    }
}
