import Foundation
import Testing

/// The comment step (scripts/github/sticky-comment.sh) against a stand-in GitHub CLI that records each call and
/// answers the pulls and comments listings from JSON files through the same jq programs `gh --jq` would run. The
/// report's artifact is untrusted: the pull request comes from the triggering run's head repository and commit, and
/// only a comment the workflow's own account wrote is updated.
@Suite struct GitHubCommentStepTests {
    static let headSHA = "0123456789abcdef0123456789abcdef01234567"
    static let marker = "<!-- docgen-diff -->"

    /// Two open pull requests: #42 from a fork with the run's head commit, #7 from the repository itself.
    static let pulls = """
        [{"number": 7, "head": {"sha": "fedcba9876543210fedcba9876543210fedcba98", "repo": {"full_name": "acme/tokens"}}},
         {"number": 42, "head": {"sha": "\(headSHA)", "repo": {"full_name": "fork/tokens"}}}]
        """

    static func fakeGH(in folder: URL) throws -> URL {
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let script = """
            #!/usr/bin/env bash
            printf '%s\\n' "$*" >> "$GH_LOG"
            for argument in "$@"; do case "$argument" in body=@*) cat "${argument#body=@}" > "$GH_LOG.body" ;; esac; done
            jq=''; previous=''
            for argument in "$@"; do [ "$previous" = --jq ] && jq=$argument; previous=$argument; done
            case "$*" in
              *--paginate*/pulls*) jq -r "$jq" "$FAKE_PULLS" ;;
              *--paginate*/comments*) jq -r "$jq" "$FAKE_COMMENTS" ;;
            esac
            """
        let gh = bin.appendingPathComponent("gh")
        try Data(script.utf8).write(to: gh)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: gh.path)
        return bin
    }

    struct Run {
        var result: DocGenProcess.Result
        var calls: [String]
    }

    /// Runs the comment step as the comment workflow does, with a forged artifact beside the body: a
    /// `pull-request` file naming #7 (what the old workflow read).
    static func comment(comments: String, headRepository: String = "fork/tokens", headSHA: String = headSHA,
                        body: String = marker + "\n### docgen diff: ✅ No new error\n") throws -> Run {
        let folder = try ScratchFolder()
        let bin = try fakeGH(in: folder.url)
        let report = folder.url.appendingPathComponent("docgen-report")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        try Data(body.utf8).write(to: report.appendingPathComponent("diff.md"))
        try Data("7\n".utf8).write(to: report.appendingPathComponent("pull-request"))
        try Data(pulls.utf8).write(to: folder.url.appendingPathComponent("pulls.json"))
        try Data(comments.utf8).write(to: folder.url.appendingPathComponent("comments.json"))
        let log = folder.url.appendingPathComponent("gh.log").path
        let result = try GitHubWorkflowTests.step("sticky-comment.sh", ["acme/tokens", headRepository, headSHA, "docgen-report/diff.md"], in: folder.url, environment: [
            "PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"), "GH_LOG": log,
            "FAKE_PULLS": folder.url.appendingPathComponent("pulls.json").path, "FAKE_COMMENTS": folder.url.appendingPathComponent("comments.json").path,
        ])
        let calls = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        return Run(result: result, calls: calls)
    }

    @Test func theCommentGoesToTheRunsOwnPullRequestNotTheOneTheArtifactNames() throws {
        let run = try Self.comment(comments: "[]")
        #expect(run.result.status == 0, "\(run.result.stderr)")
        #expect(run.result.stdout == "Commented on acme/tokens#42.\n")
        #expect(run.calls.last == "api --method POST repos/acme/tokens/issues/42/comments -F body=@docgen-report/diff.md")
        #expect(!run.calls.contains { $0.contains("/7/") || $0.contains("issues/7") })
    }

    @Test func noOpenPullRequestWithThatHeadMeansNoComment() throws {
        // A head commit of another repository, as a forged run would claim.
        let run = try Self.comment(comments: "[]", headRepository: "mallory/tokens")
        #expect(run.result.status == 0)
        #expect(run.result.stdout.contains("no open pull request of acme/tokens has head mallory/tokens@"))
        #expect(!run.calls.contains { $0.contains("--method") })
    }

    @Test func aMarkerCommentBySomeoneElseIsLeftAloneAndANewOneMade() throws {
        let comments = """
            [{"id": 111, "user": {"login": "mallory"}, "body": "\(Self.marker)\\nmine now"}]
            """
        let run = try Self.comment(comments: comments)
        #expect(run.result.stdout == "Commented on acme/tokens#42.\n")
        #expect(!run.calls.contains { $0.contains("PATCH") })
        #expect(run.calls.last == "api --method POST repos/acme/tokens/issues/42/comments -F body=@docgen-report/diff.md")
    }

    @Test func theWorkflowsOwnCommentIsUpdated() throws {
        let comments = """
            [{"id": 111, "user": {"login": "mallory"}, "body": "\(Self.marker)\\nmine now"},
             {"id": 222, "user": {"login": "github-actions[bot]"}, "body": "\(Self.marker)\\n### docgen diff: old"}]
            """
        let run = try Self.comment(comments: comments)
        #expect(run.result.stdout == "Updated comment 222 on acme/tokens#42.\n", "\(run.result.stderr)")
        #expect(run.calls.last == "api --method PATCH repos/acme/tokens/issues/comments/222 -F body=@docgen-report/diff.md")
    }

    @Test func argumentsAndBodiesOutsideTheContractAreRefused() throws {
        #expect(try Self.comment(comments: "[]", headRepository: "fork/tokens; rm -rf /").result.status == 64)
        #expect(try Self.comment(comments: "[]", headSHA: "$(id)").result.status == 64)
        #expect(try Self.comment(comments: "[]", body: "no marker\n").result.status == 65)
        let long = Self.marker + "\n" + String(repeating: "x", count: 70_000)
        let tooLong = try Self.comment(comments: "[]", body: long)
        #expect(tooLong.result.status == 65 && tooLong.calls.isEmpty)
    }
}
