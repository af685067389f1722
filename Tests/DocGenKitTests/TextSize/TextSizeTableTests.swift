import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import ButtonModelTestSupport

/// The `text-sizes` part's table: the steps of `show` as columns, the widest label, its verdict, the theme asked for.
@Suite struct TextSizeTableTests {
    static func matrix() throws -> StateMatrix {
        try StateMatrixBuilder.build(try ComponentDefinitionParser.parse(yaml: TextSizeFixture.yaml, file: "h.yaml"),
                                     tokenSets: [TestTokenSet(theme: "light").tokenSet, TestTokenSet(theme: "dark").tokenSet])
    }

    @Test func theColumnsAreTheShownStepsAndTheLabelTheWidest() throws {
        let html = TextSizeTableRenderer.html(matrix: try Self.matrix(), size: "standalone", measurer: TextSizeFixture.measurer)
        for step in ["Large", "xxxLarge", "AX1", "AX3", "AX5"] { #expect(html.contains("<th scope=\"col\">\(step)</th>")) }
        #expect(!html.contains("<th scope=\"col\">AX2</th>"))
        #expect(html.contains(#"<span class="fallback">de</span>"#), "Verwerfen is wider than Dismiss")
        #expect(html.contains(#"<p class="text-fit fail">36 pt · <strong>truncated</strong>: needs 182.27 of 169 pt</p>"#))
        #expect(html.contains(">Verwerf…</text>"))
        #expect(html.contains("light theme") && !html.contains("dark theme"))
    }

    @Test func aThemeALanguageAndStepsCanBeChosen() throws {
        let html = TextSizeTableRenderer.html(matrix: try Self.matrix(), size: "standalone", theme: "dark", locale: "de",
                                              steps: ["AX2", "AX3"], measurer: TextSizeFixture.measurer)
        #expect(html.contains("dark theme") && !html.contains("light theme"))
        #expect(html.contains("<th scope=\"col\">AX2</th><th scope=\"col\">AX3</th></tr>"))
        #expect(html.contains(#"<p class="text-fit pass">30 pt · fits</p>"#))
        let english = TextSizeTableRenderer.html(matrix: try Self.matrix(), size: "standalone", steps: ["AX3"], measurer: TextSizeFixture.measurer)
        #expect(english.contains("Verwerf…"), "without a language, the widest label is drawn")
        let written = TextSizeTableRenderer.html(matrix: try Self.matrix(), size: "standalone", locale: "en", steps: ["AX3"],
                                                 measurer: TextSizeFixture.measurer)
        #expect(written.contains(">Dismiss</text>") && written.contains(#"<span class="fallback">en</span>"#),
                "the definition's own language draws its text")
    }
}
