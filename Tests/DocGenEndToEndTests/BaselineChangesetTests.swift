import Foundation
import Testing
@testable import DocGenChecks

/// `docgen diff --format changeset` in a git repository: a Changesets entry (`.changeset/*.md`: front matter naming
/// the package and its bump, then the summary), the package and the bump rules from `docgen.yaml`.
@Suite struct BaselineChangesetTests {
    /// The palette's blue.600 made darker: four tokens change value, two cells look different.
    func darkerBlue() throws -> DiffRepository {
        let repo = try DiffRepository()
        try repo.edit("tokens/base.tokens.json", "\"hex\": \"#0b5fff\"", "\"hex\": \"#0a4fd6\"")
        try repo.edit("tokens/base.tokens.json", "[0.043, 0.373, 1]", "[0.039, 0.31, 0.839]")
        try repo.commit("Darker blue")
        return repo
    }

    func project(_ repo: DiffRepository, _ yaml: String) throws {
        try Data(yaml.utf8).write(to: repo.url.appendingPathComponent("docgen.yaml"))
    }

    @Test func aValueChangeIsAPatchEntry() throws {
        let repo = try darkerBlue()
        try project(repo, "changeset:\n  package: \"@acme/tokens\"\n")
        let result = try repo.diff(["HEAD~1", "HEAD", "--format", "changeset"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            ---
            "@acme/tokens": patch
            ---

            Design tokens: 4 tokens changed value: same names and types, other values.

            - Values changed: `color.background.brand` (reaches 2 documented cells), `color.button.primary.default.background` (reaches 2 documented cells), `color.palette.blue.600` (reaches 2 documented cells), `button.border`
            - 2 documented button cells look different

            """)
    }

    @Test func theBumpRulesComeFromTheProjectFile() throws {
        let repo = try darkerBlue()
        try project(repo, "changeset:\n  package: \"@acme/tokens\"\n  bump: { valueChanged: minor }\n")
        let result = try repo.diff(["HEAD~1", "HEAD", "--format", "changeset"])
        #expect(result.stdout.hasPrefix("---\n\"@acme/tokens\": minor\n---\n\nDesign tokens: 4 tokens changed value: nothing a user names breaks.\n"))
        // The markdown report recommends the same bump.
        #expect(try repo.diff().stdout.contains("**Recommended version bump: minor**"))
        try project(repo, "changeset:\n  package: \"@acme/tokens\"\n  bump: { valueChanged: huge }\n")
        let bad = try repo.diff(["HEAD~1", "HEAD", "--format", "changeset"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("docgen.yaml:3:25: error: `changeset.bump.valueChanged` takes major, minor, patch or none, not 'huge'."), "\(bad.stderr)")
    }

    @Test func removalAndAdditionAreSummarisedByMeaning() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/base.tokens.json", "\"palette\": {", "\"palette\": {\n      \"teal\": { \"$type\": \"color\", \"$value\": \"#008080\" },")
        try repo.commit("Teal")
        try project(repo, "changeset: { package: \"@acme/tokens\" }\n")
        let result = try repo.diff(["HEAD~1", "HEAD", "--format", "changeset"])
        #expect(result.stdout.hasPrefix("---\n\"@acme/tokens\": minor\n---\n\nDesign tokens: 1 token added: nothing a user names breaks.\n\n- Added: `color.palette.teal`\n"),
                "\(result.stdout)\(result.stderr)")
    }

    @Test func withoutAPackageItSaysWhatToAdd() throws {
        let repo = try darkerBlue()
        let result = try repo.diff(["HEAD~1", "HEAD", "--format", "changeset"])
        #expect(result.status == 2)
        #expect(result.stderr == "docgen diff: --format changeset needs the package the entry bumps: add `changeset: { package: \"@acme/tokens\" }` to docgen.yaml, with your package's name.\n")
    }

    @Test func theReportFolderHoldsTheChangesetWhenAPackageIsNamed() throws {
        let repo = try darkerBlue()
        let folder = repo.url.appendingPathComponent("report")
        _ = try repo.diff(["HEAD~1", "HEAD", "--output-dir", folder.path])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("changeset.md").path))
        try project(repo, "changeset:\n  package: \"@acme/tokens\"\n")
        _ = try repo.diff(["HEAD~1", "HEAD", "--output-dir", folder.path])
        let written = try String(contentsOf: folder.appendingPathComponent("changeset.md"), encoding: .utf8)
        #expect(written == (try repo.diff(["HEAD~1", "HEAD", "--format", "changeset"])).stdout)
    }
}
