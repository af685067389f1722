import Foundation
import Testing

/// The GitHub integration's steps run locally, with no network: what the report step writes (annotations within
/// GitHub's limits, the job summary, the comment body, SARIF), and what the comment step would send to GitHub.
@Suite struct GitHubWorkflowTests {
    static let scripts = DocGenProcess.packageRoot.appendingPathComponent("scripts/github")

    /// Runs a script with the given environment; `GITHUB_STEP_SUMMARY` and `GITHUB_OUTPUT` point into `folder`.
    static func step(_ script: String, _ arguments: [String] = [], in folder: URL, environment: [String: String] = [:]) throws -> DocGenProcess.Result {
        var env = [
            "GITHUB_STEP_SUMMARY": folder.appendingPathComponent("step-summary.md").path,
            "GITHUB_OUTPUT": folder.appendingPathComponent("step-output.txt").path,
            "DOCGEN": DocGenProcess.executable.path,
            "DOCGEN_PUBLIC": DocGenProcess.packageRoot.appendingPathComponent("Public").path,
            "GIT_CONFIG_GLOBAL": "/dev/null",
        ]
        env.merge(environment) { $1 }
        return try DocGenProcess.execute(URL(fileURLWithPath: "/bin/bash"), [scripts.appendingPathComponent(script).path] + arguments,
                                         in: folder, environment: env)
    }

