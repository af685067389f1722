import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

@Suite struct BuildPipelineTests {
    /// A site folder with the repository's own templates and public files, and the given pages.
    private func site(_ pages: [String: String]) throws -> (TemporaryDirectory, BuildConfiguration) {
        let folder = try TemporaryDirectory()
        for (path, text) in pages { try folder.write("Content/\(path)", text) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let configuration = BuildConfiguration(contentDirectory: folder.url("Content").path,
                                               templatesDirectory: root.appendingPathComponent("Templates").path,
                                               publicDirectory: root.appendingPathComponent("Public").path,
                                               outputDirectory: folder.url("_site").path)
        return (folder, configuration)
    }

    @Test func reportsEveryProblemOfEveryPageInOneRun() throws {
        let (folder, configuration) = try site([
            "index.md": "---\ntitle: Home\n---\nSee [the guide](guid.md).\n",
            "guide.md": "---\ntitle: Guide\n---\n\n```docgen tabel\n```\n\n# Second title\n",
            "untitled.md": "Just text.\n",
        ])
        var context = BuildContext(configuration: configuration)
        #expect(throws: InvalidInputError.self) { try BuildPipeline.site.run(&context) }
        let found = context.diagnostics.errors.map { "\($0.location.file.split(separator: "/").last ?? ""):\($0.location.line ?? 0) \($0.code)" }.sorted()
        #expect(found == [
            "guide.md:5 directive.unknown",
            "index.md:4 markdown.broken-link",
            "untitled.md:1 markdown.no-title",
        ])
        #expect(folder.read("_site/index.html") == nil, "an invalid build writes nothing")
        let warnings = context.diagnostics.filter { $0.severity == .warning }.map { "\($0.location.file.split(separator: "/").last ?? ""):\($0.location.line ?? 0) \($0.code)" }
        #expect(warnings == ["guide.md:8 markdown.extra-h1"], "a second level-1 heading is a warning")
    }

    /// Pages written for Hugo repeat their front matter title as a first `#` heading: it is the title, shown once. A
    /// different first heading, or a later one, is a warning and is shown as a level-2 heading.
    @Test func pagesWrittenForHugoBuild() throws {
        let (folder, configuration) = try site([
            "index.md": "---\ntitle: Home\n---\n\n# Home\n\nWelcome.\n\n# Later\n\nText.\n",
            "other.md": "---\ntitle: Other\n---\n\n# Something else\n\nText.\n",
        ])
        var context = BuildContext(configuration: configuration)
        try BuildPipeline.site.run(&context)
        let home = try #require(folder.read("_site/index.html"))
        #expect(home.components(separatedBy: "<h1").count == 2, "one h1: the title")
        #expect(home.contains(#"<h2 id="later">Later"#))
        let other = try #require(folder.read("_site/other/index.html"))
        #expect(other.contains("Something else"))
        #expect(other.components(separatedBy: "<h1").count == 2)
        let warnings = context.diagnostics.map { "\($0.location.file.split(separator: "/").last ?? ""):\($0.location.line ?? 0) \($0.severity) \($0.code)" }.sorted()
        #expect(warnings == ["index.md:9 warning markdown.extra-h1", "other.md:5 warning markdown.heading-differs-from-title"])
    }

    @Test func stepsRunInOrderAndNameThemselves() throws {
        let (folder, configuration) = try site(["index.md": "# Home\n\nWelcome.\n"])
        var context = BuildContext(configuration: configuration)
        var steps: [String] = []
        defer { withExtendedLifetime(folder) {} }
        try BuildPipeline.site.run(&context) { event in
            if case .stepStarted(let index, let count, _, let label) = event { steps.append("\(index)/\(count) \(label)") }
        }
        #expect(steps.first == "1/\(BuildPipeline.site.steps.count) Load content")
        #expect(steps.last?.hasSuffix("Write site") == true)
        #expect(context.pages.map(\.title) == ["Home"])
    }

    /// Under `raw-html: omit` (raw HTML is an error by default: see the test after this one).
    @Test func aFirstLevelOneHeadingBecomesTheTitle() throws {
        let (folder, configuration) = try site(["index.md": "# Home <b>page</b>\n\nWelcome.\n", "site.yaml": "markdown:\n  raw-html: omit\n"])
        var context = BuildContext(configuration: configuration)
        try BuildPipeline.site.run(&context)
        let html = try #require(folder.read("_site/index.html"))
        #expect(html.contains("<h1>Home page</h1>"))
        #expect(!html.contains("<b>"))
    }

    /// A rebuild over the same context (a preview) parses an unchanged page again when the raw-HTML policy changed.
    @Test func aRebuildAfterThePolicyChangesChecksUnchangedPagesAgain() throws {
        let (folder, configuration) = try site(["index.md": "# Home <b>page</b>\n\nWelcome.\n", "site.yaml": "markdown:\n  raw-html: omit\n"])
        var context = BuildContext(configuration: configuration)
        try BuildPipeline.site.run(&context)
        try folder.write("Content/site.yaml", "title: Strict\n")
        context.diagnostics = []
        #expect(throws: (any Error).self) { try BuildPipeline.site.run(&context) }
        #expect(context.diagnostics.errors.map(\.code) == ["markdown.raw-html", "markdown.raw-html"])
    }

    @Test func rawHTMLInTheTitleHeadingIsAnErrorByDefault() throws {
        let (folder, configuration) = try site(["index.md": "# Home <b>page</b>\n\nWelcome.\n"])
        var context = BuildContext(configuration: configuration)
        #expect(throws: (any Error).self) { try BuildPipeline.site.run(&context) }
        #expect(context.diagnostics.errors.map { "\($0.location.line ?? 0):\($0.location.column ?? 0) \($0.code)" } == ["1:8 markdown.raw-html", "1:15 markdown.raw-html"])
        #expect(folder.read("_site/index.html") == nil)
    }
}
