import Testing
@testable import DocGenSupport
import DocGenMarkdown

@Suite struct HeadingIDsTests {
    private func heading(_ text: String) -> MarkdownHeading {
        MarkdownHeading(level: 2, text: text, html: text, location: SourceLocation(file: "p.md"))
    }

    @Test(arguments: [
        ("Touch target (44 pt)", "touch-target-44-pt"),
        ("  Contrast: WCAG 2.2 & APCA ", "contrast-wcag-2-2-apca"),
        ("Überblick", "überblick"),
        ("!!!", "section"),
    ])
    func slugs(text: String, expected: String) {
        #expect(HeadingIDs.slug(text) == expected)
    }

    @Test func duplicatesAndReservedIDsGetSuffixes() {
        let ids = HeadingIDs.make(for: [heading("States"), heading("States"), heading("Main"), heading("States")])
        #expect(ids == ["states", "states-1", "main-1", "states-2"])
    }
}
