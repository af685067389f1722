import DesignTokens
import Testing
@testable import ButtonDraft

/// Names split into words as the public sets write them (the research corpus's pitfall 7: glued segments).
@Suite struct NameSplitterTests {
    @Test(arguments: [
        ("bgColor", ["bg", "color"]),                                      // Primer
        ("primaryButtonTextHovered", ["primary", "button", "text", "hovered"]), // Fluent v8
        ("COLOR_BACKGROUND_BUTTON_BRAND_HOVER", ["color", "background", "button", "brand", "hover"]), // Salesforce Theo
        ("enabled-bg", ["enabled", "bg"]),                                 // Swiss Post
        ("label-activeDisabled", ["label", "active", "disabled"]),         // Sage
        ("line_height", ["line", "height"]),                               // Kong
        ("HTMLButton", ["html", "button"]),
        ("state layer", ["state", "layer"]),
        ("icon/fill", ["icon", "fill"]),
        ("_", ["_"]),                                                      // Kong's rest
        ("@base", ["@base"]),                                              // Firefox's rest and default size
    ])
    func splitsASegment(segment: String, words: [String]) {
        #expect(NameSplitter.words(of: segment) == words, "\(segment)")
    }

    @Test func joinsPhrasesLongestFirstAcrossSegments() {
        let vocabulary = DraftVocabulary.standard
        let words = NameWords(TokenPath(dotted: "kui.button.padding.inline.start.bgColor"), phrases: vocabulary.phrases,
                              longest: vocabulary.longestPhrase)
        #expect(words.words.map(\.text) == ["kui", "button", "padding inline start", "bg color"])
        #expect(words.words[2].segment == 2 && words.words[2].lastSegment == 4)
        #expect(words.words[3].segment == 5 && words.words[3].index == 0 && words.words[3].endsSegment)
    }

    @Test func keepsTheRestMarkersAsWords() {
        let vocabulary = DraftVocabulary.standard
        let kong = NameWords(TokenPath(dotted: "button.color.background.primary._"), phrases: vocabulary.phrases, longest: vocabulary.longestPhrase)
        #expect(kong.words.last?.text == "_")
        let firefox = NameWords(TokenPath(dotted: "button.font.size.@base"), phrases: vocabulary.phrases, longest: vocabulary.longestPhrase)
        #expect(firefox.words.map(\.text) == ["button", "font size", "@base"])
    }
}
