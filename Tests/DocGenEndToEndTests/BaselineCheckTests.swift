import Foundation
import Testing
@testable import DocGenChecks

/// Accepted failures in a git repository: the diff fixture fails its dark theme (white on `#7aa7ff`, 2.38:1); a
/// baseline written at BASE accepts those failures, still catches a new one, reports the ones fixed since, and is
/// honoured by `docgen diff` (flag or `docgen.yaml`). Contrast values from WCAG 2.2's relative-luminance formula.
@Suite struct BaselineCheckTests {
    static let publicFolder = DocGenProcess.packageRoot.appendingPathComponent("Public").path

    func check(_ repo: DiffRepository, _ arguments: [String]) throws -> DocGenProcess.Result {
        try DocGenProcess.run(["check", "--public", Self.publicFolder] + arguments, in: repo.url)
    }

    @Test func baselineTurnsARedCheckGreenAndStillCatchesANewFailure() throws {
        let repo = try DiffRepository()
        #expect(try check(repo, []).status == 1, "the fixture's dark theme fails without a baseline")
        let written = try check(repo, ["--write-baseline", "docgen-baseline.json"])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stderr.contains("docgen check: 4 accepted failures written to docgen-baseline.json."))
        let file = try String(contentsOf: repo.url.appendingPathComponent("docgen-baseline.json"), encoding: .utf8)
        #expect(file.hasPrefix("{\n  \"version\": 1,\n  \"accepted\": [\n    {\"rule\": \"apca\", \"system\": \"acme\", \"component\": \"Button\", "
            + "\"variant\": \"primary\", \"size\": \"medium\", \"state\": \"default\", \"theme\": \"dark\", \"foreground\": \"#ffffff\", \"background\": \"#7aa7ff\"},\n"))
        #expect(file.split(separator: "\n").count == 9, "one entry per line, between five lines of frame")
        // Written twice, the same bytes.
        _ = try check(repo, ["--write-baseline", "again.json"])
        #expect(try String(contentsOf: repo.url.appendingPathComponent("again.json"), encoding: .utf8) == file)
        try FileManager.default.removeItem(at: repo.url.appendingPathComponent("again.json"))
        try repo.commit("Accept today's failures")

        let green = try check(repo, ["--baseline", "docgen-baseline.json"])
        #expect(green.status == 0, "\(green.stdout)")
        #expect(green.stdout.contains("4 failures accepted by docgen-baseline.json:\n    [apca] acme Button primary/medium/default/dark: #ffffff on #7aa7ff\n"))
        // 9 passed: 8 cell findings and the size's touch target, once for its 4 cells.
        #expect(green.stdout.hasSuffix("0 errors, 0 warnings, 9 passed, 4 accepted, 0 fixed since the baseline\n"))

        // HEAD breaks the light theme too: only its cells fail.
        try repo.edit("tokens/light.tokens.json", "{color.palette.blue.600}", "{color.palette.blue.300}")
        let red = try check(repo, ["--baseline", "docgen-baseline.json"])
        #expect(red.status == 1)
        let errors = red.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 4, "\(red.stdout)")
        #expect(errors.allSatisfy { $0.contains("] acme Button primary/medium/") && $0.contains("/light: ") })
        #expect(red.stdout.hasSuffix("4 errors, 2 warnings, 3 passed, 4 accepted, 0 fixed since the baseline\n"))
        // The annotations carry the new failures alone.
        let github = try check(repo, ["--baseline", "docgen-baseline.json", "--format", "github"])
        #expect(github.stdout.split(separator: "\n").count == 6, "4 errors and 2 APCA warnings, all light")
        #expect(!github.stdout.contains("/dark"))

        // The dark theme fixed: its accepted failures are reported as fixed, and the light ones still fail.
        try repo.edit("tokens/dark.tokens.json", "{color.palette.blue.300}", "{color.palette.blue.600}")
        let fixed = try check(repo, ["--baseline", "docgen-baseline.json"])
        #expect(fixed.status == 1)
        #expect(fixed.stdout.contains("4 fixed since the baseline:\n    [apca] acme Button primary/medium/default/dark: now passes (was #ffffff on #7aa7ff)\n"))
        #expect(!fixed.stdout.contains("accepted by"))
        let json = try check(repo, ["--baseline", "docgen-baseline.json", "--format", "json"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let summary = try #require(root["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 4 && summary["accepted"] as? Int == 0 && summary["fixed"] as? Int == 4)
        let baseline = try #require(root["baseline"] as? [String: Any])
        #expect((baseline["fixed"] as? [[String: Any]])?.first?["now"] as? String == "passes")
    }

    @Test func theProjectFileNamesTheBaseline() throws {
        let repo = try DiffRepository()
        _ = try check(repo, ["--write-baseline", "docgen-baseline.json"])
        try Data("baseline: docgen-baseline.json\n".utf8).write(to: repo.url.appendingPathComponent("docgen.yaml"))
        let result = try check(repo, [])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("4 accepted"))
        // A flag wins over the file.
        try Data("{\"version\": 1, \"accepted\": []}\n".utf8).write(to: repo.url.appendingPathComponent("empty.json"))
        #expect(try check(repo, ["--baseline", "empty.json"]).status == 1)
    }

    @Test func diffHonoursTheBaseline() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/light.tokens.json", "{color.palette.blue.600}", "{color.palette.blue.300}")
        try repo.commit("Lighter brand in light")
        let plain = try repo.diff()
        #expect(plain.status == 1, "HEAD adds failures in the light theme")
        // A baseline written at BASE does not accept the light theme's failures.
        try repo.git("checkout", "-q", "HEAD~1")
        _ = try check(repo, ["--write-baseline", "base-baseline.json"])
        try repo.git("checkout", "-q", "main")
        #expect(try repo.diff(["HEAD~1", "HEAD", "--baseline", "base-baseline.json"]).status == 1)
        // Written at HEAD, it does: the new failures are accepted, not new errors.
        _ = try check(repo, ["--write-baseline", "docgen-baseline.json"])
        let accepted = try repo.diff(["HEAD~1", "HEAD", "--baseline", "docgen-baseline.json"])
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
        let lines = accepted.stdout.split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix("### docgen diff: ✅ No new error · "), "\(lines[1])")
        #expect(lines[1].contains("0 new failures") && lines[1].contains("6 accepted by the baseline"))
        #expect(accepted.stdout.contains("#### Accepted by the baseline (6)\n"))
        #expect(accepted.stdout.contains("| `contrast.text` error | acme · primary / medium / default / light | 5.12 ✅ | 2.38 ❌ | 4.50 | `#ffffff` on `#7aa7ff` |"), "\(accepted.stdout)")
        let (status, root) = try repo.json(["HEAD~1", "HEAD", "--baseline", "docgen-baseline.json"])
        #expect(status == 0 && root["exitStatus"] as? Int == 0)
        #expect((root["accepted"] as? [[String: Any]])?.count == 6)
        // Named by docgen.yaml, as every option is.
        try Data("baseline: docgen-baseline.json\n".utf8).write(to: repo.url.appendingPathComponent("docgen.yaml"))
        #expect(try repo.diff().status == 0)
    }

    @Test func aBadBaselineIsInvalidInputWithItsPlace() throws {
        let repo = try DiffRepository()
        try Data("{\n  \"version\": 1,\n  \"accepted\": [\n    {\"rule\": \"apca\",}\n  ]\n}\n".utf8).write(to: repo.url.appendingPathComponent("broken.json"))
        let syntax = try check(repo, ["--baseline", "broken.json"])
        #expect(syntax.status == 2)
        #expect(syntax.stderr.contains("broken.json:4:21: error: The baseline is not valid JSON"), "\(syntax.stderr)")
        #expect(syntax.stderr.contains("[baseline.syntax]"), "\(syntax.stderr)")
        try Data("{\n  \"version\": 1,\n  \"accepted\": [\n    {\"rule\": \"apca\", \"system\": \"acme\", \"component\": \"Button\", \"variant\": \"primary\", \"size\": \"medium\", \"state\": \"default\", \"theme\": \"dark\", \"foreground\": \"white\", \"background\": \"#7aa7ff\"}\n  ]\n}\n".utf8)
            .write(to: repo.url.appendingPathComponent("color.json"))
        let color = try check(repo, ["--baseline", "color.json"])
        #expect(color.status == 2)
        #expect(color.stderr.contains("color.json:4:"), "\(color.stderr)")
        #expect(color.stderr.contains("(/accepted/0/foreground)") && color.stderr.contains("[baseline.color]"), "\(color.stderr)")
        let missing = try repo.diff(["HEAD", "HEAD", "--baseline", "nowhere.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nowhere.json: error: The baseline file nowhere.json does not exist."), "\(missing.stderr)")
    }
}

/// Baselines past the reader's bound, or that lead out of their folder, are refused before anything is read.
@Suite struct BaselineRefusalTests {
    @Test func aBaselineOverSixteenMegabytesIsRefused() throws {
        let repo = try DiffRepository()
        try Data(repeating: UInt8(ascii: " "), count: (16 << 20) + 1).write(to: repo.url.appendingPathComponent("huge.json"))
        let result = try DocGenProcess.run(["check", "--public", BaselineCheckTests.publicFolder, "--baseline", "huge.json"], in: repo.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("huge.json: error: huge.json has 16777217 bytes: more than 16777216 bytes. [baseline.refused]"), "\(result.stderr)")
        #expect(result.stderr.contains("hint: A baseline holds at most 16777216 bytes"))
    }

    @Test func aBaselineLinkedOutOfItsFolderIsRefused() throws {
        let repo = try DiffRepository()
        try FileManager.default.createSymbolicLink(atPath: repo.url.appendingPathComponent("link.json").path, withDestinationPath: "/etc/passwd")
        let result = try DocGenProcess.run(["check", "--public", BaselineCheckTests.publicFolder, "--baseline", "link.json"], in: repo.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("[baseline.refused]") && !result.stderr.contains("root:"), "\(result.stderr)")
    }
}
