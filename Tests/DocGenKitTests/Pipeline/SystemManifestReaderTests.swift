import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenMarkdown

@Suite struct SystemManifestReaderTests {
    private let reader = SystemManifestReader(path: "Content/backbase/system.yaml")

    @Test func readsAFullManifest() throws {
        let (manifest, diagnostics) = reader.read("""
            name: Backbase Design System
            platform: UIKit
            tokens:
              resolver: tokens/backbase.resolver.json
            components:
              - button.component.yaml
            """)
        #expect(diagnostics.isEmpty)
        let value = try #require(manifest)
        #expect(value.name == "Backbase Design System")
        #expect(value.platform == "UIKit")
        #expect(value.tokenResolver == "tokens/backbase.resolver.json")
        #expect(value.components == ["button.component.yaml"])
    }

    @Test func fontsMapFamiliesToFilesRelativeToTheSystemFolder() throws {
        let (manifest, diagnostics) = reader.read("""
            name: Backbase Design System
            fonts:
              DejaVu Sans: [fonts/DejaVuSans.ttf, /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf]
              Roboto: fonts/Roboto.ttf
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(try #require(manifest).fonts == [
            "DejaVu Sans": ["Content/backbase/fonts/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"],
            "Roboto": ["Content/backbase/fonts/Roboto.ttf"],
        ])
        let (_, problems) = reader.read("name: X\nfonts:\n  Roboto: [a.ttf, { b: c }]\n")
        #expect(problems.map(\.code) == ["fonts.invalid"])
        #expect(problems.first?.location.line == 3)
    }

    @Test func everyProblemHasItsLineAndColumn() {
        let (manifest, diagnostics) = reader.read("""
            platform: UIKit
            tokens:
              resolvr: x.json
            components: button.yaml
            colour: blue
            """)
        #expect(manifest == nil)
        let found = diagnostics.map { "\($0.location.line ?? 0):\($0.location.column ?? 0) \($0.code)" }
        #expect(found == ["3:3 system.unknown-key", "4:13 system.type", "5:1 system.unknown-key", "1:0 system.no-name"])
    }

    @Test func pagesBelongToTheInnermostSystemFolder() {
        var context = BuildContext(configuration: BuildConfiguration())
        let location = SourceLocation(file: "system.yaml")
        context.systems = [
            DesignSystem(id: "fiori", directory: "Content/fiori", manifest: SystemManifest(name: "Fiori", location: location)),
            DesignSystem(id: "fiori/horizon", directory: "Content/fiori/horizon", manifest: SystemManifest(name: "Horizon", location: location)),
        ]
        func page(_ path: String) -> Page {
            Page(source: SourceFile(relativePath: path, displayPath: path, text: ""), frontMatter: FrontMatter(),
                 document: MarkdownDocument(blocks: []), outputPath: SitePaths.outputPath(forContentPath: path), title: "t", headingIDs: [])
        }
        #expect(context.system(of: page("fiori/index.md"))?.id == "fiori")
        #expect(context.system(of: page("fiori/horizon/buttons.md"))?.id == "fiori/horizon")
        #expect(context.system(of: page("fioriextra/index.md")) == nil)
        #expect(context.system(of: page("index.md")) == nil)
    }
}
