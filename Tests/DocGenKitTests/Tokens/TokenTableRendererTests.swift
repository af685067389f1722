import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

@Suite struct TokenTableRendererTests {
    private var sets: [TokenSet] {
        TokenLoader().load(files: [], resolver: TokenFixtures.path("button/button.resolver.json")).sets
    }

    @Test func themesThatDifferSitSideBySide() {
        let html = TokenTableRenderer.html(sets: sets, prefix: "color.button")
        #expect(html.hasPrefix("<figure class=\"token-table\" role=\"region\" aria-label=\"Tokens under color.button, theme=light; theme=dark\" tabindex=\"0\">\n<table>\n<caption>Tokens under color.button, theme=light; theme=dark</caption>"))
        #expect(html.contains("<th scope=\"col\">Value (theme=light)</th><th scope=\"col\">Value (theme=dark)</th>"))
        #expect(html.contains("<tr id=\"token-color.button.primary.default.background\"><th scope=\"row\"><code>color.<wbr>button.<wbr>primary.<wbr>default.<wbr>background</code></th>"))
        #expect(html.contains("<span class=\"swatch\" style=\"--swatch: #0b5fffff\" role=\"img\" aria-label=\"#0b5fff\"></span><code>#0b5fff</code>"))
        #expect(html.contains("<span class=\"swatch\" style=\"--swatch: #7aa7ffff\""))
        // The hops are outside the prefix, so the table names them without linking to rows it does not have.
        #expect(html.contains("<ol class=\"alias-chain\" aria-label=\"Alias chain\"><li>color.<wbr>background.<wbr>brand</li><li>color.<wbr>palette.<wbr>blue.<wbr>300</li></ol>"))
        #expect(!html.contains("<tr id=\"token-color-palette-white\""), "rows outside the prefix are not listed")
    }

    @Test func hopsListedInTheTableLinkToTheirRows() {
        let html = TokenTableRenderer.html(sets: sets, prefix: nil)
        #expect(html.contains("<li><a href=\"#token-color.background.brand\">color.<wbr>background.<wbr>brand</a></li><li><a href=\"#token-color.palette.blue.300\">color.<wbr>palette.<wbr>blue.<wbr>300</a></li>"))
        #expect(html.contains("<tr id=\"token-color.palette.blue.300\">"))
    }

    @Test func identicalThemesShareOneTable() {
        let html = TokenTableRenderer.html(sets: sets, prefix: "size")
        #expect(html.contains("<caption>Tokens under size, the same in theme=light; theme=dark</caption>"))
        #expect(html.contains("<th scope=\"col\">Value</th><th scope=\"col\">Description</th>"))
        #expect(html.contains("<span class=\"dimension-bar\" style=\"--length: 44px\"></span><code>44px</code>"))
        #expect(html.contains("<td>Touch target height</td>"))
    }

    @Test func typographySpecimenAndDeprecationBadge() {
        let html = TokenTableRenderer.html(sets: Array(sets.prefix(1)), prefix: nil)
        #expect(html.contains("<span class=\"type-specimen\" style=\"font-family: &#39;Inter&#39;, sans-serif; font-size: 16px; font-weight: 600; letter-spacing: 0px; line-height: 1.25\">Ag</span>"))
        #expect(html.contains("<code>color.<wbr>palette.<wbr>gray.<wbr>old</code> <span class=\"badge badge-deprecated\">Deprecated</span> <span class=\"deprecation-reason\">Use color.palette.gray.900</span>"))
    }

    /// Values kept from outside the format show as written: a line height written as a length becomes the multiple
    /// of the font size CSS's unitless line-height takes, a relative unit keeps its unit, an opaque value its text.
    @Test func deviationsShowAsWritten() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
                   "letterSpacing": {"value": 0.5, "unit": "em"}, "lineHeight": {"value": 24, "unit": "px"}}},
             "label": {"$type": "string", "$value": "Submit"}}
            """)
        let html = TokenTableRenderer.html(sets: result.sets, prefix: nil)
        #expect(html.contains("letter-spacing: 0.5em; line-height: 1.5\">Ag</span>"), "\(html)")
        #expect(html.contains("<td>string</td>"))
        #expect(html.contains("<code>Submit</code>"))
    }

    @Test func everyTextFromTheFileIsEscaped() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"x<y>": {"$type": "typography", "$description": "<script>alert('x')</script> & co",
              "$deprecated": "use <b>",
              "$value": {"fontFamily": ["Evil'; } body { color: red", "serif"], "fontSize": {"value": 1, "unit": "rem"},
                         "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1}}}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let html = TokenTableRenderer.html(sets: result.sets, prefix: nil)
        #expect(!html.contains("<script>") && !html.contains("<b>") && !html.contains("x<y>"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co") || html.contains("&lt;script&gt;alert('x')&lt;/script&gt; &amp; co"))
        #expect(html.contains("id=\"token-x&lt;y&gt;\""))
        #expect(!html.contains("Evil&#39;;"))
        #expect(html.contains("font-family: &#39;Evil  body  color: red&#39;, serif"))
    }
}
