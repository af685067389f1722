import Testing
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview

@Suite struct ContentLinkResolverTests {
    private let resolver = ContentLinkResolver(outputPaths: [
        "index.md": "index.html",
        "guides/writing.md": "guides/writing/index.html",
        "backbase/index.md": "backbase/index.html",
    ])

    @Test(arguments: [
        ("../backbase/index.md#tokens", ContentLinkResolver.Resolution.rewritten("../../backbase/index.html#tokens")),
        ("../index.md", .rewritten("../../index.html")),
        ("/assets/site.css", .rewritten("../../assets/site.css")),
        ("https://www.w3.org/TR/WCAG22/", .unchanged),
        ("mailto:team@example.com", .unchanged),
        ("#states", .unchanged),
        ("images/button.png", .unchanged),
        ("missing.md", .missingPage("guides/missing.md")),
        ("../../../etc/passwd.md", .outsideContent("../../../etc/passwd.md")),
    ])
    func fromAGuide(destination: String, expected: ContentLinkResolver.Resolution) {
        #expect(resolver.resolve(destination, fromContentPath: "guides/writing.md") == expected)
    }

    @Test(arguments: [
        ("index.md", "index.html"),
        ("button.md", "button/index.html"),
        ("backbase/index.md", "backbase/index.html"),
        ("guides/writing.md", "guides/writing/index.html"),
    ])
    func outputPaths(content: String, output: String) {
        #expect(SitePaths.outputPath(forContentPath: content) == output)
    }
}
