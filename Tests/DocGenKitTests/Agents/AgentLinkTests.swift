import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenMarkdown

/// Links to pages whose file names hold `?`, `#`, `%`, `<`, `>`, a space or a line break, read back the way a reader
/// reads them (cmark for `llms.txt` and the Markdown twins, the hrefs of the HTML navigation and the search index):
/// each leads to its file. And the site's own words in `llms.txt` are escaped as the twins escape them.
@Suite struct AgentLinkTests {
    /// Each page's name, and how a writer links it in Markdown (encoded, or in angle brackets).
    static let pages = [("q?#%", "q%3F%23%25.md"), ("<x>", "%3Cx%3E.md"), ("a b", "<a b.md>"), ("line\nbreak", "line%0Abreak.md"),
                        ("c:d", "c%3Ad.md"), ("e&amp;f", "e%26amp;f.md")]
    static let names = pages.map(\.0)

    /// The pages of `names`, and a home page that links to each of them.
    static func site() throws -> BuildContext {
        var files = ["index.md": "---\ntitle: Home\n---\n\n"
            + pages.map { "- [\(MarkdownText.escaped($0.0))](\($0.1))\n" }.joined()]
        for name in names {
            files[name + ".md"] = "---\ntitle: \"Page \(name.replacingOccurrences(of: "\n", with: " "))\"\n---\n\nBack [home](index.md).\n"
        }
        return try AgentSite.build(files)
    }

    /// The site file a link written in the site file `from` leads to: decoded, resolved against `from`'s folder, a
    /// folder's `index.html` for a trailing slash; `nil` for a link to another site.
    static func target(of href: String, from: String) throws -> String? {
        // A scheme (`https:`) or a fragment of the same page.
        if href.hasPrefix("#") || href.split(separator: "/", omittingEmptySubsequences: false).first?.contains(":") == true { return nil }
        let path = String(href.prefix { $0 != "#" && $0 != "?" })
        let decoded = try #require(path.removingPercentEncoding, "\(href) decodes")
        let folder = AgentPaths.folder(of: from)
        var resolved = try #require(SitePaths.normalize(folder.isEmpty ? decoded : folder + "/" + decoded), "\(href) stays in the site")
        if path.hasSuffix("/") || path.isEmpty { resolved = resolved.isEmpty ? "index.html" : resolved + "/index.html" }
        return resolved
    }

    static func expectLeadsToFiles(_ hrefs: [String], in file: String, _ context: BuildContext, count: Int) throws {
        #expect(hrefs.count >= count, "\(file) has \(hrefs.count) links")
        for href in hrefs where !href.hasPrefix("#") {
            let target = try #require(try target(of: href, from: file), "\(href) in \(file) is a link of the site")
            #expect(context.output[target] != nil, "\(href) in \(file) leads to \(target), which is not a file of the site")
        }
    }

    @Test func everyLinkOfTheIndexAndTheTwinsLeadsToItsFile() throws {
        let context = try Self.site()
        #expect(context.diagnostics.filter { $0.severity == .error }.isEmpty, "\(context.diagnostics)")
        let parser = CommonMarkParser(rawHTML: .error)
        let index = parser.parse(try AgentSite.text(context, AgentPaths.llmsText), file: AgentPaths.llmsText)
        try Self.expectLeadsToFiles(index.links.map(\.destination), in: AgentPaths.llmsText, context, count: Self.names.count + 2)
        for name in Self.names {
            #expect(index.links.contains { $0.destination.removingPercentEncoding == name + ".md" }, "llms.txt links \(name.debugDescription)")
        }
        for page in context.pages {
            let twin = AgentPaths.markdownPath(ofPage: page.outputPath)
            let document = parser.parse(try AgentSite.text(context, twin), file: twin)
            #expect(document.diagnostics.isEmpty, "\(twin): \(document.diagnostics)")
            try Self.expectLeadsToFiles(document.links.map(\.destination), in: twin, context, count: page.isHome ? Self.names.count : 1)
        }
    }

