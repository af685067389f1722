import Foundation
import Testing
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview

@Suite struct ChangeClassifierTests {
    static let configuration = BuildConfiguration(contentDirectory: "/p/Content", templatesDirectory: "/p/Templates", publicDirectory: "/p/Public")

    /// What the loaders record building this project: a resolver in the system's folder naming a token file outside
    /// the content folder, a component definition, a font of the system's.
    static var reads: ReadRecord {
        var reads = ReadRecord()
        reads.file("/p/Content/site.yaml", .init(.loadContent))
        reads.folder("/p/Content", .init(.parseMarkdown))
        for page in ["/p/Content/index.md", "/p/Content/acme/index.md"] { reads.file(page, .init(.parseMarkdown)) }
        reads.folder("/p/Content", .init(.loadSystems))
        reads.file("/p/Content/acme/system.yaml", .init(.loadSystems))
        reads.file("/p/Content/acme/button.component.yaml", .init(.readComponents, system: "acme"))
        for file in ["/p/Content/acme/tokens/button.resolver.json", "/p/Content/acme/tokens/light.tokens.json", "/p/shared/brand.tokens.json"] {
            reads.file(file, .init(.resolveTokens, system: "acme"))
        }
        reads.folder("/p/Templates", .init(.loadTemplates))
        reads.folder("/p/Public", .init(.copyPublicFiles))
        reads.folder("/p/Public/fonts", .init(.loadFonts))
        reads.file("/p/Content/acme/fonts/Brand.ttf", .init(.loadFonts, system: "acme"))
        return reads
    }

    static let cases: [(path: String, scope: RebuildScope)] = [
        ("/p/Content/index.md", RebuildScope(pages: true)),
        ("/p/Content/acme/index.md", RebuildScope(pages: true)),
        ("/p/Content/acme/tokens/light.tokens.json", RebuildScope(tokenSystems: ["acme"])),
        ("/p/Content/acme/button.component.yaml", RebuildScope(tokenSystems: ["acme"])),
        ("/p/shared/brand.tokens.json", RebuildScope(tokenSystems: ["acme"])),
        ("/p/Content/acme/fonts/Brand.ttf", .all),
        ("/p/Content/acme/system.yaml", .all),
        ("/p/Content/site.yaml", .all),
        ("/p/Content/notes.txt", .all),
        ("/p/Templates/partials/footer.mustache", RebuildScope(templates: true)),
        ("/p/Public/assets/site.css", RebuildScope(publicFiles: true)),
        ("/p/Public/fonts/Inter.woff2", .all),
        ("/p/Content/.index.md.swp", .nothing),
        ("/p/Content/index.md~", .nothing),
        ("/p/Content/4913", .nothing),
        ("/p/Content/.git/index", .nothing),
        ("/p/README.md", .nothing),
        ("/p/_site/index.html", .nothing),
    ]

    @Test(arguments: cases.indices) func classifies(_ index: Int) {
        let (path, expected) = Self.cases[index]
        let classifier = ChangeClassifier(configuration: Self.configuration, reads: Self.reads)
        #expect(classifier.scope(of: path) == expected, "\(path)")
    }

    @Test func scopesAddUp() {
        let classifier = ChangeClassifier(configuration: Self.configuration, reads: Self.reads)
        let scope = classifier.scope(of: ["/p/Content/index.md", "/p/Public/assets/site.css", "/p/Content/.swp"])
        #expect(scope == RebuildScope(pages: true, publicFiles: true))
        #expect(scope.summary == "pages, public files")
        #expect(classifier.filesOutsideContent == ["/p/shared/brand.tokens.json"])
    }

    @Test func withoutAGoodBuildEveryTokenFileRebuildsEverything() {
        let classifier = ChangeClassifier(configuration: Self.configuration)
        #expect(classifier.scope(of: "/p/Content/acme/tokens/light.tokens.json") == .all)
    }
}
