import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenKit
@testable import DocGenReview

/// The twin replaces each part's fence by the lines cmark parsed it from, and keeps code blocks as written.
@Suite struct AgentPageSourceLinesTests {
    static func twin(_ page: String) throws -> String {
        try AgentSite.text(try AgentSite.acme(["acme/lines.md": page]), "acme/lines.md")
    }

    @Test func aLineRightAfterAPartIsKeptApartFromItsTable() throws {
        let twin = try Self.twin("""
            ---
            title: Lines
            ---
            ```docgen table
            | A |
            | --- |
            | 1 |
            ```
            Text right after the fence.
            """)
        #expect(twin.hasSuffix("| A |\n| --- |\n| 1 |\n\nText right after the fence.\n"), "\(twin)")
    }

    @Test func aLinkInACodeBlockStaysAsWrittenAndOneOutsideLeadsToTheTwin() throws {
        let twin = try Self.twin("""
            ---
            title: Lines
            ---
            See [the button](index.md).

            ```markdown
            See [the button](index.md).
            ```

            - In a list:

                  [indented code](index.md)
            """)
        #expect(twin.contains("See [the button](../acme.md).\n\n```markdown\nSee [the button](index.md).\n```\n"), "\(twin)")
        #expect(twin.contains("      [indented code](index.md)"), "\(twin)")
    }

    @Test func aFenceThatLooksLikeAPartInsideACodeBlockIsCode() throws {
        let twin = try Self.twin("""
            ---
            title: Lines
            ---
            ````markdown
            ```docgen table
            | A |
            | --- |
            ```
            ````
            """)
        #expect(twin.contains("````markdown\n```docgen table\n| A |\n| --- |\n```\n````"), "\(twin)")
    }
}

/// The twin prints the documents the page's HTML was rendered from, not documents of its own.
@Suite struct AgentTwinDocumentTests {
    struct Marked: PartDocument {
        var shows: PartShows { PartShows() }
        var html: String { "" }
        var markdown: String { "Printed from the rendered document." }
    }

    @Test func theTwinPrintsTheDocumentsThePageWasRenderedFrom() throws {
        var context = try AgentSite.acme()
        let page = try #require(context.pages.first { $0.outputPath == "acme/index.html" })
        let rendered = try #require(context.partDocuments[page.outputPath])
        #expect(rendered.count == page.document.directives.count)
        context.partDocuments[page.outputPath] = rendered.map { _ in Marked() }
        let (twin, problems) = PageMarkdown(context: context).markdown(of: page)
        #expect(problems.isEmpty)
        #expect(twin.components(separatedBy: "Printed from the rendered document.").count == rendered.count + 1, "\(twin)")

        // A page whose documents are not kept (its HTML was not rendered) has them built for its twin.
        context.partDocuments[page.outputPath] = nil
        let (rebuilt, _) = PageMarkdown(context: context).markdown(of: page)
        #expect(!rebuilt.contains("Printed from the rendered document.") && rebuilt.contains("| Variant |"))
    }
}