    static func annotations(_ text: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            for kind in ["error", "warning", "notice"] where line.hasPrefix("::\(kind) ") || line.hasPrefix("::\(kind)::") { counts[kind, default: 0] += 1 }
        }
        return counts
    }

    @Test func reportStepAnnotatesOnlyWhatThePullRequestAdds() throws {
        let repo = try DiffRepository(content: DocGenProcess.packageRoot.appendingPathComponent("Content"))
        // The embedded content fails hundreds of checks at BASE already; the change adds a few more.
        let file = repo.url.appendingPathComponent("Content/orange/tokens/primitives.tokens.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"components\": [0.0, 0.0, 0.0], \"alpha\": 1, \"hex\": \"#000000\"",
                                           with: "\"components\": [0.6, 0.6, 0.6], \"alpha\": 1, \"hex\": \"#999999\"").utf8).write(to: file)
        try repo.commit("Gray black")
        let result = try Self.step("report.sh", in: repo.url, environment: ["DOCGEN_MERGE_BASE": "false"])
        #expect(result.status == 0, "\(result.stderr)")
        let counts = Self.annotations(result.stdout)
        #expect(counts.values.allSatisfy { $0 <= 10 } && counts.values.reduce(0, +) <= 50, "\(counts)")
        let output = try String(contentsOf: repo.url.appendingPathComponent("step-output.txt"), encoding: .utf8)
        #expect(output.contains("exit-code=1\n") && output.contains("outcome=new-error\n") && output.contains("report-dir=docgen-report\n"))
        let report = repo.url.appendingPathComponent("docgen-report")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: report.appendingPathComponent("diff.json"))) as? [String: Any] ?? [:]
        let newFailures = (json["counts"] as? [String: Any])?["newFailures"] as? Int ?? -1
        let annotated = try String(contentsOf: report.appendingPathComponent("annotations.txt"), encoding: .utf8)
        #expect(Self.annotations(annotated).values.reduce(0, +) == newFailures + ((json["problems"] as? [Any])?.count ?? 0),
                "one annotation per new failure, none for what BASE failed already")
        // Each sits at the edited token's line, in the file the pull request changed.
        let lines = annotated.split(separator: "\n")
        #expect(!lines.isEmpty && lines.allSatisfy { $0.contains("file=Content/orange/tokens/primitives.tokens.json,line=") }, "\(lines.prefix(3))")
        let summary = try String(contentsOf: repo.url.appendingPathComponent("step-summary.md"), encoding: .utf8)
        if lines.count > 10 {
            let overflow = try #require(summary.firstMatch(of: /<details><summary>(\d+) more findings than GitHub shows as annotations<\/summary>/))
            #expect(Int(overflow.1)! + counts.values.reduce(0, +) == lines.count, "every new failure is annotated or listed")
        }
        #expect(summary.contains("<!-- docgen-diff -->\n### docgen diff: ❌"))
        let comment = try String(contentsOf: report.appendingPathComponent("diff.md"), encoding: .utf8)
        #expect(comment.hasPrefix("<!-- docgen-diff -->\n") && comment.count <= 60_000)
        let sarif = try String(contentsOf: report.appendingPathComponent("diff.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"ruleId\": \"diff.check-failed\""))
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("html/index.html").path))
    }

    /// A project made by `docgen init`: docgen.yaml, no Public/ (the built-in theme), no flag given by the workflow.
    static func initProject() throws -> DiffRepository {
        let scratch = try ScratchFolder()
        let made = try DocGenProcess.run(["init"], in: scratch.url)
        guard made.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: ["init": made.stderr]) }
        let repo = try DiffRepository(content: scratch.url.appendingPathComponent("Content"), in: scratch)
        try repo.commit("docgen.yaml")
        return repo
    }

    static func replace(_ old: String, _ new: String, in file: String, of repo: DiffRepository) throws {
        let url = repo.url.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        guard text.contains(old) else { throw CocoaError(.fileReadCorruptFile, userInfo: ["missing": old]) }
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    static let initEnvironment = ["DOCGEN_MERGE_BASE": "false", "DOCGEN_PUBLIC": ""]

    @Test func reportStepOnAProjectMadeByInitReadsItsProjectFile() throws {
        let repo = try Self.initProject()
        // A lighter blue for the primary fill and the focus ring (tokens/base.tokens.json line 8).
        try Self.replace("\"600\": { \"$value\": \"#1f5fd6\" }", "\"600\": { \"$value\": \"#8ab4ff\" }", in: "Content/button/tokens/base.tokens.json", of: repo)
        try repo.commit("Lighter blue")
        let result = try Self.step("report.sh", in: repo.url, environment: Self.initEnvironment)
        #expect(result.status == 0, "\(result.stderr)")
        let output = try String(contentsOf: repo.url.appendingPathComponent("step-output.txt"), encoding: .utf8)
        #expect(output.contains("exit-code=1\n") && output.contains("outcome=new-error\n"), "\(output)")
        let lines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(!lines.isEmpty && lines.allSatisfy { $0.contains("file=Content/button/tokens/base.tokens.json,line=8,") }, "\(lines.prefix(2))")
        let comment = try String(contentsOf: repo.url.appendingPathComponent("docgen-report/diff.md"), encoding: .utf8)
        #expect(comment.contains("#### ❌ New failures"))
    }

    @Test func annotationsGoToTheChangedLineWhenTheFailingTokenIsElsewhere() throws {
        let repo = try Self.initProject()
        // The light theme's accent now names a lighter blue: the failing fill is defined in base.tokens.json, which
        // the pull request does not touch; the line that causes it is the accent in light.tokens.json.
        try Self.replace("\"accent\": { \"$value\": \"{palette.blue.600}\" }", "\"accent\": { \"$value\": \"{palette.blue.300}\" }",
                         in: "Content/button/tokens/light.tokens.json", of: repo)
        try repo.commit("Lighter accent")
        let result = try Self.step("report.sh", in: repo.url, environment: Self.initEnvironment)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(!lines.isEmpty && lines.allSatisfy { $0.contains("file=Content/button/tokens/light.tokens.json,line=6,") }, "\(lines.prefix(2))")
    }

    @Test func reportStepOnAHeadThatDoesNotResolveStillWritesTheComment() throws {
        let repo = try Self.initProject()
        try Self.replace("{palette.blue.600}", "{palette.blue.650}", in: "Content/button/tokens/light.tokens.json", of: repo)
        try repo.commit("Broken reference")
        let result = try Self.step("report.sh", in: repo.url, environment: Self.initEnvironment)
        #expect(result.status == 2)
        let output = try String(contentsOf: repo.url.appendingPathComponent("step-output.txt"), encoding: .utf8)
        #expect(output.contains("exit-code=2\n") && output.contains("outcome=invalid-input\n"), "\(output)")
        #expect(result.stdout.contains("::error file=Content/button/tokens/light.tokens.json,line=6,title=tokens.unknown-reference (HEAD is not valid input)::"))
        let comment = try String(contentsOf: repo.url.appendingPathComponent("docgen-report/diff.md"), encoding: .utf8)
        #expect(comment.hasPrefix("<!-- docgen-diff -->\n### docgen diff: ❌ HEAD is not valid input: nothing was compared\n"))
        #expect(comment.contains("- `tokens.unknown-reference` at `Content/button/tokens/light.tokens.json:6:27 (color.accent)`: "
            + "`reference to {palette.blue.650}, which does not exist`"), "\(comment)")
        let summary = try String(contentsOf: repo.url.appendingPathComponent("step-summary.md"), encoding: .utf8)
        #expect(summary.contains("HEAD is not valid input"))
    }

    @Test func reportStepOnInvalidInputFailsWithOneAnnotation() throws {
        let repo = try DiffRepository()
        let result = try Self.step("report.sh", in: repo.url, environment: ["DOCGEN_BASE": "no-such-branch", "DOCGEN_MERGE_BASE": "false"])
        #expect(result.status == 2)
        #expect(result.stdout.contains("::error title=docgen diff::docgen diff: the repository has no revision 'no-such-branch'"))
        let output = try String(contentsOf: repo.url.appendingPathComponent("step-output.txt"), encoding: .utf8)
        #expect(output.contains("exit-code=2") && output.contains("outcome=invalid-input"))
        let comment = try String(contentsOf: repo.url.appendingPathComponent("docgen-report/diff.md"), encoding: .utf8)
        #expect(comment.contains("BASE is not valid input") && comment.contains("no-such-branch"))
    }

    @Test func oneDiffRunWritesWhatEachFormatPrints() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/light.tokens.json", "{color.palette.blue.600}", "{color.palette.blue.300}")
        try repo.commit("HEAD")
        let folder = repo.url.appendingPathComponent("report").path
        let written = try repo.diff(["HEAD~1", "HEAD", "--output-dir", folder])
        #expect(written.status == 0 || written.status == 1, "\(written.stderr)")
        let pairs: [(String, [String])] = [("diff.md", []), ("summary.md", ["--max-characters", "1000000"]),
                                           ("diff.json", ["--format", "json"]), ("diff.sarif", ["--format", "sarif"])]
        for (file, arguments) in pairs {
            let printed = try repo.diff(["HEAD~1", "HEAD"] + arguments)
            let contents = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            #expect(contents + "\n" == printed.stdout || contents == printed.stdout, "\(file) differs from docgen diff \(arguments)")
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/html/index.html"))
        #expect(FileManager.default.fileExists(atPath: folder + "/annotations.txt"))
    }

    @Test func summaryStepCutsAtGitHubsLimitWithANote() throws {
        let folder = try ScratchFolder()
        let report = folder.url.appendingPathComponent("big.md")
        try Data(String(repeating: "| a row of a long table |\n", count: 400).utf8).write(to: report)
        let result = try Self.step("summary.sh", [report.path, "the docgen-diff artifact"], in: folder.url, environment: ["DOCGEN_SUMMARY_LIMIT": "2000"])
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try String(contentsOf: folder.url.appendingPathComponent("step-summary.md"), encoding: .utf8)
        #expect(summary.utf8.count <= 2000)
        #expect(summary.hasSuffix("> The report is cut here to stay within GitHub's job summary limit; the full report is in the docgen-diff artifact.\n"))
        #expect(summary.split(separator: "\n").dropLast(2).allSatisfy { $0 == "| a row of a long table |" || $0.isEmpty })
    }

    @Test func annotationsBeyondGitHubsLimitAreListedAsPlainText() throws {
        let folder = try ScratchFolder()
        let commands = (1...12).map { "::error file=tokens.json,line=\($0),title=contrast.text a`**✅ all checks pass**`<img src=x>::Label on fill%0Ahint\n" }.joined()
        try Data(commands.utf8).write(to: folder.url.appendingPathComponent("annotations.txt"))
        let result = try Self.step("annotate.sh", ["annotations.txt"], in: folder.url)
        #expect(result.status == 0 && Self.annotations(result.stdout)["error"] == 10)
        let summary = try String(contentsOf: folder.url.appendingPathComponent("step-summary.md"), encoding: .utf8)
        #expect(summary.contains("- **error** contrast.text a\\`\\*\\*✅ all checks pass\\*\\*\\`&lt;img src=x&gt; tokens.json:11: Label on fill hint\n"), "\(summary)")
        #expect(!summary.contains("<img"))
    }

    @Test func workflowsAndActionNameWhatTheStepsNeed() throws {
        let root = DocGenProcess.packageRoot
        let action = try String(contentsOf: root.appendingPathComponent("action.yml"), encoding: .utf8)
        #expect(action.contains("using: composite"))
        #expect(action.contains("scripts/github/report.sh") && action.contains("scripts/github/sticky-comment.sh"))
        #expect(!action.contains("GITHUB_ENV"), "nothing is written to the job's environment")
        for input in ["content", "public", "templates", "project"] {
            #expect(action.contains("  \(input):\n    description: ") && action.contains("DOCGEN_\(input.uppercased()): ${{ inputs.\(input) }}"))
        }
        #expect(!action.contains("default: Public") && !action.contains("default: Content"), "a flag only where the workflow gives one")
        let report = try String(contentsOf: root.appendingPathComponent("docs/examples/workflows/docgen-report.yml"), encoding: .utf8)
        #expect(report.contains("category: docgen-diff") && report.contains("fetch-depth: 0") && report.contains("persist-credentials: false"))
        #expect(!report.contains("pull_request_target"), "the report runs with the pull request's read-only token")
        #expect(!report.contains("pull-request\n") && !report.contains("pull_request.number"), "the artifact names no pull request")
        let comment = try String(contentsOf: root.appendingPathComponent("docs/examples/workflows/docgen-comment.yml"), encoding: .utf8)
        #expect(comment.contains("workflow_run:") && comment.contains("workflows: [docgen report]") && comment.contains("mode: comment"))
        #expect(comment.contains("head-repository: ${{ github.event.workflow_run.head_repository.full_name }}"))
        #expect(comment.contains("head-sha: ${{ github.event.workflow_run.head_sha }}"))
        #expect(!comment.contains("actions/checkout"), "the comment workflow never runs the pull request's code")
        for workflow in [report, comment] {
            #expect(workflow.contains("\npermissions: {}\n"), "no permission for the whole workflow; each job asks for its own")
            #expect(!workflow.contains("GITHUB_ENV"))
            // Every third-party action is pinned by a full commit; the container by digest.
            for match in workflow.matches(of: /uses: ([\w.\/-]+)@(\S+)/) where !match.1.hasPrefix("OWNER/") {
                #expect(match.2.wholeMatch(of: /[0-9a-f]{40}/) != nil, "\(match.1)@\(match.2) is not pinned by commit")
            }
        }
        #expect(report.contains("container: swift:6.1-bookworm@sha256:"))
    }
}
