import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview

/// `llms.txt` read back with the grammar of the llmstxt.org proposal: exactly one H1 first (the site's name), a
/// blockquote summary, optional prose without headings, then H2 sections whose content is a list of
/// `- [name](url)` items, each optionally followed by `: notes`.
@Suite struct AgentLLMsTextTests {
    struct Parsed {
        var title: String
        var summary: String
        var sections: [(name: String, links: [(name: String, url: String, notes: String?)])]
    }

    static func parse(_ text: String) throws -> Parsed {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        let first = lines.popFirst()
        let title = try #require(first)
        #expect(title.hasPrefix("# "), "the first line is the H1")
        lines = lines.drop { $0.isEmpty }
        let quote = lines.popFirst()
        let summary = try #require(quote)
        #expect(summary.hasPrefix("> "), "a blockquote follows the H1")
        var sections: [(name: String, links: [(name: String, url: String, notes: String?)])] = []
        let item = /^- \[([^\]]+)\]\(([^)\s]+)\)(?:: (.+))?$/
        for line in lines {
            #expect(!line.hasPrefix("# "), "one H1 only")
            if line.hasPrefix("## ") {
                sections.append((String(line.dropFirst(3)), []))
            } else if !sections.isEmpty, !line.isEmpty {
                let match = try #require(line.wholeMatch(of: item), "a section holds only link items: \(line)")
                sections[sections.count - 1].links.append((String(match.1), String(match.2), match.3.map(String.init)))
            } else if sections.isEmpty {
                #expect(!line.hasPrefix("#"), "the prose before the sections has no headings")
            }
        }
        return Parsed(title: String(title.dropFirst(2)), summary: String(summary.dropFirst(2)), sections: sections)
    }

    @Test func theIndexHasTheProposalsShape() throws {
        let context = try AgentSite.acme()
        let parsed = try Self.parse(try AgentSite.text(context, "llms.txt"))
        #expect(parsed.title == context.site.title)
        #expect(parsed.sections.map(\.name) == ["Design systems", "Pages", "Schemas"])
        #expect(parsed.sections[0].links.map(\.url) == ["acme.md", "acme/button.json"])
        #expect(parsed.sections[1].links.map(\.url) == ["index.md"])
        #expect(parsed.sections[2].links.map(\.url) == ["schemas/button.schema.json"])
        for link in parsed.sections.flatMap(\.links) {
            #expect(context.output[link.url] != nil, "\(link.url) is a file of the site")
        }
    }

    @Test func withABaseURLTheLinksAreAbsolute() throws {
        let context = try AgentSite.acme(baseURL: "https://example.com/docs")
        let parsed = try Self.parse(try AgentSite.text(context, "llms.txt"))
        #expect(parsed.sections.flatMap(\.links).map(\.url).allSatisfy { $0.hasPrefix("https://example.com/docs/") })
        #expect(parsed.sections[0].links.first?.url == "https://example.com/docs/acme.md")
        let manifest = try AgentSite.text(context, "acme/button.json")
        #expect(manifest.contains(#""$schema": "https://example.com/docs/schemas/button.schema.json""#))
    }
}
