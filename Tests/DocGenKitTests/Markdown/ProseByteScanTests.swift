import Testing
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenMarkdown

/// The byte scans of the Markdown path answer as the character-by-character readings they replace.
@Suite struct ProseByteScanTests {
    /// The reading of `UnsafeMarkup.unsafeScheme` as text, character by character.
    private func schemeAsText(_ destination: String) -> String? {
        let normalized = String(decoding: destination.utf8.lazy.filter { $0 > 0x20 && $0 != 0x7F }.prefix(16), as: UTF8.self).lowercased()
        return UnsafeMarkup.schemes.first { normalized.hasPrefix($0) }
    }

    @Test(arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", " java\tscript:x", "\u{1}vbscript:msgbox", "DATA:text/html,x", "file:///etc/passwd",
        "javascript:\u{301}x", "data:\u{0308}", "javascr\u{130}pt:x", "data", "dat", "", "page-00374.md", "https://example.com",
        "ja va sc ri pt:x", "\u{212A}javascript:", "javascript\u{301}:", "fil\u{E9}:", "               data:x", "data:\u{7F}x",
    ])
    func unsafeSchemes(destination: String) {
        #expect(UnsafeMarkup.unsafeScheme(of: destination) == schemeAsText(destination), "\(destination.debugDescription)")
    }

    @Test(arguments: [
        "Touch target (44 pt)", "Variant surface disabled 1", "  --  ", "", "A\r\nB", "C# and F#", "x_y-z.w", "ÜBER straße", "Ǆ digraph", "١٢٣ digits",
        "Tab\there", "MiXeD CaSe 9", "\u{1}control",
    ])
    func headingSlugs(text: String) {
        #expect(HeadingIDs.slug(text) == HeadingIDs.characterSlug(text), "\(text.debugDescription)")
    }

    @Test(arguments: [
        ("page-00374.md#part", ContentLinkResolver.Resolution.rewritten("../page-00374/index.html#part")),
        ("page-00374.md#a:b", .rewritten("../page-00374/index.html#a:b")),
        ("pagé.md", .missingPage("guides/pagé.md")),
        ("x#\u{301}y.md", .missingPage("guides/x#\u{301}y.md")),
        ("é:x.md", .unchanged),
        ("a1+.-:rest", .unchanged),
        ("1a:x.md", .missingPage("guides/1a:x.md")),
        (":x.md", .missingPage("guides/:x.md")),
    ])
    func linksWithHashesColonsAndLettersBeyondASCII(destination: String, expected: ContentLinkResolver.Resolution) {
        let resolver = ContentLinkResolver(outputPaths: ["guides/page-00000.md": "page-00000/index.html", "guides/page-00374.md": "page-00374/index.html"])
        #expect(resolver.resolve(destination, fromContentPath: "guides/page-00000.md") == expected)
    }
}
