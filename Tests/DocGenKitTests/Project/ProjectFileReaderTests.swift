import Testing
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview

@Suite struct ProjectFileReaderTests {
    @Test func readsEverySettingWithPathsRelativeToTheFile() {
        let (project, problems) = ProjectFileReader(path: "site/docgen.yaml").parse("""
            content: Docs
            templates: Theme/Templates
            public: /srv/public
            output: ../_site
            baseURL: https://example.com/docs
            strict: true
            checks:
              touchTarget: material
              apcaMinimum: 75
            fonts:
              DejaVu Sans: [fonts/DejaVuSans.ttf, fonts/DejaVuSans-Bold.ttf]
              Roboto: /usr/share/fonts/Roboto.ttf
            """)
        #expect(problems.isEmpty, "\(problems)")
        #expect(project?.contentDirectory == "site/Docs")
        #expect(project?.templatesDirectory == "site/Theme/Templates")
        #expect(project?.publicDirectory == "/srv/public")
        #expect(project?.outputDirectory == "site/../_site")
        #expect(project?.baseURL == "https://example.com/docs/")
        #expect(project?.strict == true)
        #expect(project?.touchTargetMinimum == .material)
        #expect(project?.apcaMinimum == 75)
        #expect(project?.fonts == ["DejaVu Sans": ["site/fonts/DejaVuSans.ttf", "site/fonts/DejaVuSans-Bold.ttf"],
                                   "Roboto": ["/usr/share/fonts/Roboto.ttf"]])
    }

    @Test func everyProblemHasItsLineAndColumn() {
        let (project, problems) = ProjectFileReader(path: "docgen.yaml").parse("""
            contnet: Docs
            baseURL: example.com
            checks:
              touchTarget: huge
            fonts:
              Roboto: { regular: a.ttf }
            """)
        #expect(project == nil)
        #expect(problems.map(\.code) == ["project.unknown-key", "project.base-url", "project.touch-target", "fonts.invalid"])
        #expect(problems.map(\.location.line) == [1, 2, 4, 6])
        #expect(problems.map(\.location.column) == [1, 10, 16, 11])
        #expect(problems.first?.hint?.contains("content") == true)
    }

    @Test func flagsWinOverTheFileAndDefaultsFillTheRest() {
        var file = ProjectFile()
        file.outputDirectory = "public"
        file.touchTargetMinimum = .material
        file.baseURL = "https://example.com/"
        var flags = ProjectFile()
        flags.touchTargetMinimum = .wcag
        let configuration = flags.overriding(file).configuration
        #expect(configuration.outputDirectory == "public")
        #expect(configuration.checks.touchTargetMinimum == .wcag)
        #expect(configuration.baseURL?.text == "https://example.com/")
        #expect(configuration.contentDirectory == "Content")
        #expect(configuration.templatesDirectory == "Templates")
    }

    @Test func anEmptyFileIsNoSettings() {
        let (project, problems) = ProjectFileReader(path: "docgen.yaml").parse("# nothing yet\n")
        #expect(problems.isEmpty)
        #expect(project == ProjectFile())
    }

    /// Sitemaps take absolute addresses (sitemaps.org protocol, "Escaping" and `<loc>`); folders end in `/`.
    @Test func baseURLAddressesFoldersAndFiles() throws {
        let base = try #require(BaseURL("https://example.com/docs"))
        #expect(base.text == "https://example.com/docs/")
        #expect(base.path == "/docs/")
        #expect(base.address(of: "index.html") == "https://example.com/docs/")
        #expect(base.address(of: "guide/links/index.html") == "https://example.com/docs/guide/links/")
        #expect(base.address(of: "404.html") == "https://example.com/docs/404.html")
        #expect(BaseURL("ftp://example.com") == nil)
        #expect(BaseURL("/docs/") == nil)
        #expect(BaseURL("https://example.com/?q=1") == nil)
    }
}
