import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

/// A token table fits its column: a composite value (a DTCG typography) is one member a line, a long name may break
/// after each dot, and each theme's value names its theme for the stacked phone layout.
@Suite struct FindingsLevelTokenTableTests {
    private var sets: [TokenSet] {
        TokenLoader().load(files: [], resolver: TokenFixtures.path("button/button.resolver.json")).sets
    }

    @Test func aCompositeIsOneMemberALine() {
        let html = TokenTableRenderer.html(sets: Array(sets.prefix(1)), prefix: nil)
        #expect(html.contains("<ul class=\"token-members\"><li><code>fontFamily: Inter, sans-serif</code></li><li><code>fontSize: 16px</code></li>"))
        #expect(!html.contains("<code>{fontFamily"), "no composite on one unbreakable line")
    }

    @Test func namesBreakAfterDotsAndThemesLabelTheirValues() {
        let html = TokenTableRenderer.html(sets: sets, prefix: "color.button")
        #expect(html.contains("<code>color.<wbr>button.<wbr>primary.<wbr>default.<wbr>background</code>"))
        #expect(html.contains("<td data-label=\"theme=light\"><div class=\"token-value\">"))
        #expect(html.contains("<td data-label=\"theme=dark\"><div class=\"token-value\">"))
        #expect(TokenTableRenderer.breakable("a.b<c") == "a.<wbr>b&lt;c")
    }
}
