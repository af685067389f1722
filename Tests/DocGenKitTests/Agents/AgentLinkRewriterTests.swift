import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenKit
@testable import DocGenReview

/// The twin rewrites exactly the destinations the page's parse placed: a link to another page leads to its twin, text
/// that only looks like a link stays as written. The `acme` fixture's `acme/lines.md` is the page; `index.md` beside it
/// is the system's page, whose twin is `../acme.md` from `acme/lines.md`'s twin.
@Suite struct AgentLinkRewriterTests {
    /// The twin of a page whose body is `body`.
    static func twin(_ body: String) throws -> String {
        try AgentSite.text(try AgentSite.acme(["acme/lines.md": "---\ntitle: Lines\n---\n" + body]), "acme/lines.md")
    }

    @Test func aCodeSpanHoldingALinkShapedStringStaysAsWritten() throws {
        let twin = try Self.twin("Write `[a](index.md)` to link [the button](index.md).\n")
        #expect(twin.contains("Write `[a](index.md)` to link [the button](../acme.md).\n"), "\(twin)")
    }

    @Test func anEscapedBracketIsNoLinkAndStaysAsWritten() throws {
        let twin = try Self.twin("Not a link: \\[a](index.md); a link: [the button](index.md).\n")
        #expect(twin.contains("Not a link: \\[a](index.md); a link: [the button](../acme.md).\n"), "\(twin)")
    }

    @Test func twoLinksWithTheSameDestinationAreBothRewritten() throws {
        let twin = try Self.twin("[One](index.md) and [two](index.md).\n")
        #expect(twin.contains("[One](../acme.md) and [two](../acme.md).\n"), "\(twin)")
    }

    @Test func aLinkWhoseTextHoldsABracketAndParenthesis() throws {
        let twin = try Self.twin("See [the `](index.md)` trick](index.md).\n")
        #expect(twin.contains("See [the `](index.md)` trick](../acme.md).\n"), "\(twin)")
    }

    @Test func aReferenceLinkAndItsDefinition() throws {
        let twin = try Self.twin("See [the button][b] and [b].\n\n[b]: index.md \"The button\"\n")
        #expect(twin.contains("See [the button][b] and [b].\n\n[b]: ../acme.md \"The button\"\n") || twin.hasSuffix("[b]: ../acme.md \"The button\""),
                "\(twin)")
    }

    @Test func aDefinitionInsideAQuoteAndOneBeforeAParagraph() throws {
        let twin = try Self.twin("> [q]: index.md\n\n[p]: index.md\nSee [q] and [p].\n")
        #expect(twin.contains("> [q]: ../acme.md\n\n[p]: ../acme.md\nSee [q] and [p]."), "\(twin)")
    }

    @Test func anImage() throws {
        let twin = try Self.twin("![A drawing](../pictures/a.svg) and [a page](index.md).\n")
        #expect(twin.contains("![A drawing](pictures/a.svg) and [a page](../acme.md).\n"), "\(twin)")
    }

    @Test func aLinkOverASoftLineBreak() throws {
        let twin = try Self.twin("A link over\ntwo [lines of\ntext](index.md) ends here.\n")
        #expect(twin.contains("A link over\ntwo [lines of\ntext](../acme.md) ends here.\n"), "\(twin)")
    }

    @Test func linksInAListItemAndABlockQuote() throws {
        let twin = try Self.twin("""
            - An item with [a link](index.md)
              and, indented, [another](index.md).
                 [A third](index.md), further in.

            > A quote with [a link](index.md)
            >   and [another](index.md).
            lazily [a third](index.md).
            """)
        for line in ["- An item with [a link](../acme.md)", "  and, indented, [another](../acme.md).", "     [A third](../acme.md), further in.",
                     "> A quote with [a link](../acme.md)", ">   and [another](../acme.md).", "lazily [a third](../acme.md)."] {
            #expect(twin.contains(line + "\n") || twin.hasSuffix(line), "\(line) in \(twin)")
        }
    }

    @Test func aLinkAfterACodeSpanOverTwoLinesInAListItem() throws {
        let twin = try Self.twin("- A `code\n  span` then [a link](index.md#part) after it.\n")
        #expect(twin.contains("  span` then [a link](../acme.md) after it."), "\(twin)")
    }

    @Test func anAutolinkIsKept() throws {
        let twin = try Self.twin("<https://example.com/index.md> and [the button](index.md).\n")
        #expect(twin.contains("<https://example.com/index.md> and [the button](../acme.md).\n"), "\(twin)")
    }

    @Test func anAngleBracketDestination() throws {
        let twin = try Self.twin("See [the button](<index.md>) and [a file](<../pictures/a b.svg>).\n")
        #expect(twin.contains("See [the button](<../acme.md>) and [a file](<pictures/a%20b.svg>).\n"), "\(twin)")
    }

    @Test func aTitle() throws {
        let twin = try Self.twin("See [the button](index.md \"The button\") and [again](index.md 'index.md').\n")
        #expect(twin.contains("See [the button](../acme.md \"The button\") and [again](../acme.md 'index.md').\n"), "\(twin)")
    }

    @Test func multiByteTextBeforeALinkAndATab() throws {
        let twin = try Self.twin("Été — 日本語 🇫🇷 [le bouton](index.md).\n- \tÜber\n  ünd\t[den Knopf](index.md).\n")
        #expect(twin.contains("Été — 日本語 🇫🇷 [le bouton](../acme.md).\n- \tÜber\n  ünd\t[den Knopf](../acme.md).\n"), "\(twin)")
    }
}
