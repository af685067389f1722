import Foundation
import Testing
@testable import DocGenKit

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
            "guide.md:8 markdown.extra-h1",
            "index.md:4 markdown.broken-link",
            "untitled.md:1 markdown.no-title",
        ])
        #expect(folder.read("_site/index.html") == nil, "an invalid build writes nothing")
    }

    @Test func stepsRunInOrderAndNameThemselves() throws {
        let (folder, configuration) = try site(["index.md": "# Home\n\nWelcome.\n"])
        var context = BuildContext(configuration: configuration)
        var steps: [String] = []
        defer { withExtendedLifetime(folder) {} }
        try BuildPipeline.site.run(&context) { event in
            if case .stepStarted(let index, let count, let name) = event { steps.append("\(index)/\(count) \(name)") }
        }
        #expect(steps.first == "1/\(BuildPipeline.site.steps.count) Load content")
        #expect(steps.last?.hasSuffix("Write site") == true)
        #expect(context.pages.map(\.title) == ["Home"])
    }

    @Test func aFirstLevelOneHeadingBecomesTheTitle() throws {
        let (folder, configuration) = try site(["index.md": "# Home <b>page</b>\n\nWelcome.\n"])
        var context = BuildContext(configuration: configuration)
        try BuildPipeline.site.run(&context)
        let html = try #require(folder.read("_site/index.html"))
        #expect(html.contains("<h1>Home page</h1>"))
        #expect(!html.contains("<b>"))
    }
}
