import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import ButtonModelTestSupport

/// The pull-request comment's shape: marker, verdict first, folding with GitHub's blank line, and the size limit.
@Suite struct DiffMarkdownTests {
    static func token(_ path: String, _ hex: String, via: [TokenPath] = []) -> ResolvedToken {
        let color = Color(red8: UInt8(hex.dropFirst().prefix(2), radix: 16)!, green8: 0, blue8: 0)
        return ResolvedToken(path: TokenPath(dotted: path), type: .color, value: .color(color), aliases: via,
                             location: SourceLocation(file: "tokens.json", line: 1, column: 1))
    }

    /// A diff with `count` changed tokens and as many changed cells.
    static func largeDiff(_ count: Int) -> SiteDiff {
        var tokens = TokenDiff(system: "acme", theme: "light")
        var cells: [CellChange] = []
        for index in 0..<count {
            let path = TokenPath(dotted: "color.generated.token-number-\(index).background")
            tokens.changed.append(TokenChange(path: path, before: TokenState(token(path.description, "#10")),
                                              after: TokenState(token(path.description, "#20", via: ["color.palette.red.500"])),
                                              cause: .inherited("color.palette.red.500")))
            let reference = CellReference(system: "acme", component: "Button", variant: "variant-\(index)", size: "medium", state: "default", theme: "light")
            cells.append(CellChange(cell: reference, kind: .changed,
                                    values: [CellValueChange(name: "background", before: "#100000", after: "#200000", tokensBefore: [path], tokensAfter: [path])],
                                    causes: [path], checksBefore: [], checksAfter: []))
        }
        return SiteDiff(base: .init(name: "main", description: "revision main (1234567)"), head: .init(name: "HEAD", description: "revision HEAD (89abcde)"),
                        tokens: [tokens], cells: cells, checks: [], problems: [], bump: VersionBump(tokens: [tokens]), notes: [])
    }

    @Test func smallDiffIsNotFoldedAndStartsWithMarkerAndVerdict() {
        let text = Self.largeDiff(2).markdown()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "<!-- docgen-diff -->")
        #expect(lines[1] == "### docgen diff: ✅ No new error · 2 tokens changed in 1 theme · 2 cells look different · 0 new failures · 0 fixed · bump: patch")
        #expect(!text.contains("<details>"))
        #expect(text.contains("| acme · variant-1 / medium / default / light | background | `#100000` | `#200000` | `color.generated.token-number-1.background` |"))
    }

    @Test func longListsAreFoldedWithTheBlankLineGitHubNeeds() {
        let text = Self.largeDiff(30).markdown()
        #expect(text.contains("<details><summary>30 values in 30 cells</summary>\n\n| Cell |"))
        #expect(text.components(separatedBy: "<details>").count == text.components(separatedBy: "</details>").count)
    }

    @Test func hugeDiffStaysWithinTheLimitAndSaysWhereTheRestIs() {
        let diff = Self.largeDiff(5_000)
        let text = diff.markdown()
        #expect(text.count <= SiteDiff.markdownLimit)
        #expect(text.hasPrefix(SiteDiff.marker + "\n### docgen diff: ✅ No new error · 5000 tokens changed"))
        #expect(text.contains("…and 4900 more"))
        #expect(text.components(separatedBy: "<details>").count == text.components(separatedBy: "</details>").count)
        // A limit too small for even the shortest tables cuts the text at a line and says so.
        let cut = diff.markdown(limit: 1_000, fullReport: "the docgen-diff artifact")
        #expect(cut.count <= 1_000)
        #expect(cut.hasSuffix("> ✂️ The report is cut here to stay within 1000 characters: the full report is in the docgen-diff artifact.\n"))
        #expect(cut.components(separatedBy: "<details>").count == cut.components(separatedBy: "</details>").count)
    }

    @Test func themesWhoseTablesReadTheSameShareASection() {
        var diff = Self.largeDiff(2)
        var dark = diff.tokens[0]
        dark.theme = "dark"
        diff.tokens.append(dark)
        let text = diff.markdown()
        #expect(text.contains("<b>acme · light, dark</b>: 2 changed"))
        #expect(!text.contains("<b>acme · dark</b>"))
    }

    @Test func sarifKeepsErrorsFirstWithinTheResultLimit() {
        var diff = Self.largeDiff(40)
        diff.problems = [DiffProblem.removal(TokenRemoval(path: "gone", before: TokenState(Self.token("gone", "#10")), announced: nil, references: []),
                                             system: "acme", themes: ["light"])]
        let sarif = diff.sarif(toolVersion: DocGenVersion.current, limit: 10)
        #expect(sarif.components(separatedBy: "\"ruleId\": ").count - 1 == 10)
        #expect(sarif.contains("\"ruleId\": \"diff.removed-undeprecated\",\n          \"level\": \"error\""))
        #expect(diff.sarif(toolVersion: DocGenVersion.current).components(separatedBy: "\"ruleId\": ").count - 1 == 41)
    }

    /// A removed token has no line in HEAD: its annotation names the file alone (BASE's line would point at whatever
    /// HEAD's file holds there); a removal HEAD still names is annotated where HEAD names it.
    @Test func aRemovalIsAnnotatedOnItsFileWithoutBASEsLine() {
        var diff = Self.largeDiff(1)
        var gone = Self.token("gone", "#10")
        gone.location = SourceLocation(file: "Content/acme/tokens/base.tokens.json", line: 1532, column: 9)
        let named = SourceLocation(file: "Content/acme/tokens/light.tokens.json", line: 7, column: 47)
        diff.problems = [DiffProblem.removal(TokenRemoval(path: "gone", before: TokenState(gone), announced: nil, references: []), system: "acme", themes: ["light"]),
                         DiffProblem.removal(TokenRemoval(path: "named", before: TokenState(gone), announced: nil, references: [named]), system: "acme", themes: ["light"])]
        let annotations = diff.githubAnnotations().split(separator: "\n")
        #expect(annotations.contains { $0.hasPrefix("::error file=Content/acme/tokens/base.tokens.json,title=diff.removed-undeprecated gone::") })
        #expect(annotations.contains { $0.hasPrefix("::error file=Content/acme/tokens/light.tokens.json,line=7,title=diff.removed-referenced named::") })
        #expect(!annotations.contains { $0.contains("line=1532") })
    }

    @Test func sameDiffGivesTheSameJSONBytes() {
        let diff = Self.largeDiff(3)
        #expect(diff.json() == diff.json())
        #expect(diff.json().contains("\"schemaVersion\" : 2"))
    }
}
