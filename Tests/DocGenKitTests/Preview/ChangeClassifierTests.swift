import Foundation
import Testing
@testable import DocGenKit

@Suite struct ChangeClassifierTests {
    static let configuration = BuildConfiguration(contentDirectory: "/p/Content", templatesDirectory: "/p/Templates", publicDirectory: "/p/Public")

    static var systems: [DesignSystem] {
        var manifest = SystemManifest(name: "Acme", location: SourceLocation(file: "/p/Content/acme/system.yaml"))
        manifest.tokenResolver = "tokens/button.resolver.json"
        manifest.tokenFiles = ["../../shared/brand.tokens.json"]
        manifest.components = ["button.component.yaml"]
        manifest.fonts = ["Brand": ["fonts/Brand.ttf"]]
        return [DesignSystem(id: "acme", directory: "/p/Content/acme", manifest: manifest)]
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
        let classifier = ChangeClassifier(configuration: Self.configuration, systems: Self.systems)
        #expect(classifier.scope(of: path) == expected, "\(path)")
    }

    @Test func scopesAddUp() {
        let classifier = ChangeClassifier(configuration: Self.configuration, systems: Self.systems)
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
