import DesignTokens
@testable import DocGenSupport
import Testing
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
@testable import DocGenChecks

/// `docgen.yaml`'s `baseline` and `changeset`, and the bump rules they configure (semver.org §6–8 by default).
@Suite struct BaselineSettingsTests {
    @Test func theProjectFileNamesTheBaselineAndTheChangeset() {
        let (project, problems) = ProjectFileReader(path: "site/docgen.yaml").parse("""
            baseline: docgen-baseline.json
            changeset:
              package: "@acme/tokens"
              bump: { removed: minor, valueChanged: none }
            """)
        #expect(problems.isEmpty, "\(problems)")
        #expect(project?.baseline == "site/docgen-baseline.json")
        #expect(project?.changeset?.package == "@acme/tokens")
        #expect(project?.changeset?.bump.level(.removed) == .minor)
        #expect(project?.changeset?.bump.level(.valueChanged) == BumpLevel.none)
        #expect(project?.changeset?.bump.level(.renamed) == .major)
        var flags = ProjectFile()
        flags.baseline = "other.json"
        #expect(flags.overriding(project ?? ProjectFile()).configuration.baseline == "other.json")
        #expect(ProjectFile().overriding(project ?? ProjectFile()).configuration.changeset.package == "@acme/tokens")
    }

    @Test func badChangesetSettingsSayWhere() {
        let (project, problems) = ProjectFileReader(path: "docgen.yaml").parse("""
            changeset:
              pkg: x
              bump: { moved: major, added: big }
            """)
        #expect(project == nil)
        #expect(problems.map { "\($0.location) \($0.code)" } == ["docgen.yaml:2:3 project.unknown-key", "docgen.yaml:3:11 project.unknown-key",
                                                                 "docgen.yaml:3:32 project.bump-level"])
    }

    @Test func theRulesDecideTheLevelAndTheReason() {
        var diff = TokenDiff(system: "acme", theme: "light")
        diff.removed = [TokenRemoval(path: "x", before: VersionBumpTests.state(), announced: nil, references: [])]
        diff.added = [TokenEntry(path: "c", state: VersionBumpTests.state())]
        #expect(VersionBump(tokens: [diff]) == VersionBump(level: .major, reason: "1 token removed: users that name them break."))
        let lenient = BumpRules([.removed: .minor])
        #expect(VersionBump(tokens: [diff], rules: lenient) == VersionBump(level: .minor, reason: "1 token removed, 1 token added: nothing a user names breaks."))
        let silent = BumpRules(Dictionary(uniqueKeysWithValues: BumpRules.Kind.allCases.map { ($0, BumpLevel.none) }))
        #expect(VersionBump(tokens: [diff], rules: silent) == VersionBump(level: .none, reason: "1 token removed, 1 token added: no release needed."))
    }

    @Test func aChangesetWithNoBumpReleasesNothing() {
        let side = SiteDiff.DiffSide(name: "a", description: "a")
        let diff = SiteDiff(base: side, head: side, tokens: [], cells: [], checks: [], problems: [], bump: VersionBump(tokens: []), notes: [])
        #expect(diff.changeset(package: "@acme/tokens") == "---\n---\n\nDesign tokens: No token changed.\n")
        // The package is a double-quoted YAML key whatever it holds.
        var added = TokenDiff(system: "acme", theme: "light")
        added.added = [TokenEntry(path: "a`b", state: VersionBumpTests.state())]
        let changed = SiteDiff(base: side, head: side, tokens: [added], cells: [], checks: [], problems: [], bump: VersionBump(tokens: [added]), notes: [])
        #expect(changed.changeset(package: "we\"ird").hasPrefix("---\n\"we\\\"ird\": minor\n---\n"))
        #expect(changed.changeset(package: "p").contains("- Added: ``a`b``\n"))
    }
}
