import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
@testable import DocGenChecks

/// Each page's Markdown twin: the generated parts as pipe tables, links between pages pointing at the twins.
@Suite struct AgentPageMarkdownTests {
    static let tokensFile = "acme/tokens/button.tokens.json"

    /// The acme fixture with a pipe in a token's description and a page that uses every other part.
    static func site(pipeline: BuildPipeline = .preview) throws -> BuildContext {
        let tokens = try String(contentsOf: AgentSite.packageRoot.appendingPathComponent("Tests/DocGenEndToEndTests/Fixtures/acme/Content/\(tokensFile)"),
                                encoding: .utf8)
        return try AgentSite.acme([
            tokensFile: tokens.replacingOccurrences(of: "Fill of the primary button", with: "Fill | primary"),
            "acme/parts.md": """
            ---
            title: Parts
            description: Every part.
            ---
            See [the button](index.md), [the home page](../index.md#top), [a picture](/favicon.svg) and [elsewhere](https://example.com).
            ```docgen table caption="Sizes"
            | Size | Height |
            | :-- | --: |
            | small | 32 \\| 40 |
            ```
            ```docgen anatomy
            ```

            ```docgen spec theme=light
            ```
            """,
        ], pipeline: pipeline)
    }

    @Test func aPageIsWrittenBesideItsFolder() {
        #expect(AgentPaths.markdownPath(ofPage: "orange/index.html") == "orange.md")
        #expect(AgentPaths.markdownPath(ofPage: "guides/writing-pages/index.html") == "guides/writing-pages.md")
        #expect(AgentPaths.markdownPath(ofPage: "index.html") == "index.md")
    }

    @Test func tokensAreATablePerThemeWithThePipeEscaped() throws {
        let markdown = try AgentSite.text(try Self.site(), "acme.md")
        #expect(markdown.hasPrefix("# Acme Button\n\n## Gallery\n"))
        let light = AgentSite.block(markdown, startingWith: "Tokens under `color.button`, theme `theme=light`")
        let dark = AgentSite.block(markdown, startingWith: "Tokens under `color.button`, theme `theme=dark`")
        #expect(light.count == 1 && dark.count == 1, "a caption line, then a blank line, then the table")
        let table = AgentSite.block(markdown, startingWith: "| Token | Type | Value | Alias chain | Description | Deprecated |")
        #expect(table.count == 4, "header, delimiter, two tokens")
        #expect(table.contains("| `color.button.primary.default.background` | color | `#0b5fff` | `color.background.brand` → `color.palette.blue.600` | Fill \\| primary |   |"),
                "\(table)")
        #expect(markdown.components(separatedBy: "| Token | Type |").count == 3, "one table per theme")
    }

    @Test func theMatrixIsARowPerVariantSizeAndStateWithVerdicts() throws {
        let markdown = try AgentSite.text(try Self.site(), "acme.md")
        let table = AgentSite.block(markdown, startingWith: "| Variant | Status | Size | State | Background | Label | Border | Focus ring | Checks |")
        #expect(table.count == 2 + 2 * 3, "two sizes × three states")
        #expect(table[2].hasPrefix("| `primary` | stable | small | default | `#0b5fff` | `#ffffff` | none | not shown | "))
        #expect(table[2].contains("contrast.text pass"))
        #expect(markdown.contains("Button state matrix, theme `light`:") && markdown.contains("Button state matrix, theme `dark`:"))
    }

    @Test func checksAreARowPerFindingInReportOrder() throws {
        let context = try Self.site()
        let markdown = try AgentSite.text(context, "acme.md")
        let table = AgentSite.block(markdown, startingWith: "| Rule | Level | Result | Cell | Measured | Required | Message |")
        let findings = FindingsReport(findings: context.findings.filter { $0.cell.system == "acme" }).findings
        #expect(table.count == 2 + findings.count)
        let first = try #require(findings.first)
        #expect(table[2].hasPrefix("| `\(first.rule)` | \(first.severity.rawValue) | \(first.passed ? "pass" : "fail") | \(first.cell.path) | "))
    }

    @Test func theGalleryAndDiagramsLinkToTheSiteSVGFiles() throws {
        let context = try Self.site()
        let markdown = try AgentSite.text(context, "acme.md")
        #expect(markdown.contains("![primary small, default](acme/../buttons/acme/primary/small--default--light.svg)") == false)
        #expect(markdown.contains("![primary small, default](buttons/acme/primary/small--default--light.svg)"))
        #expect(context.output["buttons/acme/primary/small--default--light.svg"] != nil)
        let parts = try AgentSite.text(context, "acme/parts.md")
        let image = try #require(parts.split(separator: "\n").first { $0.hasPrefix("![Anatomy") })
        let url = String(try #require(image.split(separator: "(").last?.dropLast()))
        #expect(url.hasPrefix("../diagrams/acme/"))
        #expect(context.output[String(url.dropFirst(3))] != nil, "the anatomy drawing is a file of the site")
        #expect(parts.contains("| Measure | Value | Token |"))
    }

    @Test func linksBetweenPagesPointAtTheTwins() throws {
        let parts = try AgentSite.text(try Self.site(), "acme/parts.md")
        #expect(parts.hasPrefix("# Parts\n\n> Every part.\n\nSee [the button](../acme.md), [the home page](../index.md), "
                                + "[a picture](../favicon.svg) and [elsewhere](https://example.com).\n\n**Sizes**\n\n"))
        #expect(parts.contains("| Size | Height |\n| :-- | --: |\n| small | 32 \\| 40 |\n"), "the pipe in a cell stays escaped")
        let home = try AgentSite.text(try Self.site(), "index.md")
        #expect(home.contains("[Acme Design System](acme.md)"), "the comparison links to the system's twin")
    }

    @Test func theHTMLPagesAreTheSameWithoutTheAgentStep() throws {
        let context = try Self.site()
        let without = try Self.site(pipeline: BuildPipeline(steps: BuildPipeline.preview.steps.filter { $0.id != .writeAgentFiles }))
        #expect(without.output.files.count < context.output.files.count)
        for (path, content) in without.output.files {
            #expect(context.output[path] == content, "\(path) differs")
        }
    }
}
