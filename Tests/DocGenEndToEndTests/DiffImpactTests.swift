import Foundation
import Testing

/// `docgen diff` on changes that break a check, fix one, or reach no cell; the visual report; invalid input.
@Suite struct DiffImpactTests {
    @Test func changeThatBreaksContrastIsANewFailureAndExitsOne() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/light.tokens.json", "{color.palette.blue.600}", "{color.palette.blue.300}")
        try repo.commit("Lighter primary")
        let result = try repo.diff()
        #expect(result.status == 1, "\(result.stderr)")
        let text = result.stdout
        #expect(text.split(separator: "\n")[1].hasPrefix("### docgen diff: ❌ 4 new errors · 3 tokens changed in 1 theme · 2 cells look different · 6 new failures"))
        // New failures come before the token tables.
        let failures = try #require(text.range(of: "#### ❌ New failures"))
        let tokens = try #require(text.range(of: "#### Token changes"))
        #expect(failures.lowerBound < tokens.lowerBound)
        #expect(text.contains("| `contrast.text` error | acme · primary / medium / default / light | 5.12 ✅ | 2.38 ❌ | 4.50 | `#ffffff` on `#7aa7ff` |"))
        let sarif = try repo.diff(["HEAD~1", "HEAD", "--format", "sarif"])
        #expect(sarif.stdout.contains("\"ruleId\": \"diff.check-failed\",\n          \"level\": \"error\""))
        let (status, root) = try repo.json()
        #expect(status == 1)
        let checks = try #require(root["checks"] as? [[String: Any]])
        #expect(checks.first?["kind"] as? String == "newFailure")
        #expect((checks.first?["after"] as? [String: Any])?["passed"] as? Bool == false)
    }

    @Test func changeThatFixesContrastIsListedAsFixed() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/dark.tokens.json", "{color.palette.blue.300}", "{color.palette.blue.600}")
        try repo.commit("Darker primary in dark")
        let result = try repo.diff()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("#### ✅ Fixed (4)"))
        #expect(result.stdout.contains("| `contrast.text` error | acme · primary / medium / default / dark | 2.38 ❌ | 5.12 ✅ | 4.50 | `#ffffff` on `#0b5fff` |"))
        #expect(result.stdout.contains("#### Contrast and Lc that moved"))
        let (_, root) = try repo.json()
        #expect((root["counts"] as? [String: Any])?["fixed"] as? Int == 4)
    }

    @Test func changeThatReachesNoCellSaysSo() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/base.tokens.json", "\"$value\": { \"value\": 99, \"unit\": \"px\" }", "\"$value\": { \"value\": 12, \"unit\": \"px\" }")
        try repo.commit("Smaller radius token")
        let result = try repo.diff()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("· 0 cells look different ·"))
        #expect(result.stdout.contains("No cell of any state matrix looks different: the changed tokens reach no button."))
        #expect(result.stdout.contains("| `size.radius` | `99px` | `12px` | **edited** |"))
        let (_, root) = try repo.json()
        #expect((root["cells"] as? [Any])?.isEmpty == true)
    }

    @Test func htmlReportShowsEachChangedCellBeforeAndAfter() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/light.tokens.json", "{color.palette.blue.600}", "{color.palette.gray.900}")
        try repo.commit("Neutral primary")
        let report = repo.url.appendingPathComponent("report")
        let result = try repo.diff(["HEAD~1", "HEAD", "--html", report.path])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        // The default and pressed cells change the same way: one card for both, its pictures at twice their size.
        #expect(html.contains("<h2>Cells drawn differently (2 cells, 1 change)</h2>"))
        #expect(html.contains("<h3>acme · primary · medium · 2 states · light</h3><span class=\"times\">× 2 cells</span>"))
        #expect(html.contains("<img src=\"cells/0001-base.svg\" alt=\"BASE: acme · primary / medium / default / light\" width=\"262\" height=\"112\">"))
        #expect(html.contains("<img src=\"cells/0001-head.svg\" alt=\"HEAD: acme · primary / medium / default / light\" width=\"262\" height=\"112\">"))
        #expect(!FileManager.default.fileExists(atPath: report.appendingPathComponent("cells/0002-base.svg").path))
        #expect(html.contains("<code>#0b5fff</code>") && html.contains("<code>#1a1a1a</code>"))
        let before = try String(contentsOf: report.appendingPathComponent("cells/0001-base.svg"), encoding: .utf8)
        let after = try String(contentsOf: report.appendingPathComponent("cells/0001-head.svg"), encoding: .utf8)
        #expect(before.contains("#0b5fff") && !before.contains("#1a1a1a"))
        #expect(after.contains("#1a1a1a") && !after.contains("#0b5fff"))
    }

    @Test func embeddedContentAgainstItselfHasNoChange() throws {
        let repo = try DiffRepository(content: DocGenProcess.packageRoot.appendingPathComponent("Content"))
        for arguments in [["HEAD", "HEAD"], ["Content", "HEAD"], ["HEAD", "Content"]] {
            let result = try repo.diff(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stdout.contains("### docgen diff: No change: the tokens, cells and checks of HEAD are those of BASE."), "\(arguments)")
            let (_, root) = try repo.json(arguments)
            #expect((root["tokens"] as? [Any])?.isEmpty == true && (root["cells"] as? [Any])?.isEmpty == true)
        }
    }

    @Test func contentNewInHeadIsAllAdded() throws {
        let repo = try DiffRepository()
        try repo.git("rm", "-rq", "Content")
        try repo.commit("No content yet")
        let result = try repo.diff(["HEAD", "HEAD~1"])
        #expect(result.status == 1, "the fixture fails contrast in dark: \(result.stderr)")
        #expect(result.stdout.contains("> ⚠️ BASE has no Content folder: everything in HEAD's is new."))
        #expect(result.stdout.contains("**Recommended version bump: minor**"))
        // Each cell named once, on its first value's row; its other values follow under it.
        #expect(result.stdout.contains("| acme · primary / medium / default / dark (added) | surface | — | `#1a1a1a` |  |\n| ↳ | background | — | `#7aa7ff` |  |"))
        let (_, root) = try repo.json(["HEAD", "HEAD~1"])
        #expect((root["cells"] as? [[String: Any]])?.allSatisfy { $0["kind"] as? String == "added" } == true)
    }

    @Test func mergeBaseComparesWithWhereTheBranchLeft() throws {
        let repo = try DiffRepository()
        try repo.git("checkout", "-q", "-b", "feature")
        try repo.edit("tokens/base.tokens.json", "\"#12b76a\"", "\"#0e9f5a\"")
        try repo.commit("Greener")
        try repo.git("checkout", "-q", "main")
        try repo.edit("tokens/base.tokens.json", "\"#7aa7ff\"", "\"#6b9cff\"")
        try repo.commit("Main moves on")
        let direct = try repo.diff(["main", "feature"])
        #expect(direct.stdout.contains("color.palette.blue.300"), "without --merge-base, main's own change shows")
        let result = try repo.diff(["main", "feature", "--merge-base"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("color.palette.green.500") && !result.stdout.contains("color.palette.blue.300"))
        #expect(result.stdout.contains("Comparing **merge base of main and feature**"))
    }

    @Test func invalidInputIsSaidPlainlyWithExitTwo() throws {
        let repo = try DiffRepository()
        let unknown = try repo.diff(["v9.9.9", "HEAD"])
        #expect(unknown.status == 2)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr.contains("docgen diff: the repository has no revision 'v9.9.9'"))
        try repo.edit("tokens/button.tokens.json", "{color.palette.white}", "{color.palette.whitte}")
        try repo.commit("Typo")
        let broken = try repo.diff()
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("Content/acme/tokens/button.tokens.json:8:"))
        #expect(broken.stderr.contains("docgen diff: HEAD (revision HEAD ("))
        #expect(broken.stderr.contains("is not valid input: 1 error"))
        let usage = try repo.diff(["HEAD"])
        #expect(usage.status == 64)
        let format = try repo.diff(["HEAD~1", "HEAD", "--format", "yaml"])
        #expect(format.status == 64)
    }
}
