import DesignTokens
@testable import DocGenSupport
import Foundation
import Mustache
import Testing
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenMarkdown
@testable import ButtonDrawing

/// The changelog part on a site built from four releases compared by the real comparison (`ChangelogFixture`): the
/// reference facts are those of the `SiteDiff` that `docgen diff` makes between the same releases.
@Suite struct ChangelogPartTests {
    nonisolated(unsafe) static let fixture = try! ChangelogFixture()

    static func page(_ version: String?) -> String { version.map { "changelog/\($0).md" } ?? "changelog/index.md" }

    static func markdown(_ version: String?) throws -> String {
        try fixture.part.markdown(ChangelogFixture.invocation(version.map { ["version": $0] } ?? [:]), in: fixture.context(page: page(version)))
    }

    static func html(_ version: String?) throws -> String {
        try fixture.part.render(ChangelogFixture.invocation(version.map { ["version": $0] } ?? [:]), in: fixture.context(page: page(version)))
    }

    static func diff(_ version: String) -> SiteDiff { fixture.changelog.entry(version)!.diff! }

    @Test func aTokenValueChangeShowsEachThemesValuesTheCellsAndTheBump() throws {
        let diff = Self.diff("v1.1.0")
        let html = try Self.html("v1.1.0"), markdown = try Self.markdown("v1.1.0")
        #expect(html.contains("<h2>What changed since <code>v1.0.0</code></h2>\n<p>\(HTMLEscaping.text(diff.plainVerdict))</p>"))
        #expect(diff.bump.level == .patch)
        #expect(markdown.contains("Recommended version bump: **patch**. \(diff.bump.reason)"))
        for theme in ["light", "dark"] {
            #expect(html.contains("<h3>acme · \(theme)</h3>"))
            #expect(html.contains("<caption>Changed (5) in acme · \(theme)</caption>"))
        }
        // The edited palette step, before → after, with its swatch beside the hex (never the color alone).
        #expect(html.contains("<tr><th scope=\"row\"><code>color.palette.blue.300</code></th>"
            + "<td data-label=\"Before\"><span class=\"token-value\"><span class=\"swatch\" style=\"--swatch: #7aa7ff\" aria-hidden=\"true\"></span><code>#7aa7ff</code></span></td>"
            + "<td data-label=\"After\"><span class=\"token-value\"><span class=\"swatch\" style=\"--swatch: #1f4fc0\" aria-hidden=\"true\"></span><code>#1f4fc0</code></span></td>"
            + "<td data-label=\"Cause\">edited</td></tr>"))
        #expect(markdown.contains("| `color.background.brand` | `#0b5fff` via `{color.palette.blue.600}` | `#8fb4ff` via `{color.palette.blue.600}` | inherits `color.palette.blue.600` |"))
        // Each group of cells with both pictures, from the sites of the two releases.
        #expect(html.contains("<h2>Cells that look different (4)</h2>"))
        #expect(html.contains("<img src=\"../../v1.0.0/buttons/acme/primary/medium--default--light.svg\" alt=\"Before, in v1.0.0: acme · primary / medium / default / light\""))
        #expect(html.contains("<img src=\"../../v1.1.0/buttons/acme/primary/medium--default--light.svg\" alt=\"After, in v1.1.0: acme · primary / medium / default / light\""))
        #expect(markdown.contains("![Before, in v1.0.0: acme · primary / medium / default / light](../../v1.0.0/buttons/acme/primary/medium--default--light.svg)"))
        #expect(markdown.contains("| background | `#7aa7ff` | `#1f4fc0` | `color.button.primary.default.background` → `color.background.brand` → `color.palette.blue.300` |"))
        // Checks: as many rows as the diff has, with measured → threshold.
        #expect(html.contains("<h2>Checks newly failing (\(diff.newFailures.count))</h2>") && diff.newFailures.count == 8)
        #expect(html.contains("<h2>Checks fixed (\(diff.fixed.count))</h2>") && diff.fixed.count == 4)
        #expect(markdown.contains("| `contrast.text` error | acme · primary / medium / default / light | 5.12 pass | 2.07 fail | 4.50 |"))
    }

    @Test func aRenameWithDeprecationHasItsOwnSections() throws {
        let diff = Self.diff("v2.0.0")
        let markdown = try Self.markdown("v2.0.0"), html = try Self.html("v2.0.0")
        #expect(diff.bump.level == .major)
        #expect(markdown.contains("Recommended version bump: **major**. 1 token renamed: users that name them break."))
        #expect(markdown.contains("**Renamed (1) in acme · light**\n\n| Renamed from | To | Found by | Value |\n|---|---|---|---|\n"
            + "| `size.radius` | `size.corner` | stable id in $extensions | `99px` |"))
        #expect(markdown.contains("**Deprecated (1) in acme · dark**\n\n| Token | Message |\n|---|---|\n| `color.palette.gray.old` | Use color.palette.gray.900 |"))
        #expect(!html.contains("Cells that look different"), "a rename draws no cell differently")
        #expect(!html.contains("<caption>Changed"))
    }

    @Test func aNewVariantIsAddedCellsWithTheirPictureAfter() throws {
        let diff = Self.diff("v2.1.0")
        let html = try Self.html("v2.1.0")
        #expect(diff.cells.map(\.kind) == [.added, .added, .added, .added])
        #expect(html.contains("<h3>acme · secondary · medium · 2 states · light (2 cells) (added)</h3>"))
        #expect(html.contains("<img src=\"../../buttons/acme/secondary/medium--default--light.svg\" alt=\"After, in v2.1.0: acme · secondary / medium / default / light\""))
        #expect(!html.contains("Before, in v2.0.0"), "an added cell has no picture before")
        #expect(!html.contains("<h2>Tokens</h2>"))
        #expect(html.contains("<h2>Checks newly failing (2)</h2>"))
    }

    @Test func theIndexHasOneRowPerReleaseNewestFirst() throws {
        let markdown = try Self.markdown(nil)
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| [") }
        #expect(rows == [
            "| [v2.1.0](../changelog/v2.1.0/index.html) | 2026-04-14 | none | 0 | 4 | 2 | 0 | [Read v2.1.0](../index.html) |",
            "| [v2.0.0](../changelog/v2.0.0/index.html) | 2026-03-14 | major | 2 | 0 | 0 | 0 | [Read v2.0.0](../v2.0.0/index.html) |",
            "| [v1.1.0](../changelog/v1.1.0/index.html) | 2026-02-14 | patch | 5 | 4 | 8 | 4 | [Read v1.1.0](../v1.1.0/index.html) |",
            "| [v1.0.0](../changelog/v1.0.0/index.html) | 2026-01-14 | first release | — | — | — | — | [Read v1.0.0](../v1.0.0/index.html) |",
        ])
        #expect(try Self.html(nil).contains("<th scope=\"row\"><a href=\"../changelog/v1.1.0/index.html\">v1.1.0</a></th>"))
        var unreleased = Self.fixture.changelog
        unreleased.entries[3].isUnreleased = true
        unreleased.entries[3].date = nil
        let html = try ChangelogPart(changelog: unreleased).render(ChangelogFixture.invocation(), in: Self.fixture.context(page: "changelog/index.md"))
        #expect(html.contains("<td data-label=\"Date\">unreleased</td>"))
    }

    /// Every picture is the file the site of its version writes for the cell (`ButtonSVGFiles.path(of:)`).
    @Test func everyPictureIsTheFileItsVersionsSiteWrites() throws {
        for (version, analysis) in Self.fixture.analyses {
            for cell in analysis.context.systems.flatMap(\.matrices).flatMap(\.cells) {
                #expect(ButtonSVGFiles.path(of: cell.reference) == ButtonSVGFiles.path(of: cell), "\(version) \(cell.reference.path)")
            }
        }
        var checked = 0
        for version in ChangelogFixture.versions.dropFirst() {
            let html = try Self.html(version)
            for src in html.components(separatedBy: "<img src=\"").dropFirst().map({ String($0.prefix { $0 != "\"" }) }) {
                let site = try #require(ChangelogFixture.versions.first { src.hasPrefix("../../" + Self.fixture.changelog.siteRoots[$0]! + "buttons/") })
                let path = String(src.dropFirst(("../../" + Self.fixture.changelog.siteRoots[site]!).count))
                #expect(Self.fixture.cells(of: site).map(ButtonSVGFiles.path(of:)).contains(path), "\(version): \(src)")
                checked += 1
            }
        }
        #expect(checked == 4 + 2, "two groups with both pictures, two added groups with one")
    }

    @Test func eachReleaseSaysWhatItsDiffSays() throws {
        for entry in Self.fixture.changelog.entries {
            let markdown = try Self.markdown(entry.version)
            guard let diff = entry.diff else {
                #expect(markdown == "## First release\n\nFirst release: nothing came before it.\n")
                continue
            }
            #expect(markdown.contains(MarkdownCodeSpan.text(diff.plainVerdict)), "\(entry.version)")
            for tokens in diff.tokens {
                for path in tokens.changed.map(\.path) + tokens.added.map(\.path) + tokens.renamed.map(\.to) + tokens.deprecationsAdded.map(\.path) {
                    #expect(markdown.contains("`\(path)`"), "\(entry.version): \(path)")
                }
            }
        }
    }

    @Test func theFirstReleaseCountsWhatItsOwnSiteHolds() throws {
        var changelog = Self.fixture.changelog
        changelog.siteRoots = ["v1.0.0": "v1.0.0/", "v1.1.0": "v1.1.0/", "v2.0.0": "v2.0.0/", "v2.1.0": ""]
        changelog.entries[3] = ChangelogEntry(version: "v2.1.0", previous: nil, date: "2026-04-14", isUnreleased: false, diff: nil)
        let html = try ChangelogPart(changelog: changelog).render(ChangelogFixture.invocation(["version": "v2.1.0"]),
                                                               in: Self.fixture.context(page: "changelog/v2.1.0.md"))
        // 8 tokens in base.tokens.json, 5 in button.tokens.json, 2 in each theme's file; light and dark; primary and secondary.
        #expect(html.contains("<p>First release: 15 tokens in 2 themes, 2 variants.</p>"), "\(html)")
    }

    @Test func anUnknownVersionNamesTheKnownOnes() {
        #expect(throws: DirectiveError(reason: .invalidValue(argument: "version", value: "v9", expected: "one of v1.0.0, v1.1.0, v2.0.0, v2.1.0"),
                                       location: SourceLocation(file: "changelog/index.md", line: 3))) {
            try Self.fixture.part.render(ChangelogFixture.invocation(["version": "v9"]), in: Self.fixture.context(page: "changelog/v9.md"))
        }
    }

    @Test func anUnversionedSiteHasNoChangelog() throws {
        let context = Self.fixture.context(page: "changelog/index.md")
        do {
            _ = try ChangelogPart().render(ChangelogFixture.invocation(), in: context)
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostic.code == "directive.unavailable")
            #expect(error.diagnostic.message.contains("only on a versioned site: build it with `docgen build --versions`"))
        }
        #expect(DirectiveRegistry.standard.names.contains("changelog"))
    }
}
