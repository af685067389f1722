import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenKit

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
