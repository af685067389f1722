import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenKit
@testable import DocGenReview

/// A `matrix` part drawn at a text size and in another language: the page's Markdown twin says the size and the
/// labels the page draws, because both print the part's one document.
///
/// Reference values: Apple HIG "Dynamic Type sizes" (subheadline 15 pt at Large, 36 pt at AX3). The German label,
/// "Weiter", is the usual German button text for "Continue", chosen here only to tell the two languages apart.
@Suite struct AgentMatrixTextSizeTests {
    static let component = """
        component: Button
        locale: en
        textSize:
          scale: dynamic-type
          textStyle: subheadline
          height: minimum
        surfaces:
          page: { light: "{color.palette.white}", dark: "{color.palette.gray.900}" }
        states:
          default: {}
        sizes:
          medium: { height: 44, paddingX: 16, fontSize: 15, fontWeight: 600, lineHeight: 1.2, cornerRadius: 8 }
        variants:
          primary:
            text: Continue
            labels: { de: Weiter }
            surface: page
            colors:
              background: "{color.button.primary.default.background}"
              label: "{color.button.primary.default.foreground}"
        """

    static func site() throws -> BuildContext {
        try AgentSite.acme([
            "acme/button.component.yaml": component,
            "acme/sizes.md": """
            ---
            title: Sizes
            ---
            ```docgen matrix theme=light textSize=AX3 locale=de
            ```
            """,
        ])
    }

    @Test func theTwinOfAMatrixAtATextSizeAndLocaleShowsThatSizeAndThoseLabels() throws {
        let context = try Self.site()
        let markdown = try AgentSite.text(context, "acme/sizes.md")
        let table = AgentSite.block(markdown, startingWith: "| Variant |")
        #expect(markdown.contains("Button state matrix, theme `light`, at text size `AX3`, labels in `de`:\n"), "\(markdown)")
        #expect(table.first?.hasSuffix("| Checks | Label as drawn |") == true, "\(table)")
        #expect(table.count == 3, "header, delimiter, one cell: \(table)")
        #expect(table.last?.hasSuffix("| `Weiter`, 36 pt, fits |") == true, "\(table)")
        #expect(!markdown.contains("Continue"), "the English label is not what the page draws")

        // The page's HTML draws the same label at the same size.
        let html = try AgentSite.text(context, "acme/sizes/index.html")
        #expect(html.contains(#"font-size="36""#) && html.contains(">Weiter</text>"))
        #expect(!html.contains(">Continue</text>"))
    }

    @Test func theTwinOfAMatrixAtTheWrittenSizeKeepsItsColumns() throws {
        let markdown = try AgentSite.text(try Self.site(), "acme.md")
        let table = AgentSite.block(markdown, startingWith: "| Variant | Status | Size | State | Background |")
        #expect(table.first == "| Variant | Status | Size | State | Background | Label | Border | Focus ring | Checks |")
        #expect(table.count == 3, "header, delimiter, one cell: \(table)")
        #expect(!markdown.contains("Label as drawn"))
    }
}
