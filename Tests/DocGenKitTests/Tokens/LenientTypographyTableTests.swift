import Testing
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

/// A typography without a family (Bubbly Lab's `text.tokens.jsonc`: `large-title` is weight 700, 36px, line height
/// 50px, its font set on the whole page) is shown in the page's font: the specimen sets no font-family to inherit it.
@Suite struct LenientTypographyTableTests {
    @Test func aSpecimenWithoutAFamilyInheritsThePagesFont() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"typography": {"$type": "typography", "large-title": {"$value": {"fontWeight": 700, "fontSize": "36px", "lineHeight": "50px"}}}}
            """)
        #expect(result.only["typography.large-title"] != nil, "\(result.diagnostics)")
        let html = TokenTableRenderer.html(sets: result.sets, prefix: nil)
        #expect(html.contains("<span class=\"type-specimen\" style=\"font-size: 36px; font-weight: 700; letter-spacing: 0px; line-height: 1.3889\">Ag</span>"),
                "\(html)")
        #expect(!html.contains("font-family"))
    }
}
