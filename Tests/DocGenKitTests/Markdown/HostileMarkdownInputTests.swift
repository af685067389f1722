import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenMarkdown

/// Pages that were fine when the issue 11 inputs were measured, kept as regression guards: cmark's pathological
/// shapes 100,000 deep (the pathological inputs of cmark's own test/pathological_tests.py, at its sizes), YAML
/// nested 100,000 deep in front matter, and a 1 MB directive info string. Each page parses without a crash, with
/// at most the error the input deserves; the bound on the time guards against a hang only.
@Suite struct HostileMarkdownInputTests {
    private func parse(_ text: String) -> (Page?, [Diagnostic]) {
        let parser = PageParser(links: ContentLinkResolver(outputPaths: ["p.md": "p/index.html"]), directives: .standard)
        var result: (Page?, [Diagnostic])?
        let elapsed = ContinuousClock().measure {
            result = parser.parse(SourceFile(relativePath: "p.md", displayPath: "Content/p.md", text: text))
        }
        #expect(elapsed < .seconds(60), "a hang guard: \(elapsed)")
        return result!
    }

    static let depth = 100_000

    @Test(arguments: [
        ("nested block quotes", String(repeating: "> ", count: depth) + "a\n"),
        ("nested lists", String(repeating: "- ", count: depth) + "a\n"),
        ("nested brackets", String(repeating: "[", count: depth) + "a" + String(repeating: "]", count: depth) + "\n"),
        ("nested emphasis", String(repeating: "*a ", count: depth) + String(repeating: " a*", count: depth) + "\n"),
        ("unclosed links", String(repeating: "[a](b ", count: depth) + "\n"),
        ("backticks", String(repeating: "`a``", count: depth) + "\n"),
    ])
    func cmarkPathologicalShapes(shape: String, body: String) {
        let (page, diagnostics) = parse("---\ntitle: Shapes\n---\n\n" + body)
        #expect(page != nil, "\(shape)")
        #expect(diagnostics.errors.isEmpty, "\(shape): \(diagnostics.prefix(2))")
    }

    @Test func frontMatterNestedAHundredThousandDeep() {
        let (page, diagnostics) = parse("---\ntitle: Deep\ndeep: " + String(repeating: "[", count: Self.depth) + String(repeating: "]", count: Self.depth) + "\n---\n\nBody\n")
        #expect(page == nil)
        #expect(diagnostics.count == 1, "\(diagnostics.prefix(2))")
        #expect(diagnostics.first?.location.file == "Content/p.md")
    }

    @Test func megabyteDirectiveInfoString() {
        let (_, diagnostics) = parse("---\ntitle: Info\n---\n\n```docgen table caption=\"" + String(repeating: "x", count: 1 << 20) + "\" \n| a |\n```\n")
        #expect(diagnostics.allSatisfy { $0.code.hasPrefix("directive.") }, "\(diagnostics.map(\.code))")
    }
}
