import Foundation
import Testing
@testable import DocGenChecks

/// The report step of the GitHub action with a baseline: the `baseline` input (`DOCGEN_BASELINE`) and `docgen.yaml`'s
/// `baseline` both make the failures it accepts no new error, so the step's outcome and annotations follow.
@Suite struct BaselineGitHubTests {
    /// The diff fixture with the light theme's brand made light too: four new error failures at HEAD.
    func lighterBrand() throws -> DiffRepository {
        let repo = try DiffRepository()
        try repo.edit("tokens/light.tokens.json", "{color.palette.blue.600}", "{color.palette.blue.300}")
        try repo.commit("Lighter brand in light")
        let written = try DocGenProcess.run(["check", "--public", BaselineCheckTests.publicFolder, "--write-baseline", "docgen-baseline.json"], in: repo.url)
        #expect(written.status == 0, "\(written.stderr)")
        return repo
    }

    func output(_ repo: DiffRepository) throws -> String {
        try String(contentsOf: repo.url.appendingPathComponent("step-output.txt"), encoding: .utf8)
    }

    @Test func theBaselineInputMakesAcceptedFailuresNoNewError() throws {
        let repo = try lighterBrand()
        let plain = try GitHubWorkflowTests.step("report.sh", in: repo.url, environment: ["DOCGEN_MERGE_BASE": "false"])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(try output(repo).contains("outcome=new-error\n"))
        #expect(GitHubWorkflowTests.annotations(plain.stdout)["error", default: 0] == 4)
        try FileManager.default.removeItem(at: repo.url.appendingPathComponent("step-output.txt"))
        let accepted = try GitHubWorkflowTests.step("report.sh", in: repo.url,
                                                    environment: ["DOCGEN_MERGE_BASE": "false", "DOCGEN_BASELINE": "docgen-baseline.json"])
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(try output(repo).contains("exit-code=0\noutcome=no-new-error\n"))
        #expect(GitHubWorkflowTests.annotations(accepted.stdout)["error", default: 0] == 0, "\(accepted.stdout)")
        let comment = try String(contentsOf: repo.url.appendingPathComponent("docgen-report/diff.md"), encoding: .utf8)
        #expect(comment.contains("#### Accepted by the baseline (6)"))
    }

    @Test func theProjectFilesBaselineIsReadWithNoInput() throws {
        let repo = try lighterBrand()
        try Data("baseline: docgen-baseline.json\n".utf8).write(to: repo.url.appendingPathComponent("docgen.yaml"))
        let result = try GitHubWorkflowTests.step("report.sh", in: repo.url, environment: ["DOCGEN_MERGE_BASE": "false"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try output(repo).contains("outcome=no-new-error\n"))
    }

    @Test func aBadBaselineIsInvalidInput() throws {
        let repo = try lighterBrand()
        try Data("{\"version\": 1,".utf8).write(to: repo.url.appendingPathComponent("docgen-baseline.json"))
        let result = try GitHubWorkflowTests.step("report.sh", in: repo.url,
                                                  environment: ["DOCGEN_MERGE_BASE": "false", "DOCGEN_BASELINE": "docgen-baseline.json"])
        #expect(result.status == 2)
        #expect(try output(repo).contains("outcome=invalid-input\n"))
        #expect(result.stderr.contains("docgen-baseline.json:1:15: error: The baseline is not valid JSON"), "\(result.stderr)")
        // The comment says why, with the file's place.
        let comment = try String(contentsOf: repo.url.appendingPathComponent("docgen-report/diff.md"), encoding: .utf8)
        #expect(comment.contains("### docgen diff: ❌ The baseline is not valid input: nothing was compared"), "\(comment)")
        #expect(comment.contains("docgen-baseline.json:1:15"))
        #expect(result.stdout.contains("::error file=docgen-baseline.json,line=1"), "\(result.stdout)")
    }
}
