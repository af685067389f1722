import Testing
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenMarkdown

@Suite struct PublishingTests {
    private func page(_ path: String, title: String) -> Page {
        Page(source: SourceFile(relativePath: path, displayPath: path, text: ""), frontMatter: FrontMatter(title: title),
             document: MarkdownDocument(blocks: []), outputPath: SitePaths.outputPath(forContentPath: path), title: title, headingIDs: [])
    }

    /// Sitemaps.org protocol 0.9: a `urlset` in its namespace, one absolute `loc` per page, XML-escaped.
    @Test func sitemapListsAbsoluteAddressesSortedAndEscaped() throws {
        let base = try #require(BaseURL("https://example.com/a&b/"))
        let xml = Sitemap.xml(pages: [page("guide.md", title: "Guide"), page("index.md", title: "Home")], baseURL: base)
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            <url><loc>https://example.com/a&amp;b/</loc></url>
            <url><loc>https://example.com/a&amp;b/guide/</loc></url>
            </urlset>

            """)
    }

    @Test func searchIndexListsPagesThenTheirTokensAsAScript() {
        let pages = [page("guide.md", title: "Guide \"quoted\""), page("index.md", title: "Home")]
        let entries = SearchIndex.entries(pages: pages) { page in
            page.isHome ? [] : ["color.a&b", "size.x", "color.a&b"]
        }
        #expect(entries.map(\.kind) == ["page", "page", "token", "token"])
        #expect(entries.map(\.url) == ["index.html", "guide/index.html", "guide/index.html#token-color.a&b", "guide/index.html#token-size.x"])
        #expect(SearchIndex.script(Array(entries.prefix(2))) == """
            window.docgenSearchIndex = [
            ["page","Home","","index.html"],
            ["page","Guide \\"quoted\\"","","guide/index.html"]
            ];

            """)
    }
}
