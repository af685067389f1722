import Foundation
import Testing

/// Warnings by consequence (issue 37): what changes a drawn value comes first, with the number of cells it reaches, in
/// `docgen build`'s grouped summary, `docgen check`'s and the site's "How these values were read" panel; then the rest
/// (here the acme fixture's use of a deprecated token, which no cell draws). One count, computed once, in all three.
@Suite struct WarningsByConsequenceTests {
    /// The acme fixture with a recipe docgen does not compute (`hue-rotate`) beside the primary button's fill.
    private func project() throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        let content = scratch.url.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: DocGenProcess.fixtures.appendingPathComponent("acme/Content"), to: content)
        let file = content.appendingPathComponent("acme/tokens/button.tokens.json")
        let old = #""background": { "$value": "{color.background.brand}", "$description": "Fill of the primary button" }"#
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: #""background": { "$value": "{color.background.brand}", "$description": "Fill of the primary button", "modify": [{"type": "hue-rotate", "amount": 30}] }"#)
            .write(to: file, atomically: false, encoding: .utf8)
        return scratch
    }

    /// The number in `changes: N cells` after the first occurrence of `marker`.
    private func cells(after marker: String, in text: String) -> Int? {
        guard let start = text.range(of: marker) else { return nil }
        let rest = text[start.upperBound...]
        guard let changes = rest.range(of: "changes: ") else { return nil }
        return Int(rest[changes.upperBound...].prefix { $0.isNumber })
    }

    @Test func theWarningThatChangesCellsComesFirstWithItsCountEverywhere() throws {
        let scratch = try project()
        let result = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        let warnings = result.stderr.components(separatedBy: "\n").filter { $0.contains(": warning: ") || $0.hasPrefix("warning: ") }
        let first = try #require(warnings.first)
        #expect(first.contains("(color.button.primary.default.background)") && first.contains("\"modify\""), "\(result.stderr)")
        let count = try #require(cells(after: "(color.button.primary.default.background)", in: result.stderr), "\(result.stderr)")
        // The primary variant's fill in both sizes, three states and two themes at least.
        #expect(count >= 12, "\(result.stderr)")
        let deprecated = try #require(result.stderr.range(of: "[tokens.deprecated]"), "\(result.stderr)")
        #expect(result.stderr.range(of: "\"modify\"")!.lowerBound < deprecated.lowerBound)

        let page = try String(contentsOf: scratch.url.appendingPathComponent("_site/acme/index.html"), encoding: .utf8)
        let panel = try #require(page.range(of: "Changing drawn values"), "the panel lists them")
        let assumptions = page.range(of: ">Assumptions <")
        #expect(assumptions.map { panel.lowerBound < $0.lowerBound } ?? true, "before the other assumptions")
        #expect(page.contains("<span class=\"status status-warn\">\(count) cells</span>"), "the panel gives the same count")

        let check = try DocGenProcess.run(["check"], in: scratch.url)
        #expect(cells(after: "(color.button.primary.default.background)", in: check.stderr) == count, "\(check.stderr)")
    }

    @Test func docgenTokensListsWhatChangesValuesFirst() throws {
        let scratch = try project()
        let result = try DocGenProcess.run(["tokens", "Content/acme/tokens/button.resolver.json", "--format", "table"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.components(separatedBy: "\n")
        #expect(lines.first?.contains("(color.button.primary.default.background)") == true, "\(result.stderr)")
        // The fill itself and the border that aliases it.
        #expect(lines.contains("    changes: 2 token values docgen cannot be sure of"), "\(result.stderr)")
        let deprecated = try #require(result.stderr.range(of: "[tokens.deprecated]"))
        #expect(result.stderr.range(of: "\"modify\"")!.lowerBound < deprecated.lowerBound)
    }
}
