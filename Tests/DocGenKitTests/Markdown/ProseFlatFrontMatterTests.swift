import Testing
import DesignTokens
@testable import DocGenSupport
import Yams
@testable import ButtonModel

@testable import DocGenKit
@testable import TokenBuilds
import DocGenYAML
@testable import DocGenReview
import DocGenMarkdown

/// The flat front-matter reader gives the nodes Yams composes, or leaves the YAML to Yams.
@Suite struct ProseFlatFrontMatterTests {
    /// Read flat: every key, line and value must be what Yams's nodes give.
    @Test(arguments: [
        "title: Button",
        "title: \"Page 0: Cell padding kerning\"\ndescription: \"Radius kerning.\"\nsection: Foundations\nweight: 0",
        "title: 'It is: quoted'\norder: 10",
        "order: -3\ndraft: yes\nflag: off\nnothing: null\ntilde: ~\nratio: 1.5\nbig: 1_000\nhex: 0x1F\ntime: 1:30",
        "url: https://example.com/a#b\npath: /guides/x.md\nhash: C# guide",
        "title: Ünïcode – ok\nlayout: home",
        "title: \"  spaced  \"\nplain: two  spaces  inside   ",
        "a: 1\n\nb: 2",
        "title:    Leading spaces",
        "inf: .inf\nnan: .NaN\ndollar: $5\nplus: +1\nparen: (x)",
        "title: \"a 'b' c\"\nother: 'a \"b\" c'",
        "under_score: x\nkebab-case: y\nCaps: z",
        "title: Yes\ndescription: 12",
        "a: Infinity\nb: infinity\nc: nan\nd: NULL\ne: Null\nf: nULL\ng: FALSE\nh: Off\ni: yes no\nj: Foundations",
        "a: 0\nb: 007\nc: 10\nd: 123456789012345678\ne: 1234567890123456789\nf: 99999999999999999999\ng: 0o17\nh: 1_0",
    ])
    func readsAsYamsDoes(yaml: String) throws {
        let entries = try #require(FlatFrontMatter.entries(in: yaml), "read flat: \(yaml)")
        let node = try #require(try YAMLDocument.compose(yaml).get())
        let mapping = try #require(node.mapping)
        #expect(entries.count == mapping.count)
        for (entry, (key, value)) in zip(entries, mapping) {
            #expect(entry.key == key.string)
            #expect(entry.line == key.line)
            #expect(entry.value == FrontMatterParser.value(of: value), "\(entry.key): \(entry.value) against \(value.string ?? "")")
        }
    }

    /// Left to Yams: anything this reader cannot be sure to read as Yams does.
    @Test(arguments: [
        "",
        "# a comment\ntitle: x",
        "title: x # comment",
        "title: Page 0: Cell",
        "title: ends with colon:",
        "title: \"escaped \\\" quote\"",
        "title: 'it''s'",
        "title: \"unclosed",
        "title: \"a\" b",
        "tags: [a, b]",
        "meta: {a: 1}",
        "list:\n  - a\n  - b",
        "nested:\n  key: value",
        "title: first\n  continued",
        "title: |\n  block",
        "title: >\n  folded",
        "title: &anchor x\nother: *anchor",
        "title: !custom x",
        "title: - item",
        "title: @at",
        "title: `tick`",
        "title: %percent",
        "title:\ttab",
        "title: a\tb",
        "title: x\r",
        "title: a\nTitle: b\ntitle: c",
        "title:",
        "title:x",
        "\"quoted key\": x",
        " indented: x",
        "title: line\u{2028}separator",
        "title: \u{FEFF}bom",
        "title: ? question",
        "title: ,comma",
        "title: [bracket",
    ])
    func leftToYams(yaml: String) {
        #expect(FlatFrontMatter.entries(in: yaml) == nil, "read flat: \(yaml.debugDescription)")
    }

    @Test func aPageWithFlatFrontMatterReadsAsBefore() {
        let text = "---\ntitle: \"Page 7: Focus ring\"\ndescription: A page.\norder: 4\nlayout: page\n---\n\n# Page 7: Focus ring\n"
        let file = SourceFile(relativePath: "p.md", displayPath: "Content/p.md", text: text)
        let (frontMatter, markdown, diagnostics) = FrontMatterParser().parse(file)
        #expect(diagnostics.isEmpty)
        #expect(frontMatter.title == "Page 7: Focus ring")
        #expect(frontMatter.description == "A page.")
        #expect(frontMatter.order == 4)
        #expect(frontMatter.layout == "page")
        #expect(frontMatter.keyLines == ["title": 2, "description": 3, "order": 4, "layout": 5])
        #expect(frontMatter.lineCount == 6)
        #expect(markdown == "\n# Page 7: Focus ring\n")
    }

    @Test func moreKeysThanTheLimitAreLeftToYams() {
        var limits = InputLimits()
        _ = limits.set("yaml-nodes=4", among: InputLimits.Name.all)
        #expect(FlatFrontMatter.entries(in: "a: 1", limits: limits)?.count == 1)
        #expect(FlatFrontMatter.entries(in: "a: 1\nb: 2", limits: limits) == nil)
        let file = SourceFile(relativePath: "p.md", displayPath: "Content/p.md", text: "---\na: 1\nb: 2\n---\nText\n")
        let (_, _, diagnostics) = FrontMatterParser(limits: limits).parse(file)
        #expect(diagnostics.map(\.code) == ["front-matter.limit"])
    }

    @Test func aDuplicateKeyStillReportsYamsError() {
        let file = SourceFile(relativePath: "p.md", displayPath: "Content/p.md", text: "---\ntitle: a\ntitle: b\n---\nText\n")
        let (_, _, diagnostics) = FrontMatterParser().parse(file)
        #expect(diagnostics.map(\.code) == ["front-matter.yaml"])
    }
}