    @Test func everyLinkOfTheNavigationAndTheSearchIndexLeadsToItsFile() throws {
        let context = try Self.site()
        let href = /href="([^"]*)"/
        for page in context.pages {
            let html = try AgentSite.text(context, page.outputPath)
            // Every link of the page (navigation, cards, content, stylesheets) leads to a file of the site.
            let hrefs = html.matches(of: href).map { Self.unescapedHTML(String($0.1)) }
            try Self.expectLeadsToFiles(hrefs, in: page.outputPath, context, count: Self.names.count)
            // The navigation (the home page lists the pages as cards) links each page.
            var listing = html[...]
            if !page.isHome {
                let start = try #require(html.range(of: #"<nav id="site-nav""#))
                let end = try #require(html.range(of: "</nav>", range: start.upperBound..<html.endIndex))
                listing = html[start.lowerBound..<end.upperBound]
            }
            let listed = try listing.matches(of: href).compactMap { try Self.target(of: Self.unescapedHTML(String($0.1)), from: page.outputPath) }
            for name in Self.names {
                #expect(listed.contains(SitePaths.outputPath(forContentPath: name + ".md")), "\(page.outputPath) links \(name.debugDescription)")
            }
        }
        let search = try AgentSite.text(context, SearchIndex.path)
        let urls = search.matches(of: /"([^"]*(?:\/index\.html|\.html)(?:#[^"]*)?)"/).map { String($0.1) }
        try Self.expectLeadsToFiles(urls, in: "index.html", context, count: Self.names.count + 1)
    }

    /// With a base URL, `llms.txt` and the sitemap give absolute addresses, encoded the same way.
    @Test func absoluteAddressesAreEncodedToo() throws {
        var files = ["index.md": "---\ntitle: Home\n---\n\nHi.\n"]
        for name in Self.names { files[name + ".md"] = "---\ntitle: Page\n---\n\nText.\n" }
        let context = try AgentSite.build(files, baseURL: "https://example.com/docs/")
        let index = CommonMarkParser(rawHTML: .error).parse(try AgentSite.text(context, AgentPaths.llmsText), file: AgentPaths.llmsText)
        let sitemap = try AgentSite.text(context, "sitemap.xml").matches(of: /<loc>([^<]*)<\/loc>/).map { Self.unescapedHTML(String($0.1)) }
        for (file, addresses) in [(AgentPaths.llmsText, index.links.map(\.destination)), ("sitemap.xml", sitemap)] {
            #expect(addresses.count >= Self.names.count + 1, "\(file)")
            for address in addresses {
                let path = try #require(address.hasPrefix("https://example.com/docs/") ? String(address.dropFirst("https://example.com/docs/".count)) : nil)
                #expect(!path.contains { "?#<> \n".contains($0) }, "\(address) in \(file)")
                let target = try #require(try Self.target(of: path, from: "index.html"))
                #expect(context.output[target] != nil, "\(address) in \(file) leads to \(target), which is not a file of the site")
            }
        }
    }

    /// Text of the site (its title and descriptions) is prose in `llms.txt`, escaped by the writer the twins use: no
    /// live link, no image, no raw HTML.
    @Test func theIndexEscapesTheSitesWordsAsTheTwinsDo() throws {
        let hostile = "[click](javascript:alert(1)) ![](http://evil.example/pixel.png) <img src=x onerror=alert(1)> <b>*bold*</b>"
        let context = try AgentSite.build([
            "site.yaml": "title: \"Docs <script>alert(1)</script> [x](javascript:alert(2))\"\ndescription: \"\(hostile)\"\n",
            "index.md": "---\ntitle: Home\ndescription: \"\(hostile)\"\n---\n\nText.\n",
            "guide.md": "---\ntitle: \"Guide ![](http://evil.example/t.png)\"\ndescription: \"\(hostile)\"\n---\n\nText.\n",
        ])
        let text = try AgentSite.text(context, AgentPaths.llmsText)
        let document = CommonMarkParser(rawHTML: .error).parse(text, file: AgentPaths.llmsText)
        #expect(document.diagnostics.isEmpty, "raw HTML in llms.txt: \(document.diagnostics)")
        #expect(!document.links.contains { $0.isImage || $0.destination.contains(":") }, "\(document.links)")
        #expect(text.hasPrefix("# " + MarkdownText.escaped(context.site.title) + "\n"))
        #expect(text.contains("\n> " + MarkdownText.escaped(hostile) + "\n"))
        let twin = try AgentSite.text(context, "guide.md")
        #expect(twin.contains("\n> " + MarkdownText.escaped(hostile) + "\n"))
        #expect(text.contains("(guide.md): " + MarkdownText.escaped(hostile) + "\n"))
    }

    static func unescapedHTML(_ text: String) -> String {
        var result = text
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"), ("&amp;", "&")] {
            result = result.replacingOccurrences(of: entity, with: character)
        }
        return result
    }
}
