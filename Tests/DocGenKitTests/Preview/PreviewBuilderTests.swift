import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

/// A preview rebuild redoes only what a change needs, and gives the same site a full build gives.
@Suite struct PreviewBuilderTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A copy of the `acme` fixture (one design system, two pages), with a templates folder of its own.
    static func project() throws -> (TemporaryDirectory, BuildConfiguration) {
        let folder = try TemporaryDirectory()
        let fixture = packageRoot.appendingPathComponent("Tests/DocGenEndToEndTests/Fixtures/acme/Content")
        try FileManager.default.copyItem(at: fixture, to: folder.url("Content"))
        try folder.write("Templates/partials/footer.mustache", "<footer class=\"site-footer\"><p>Built with {{generator}}.</p></footer>\n")
        let configuration = BuildConfiguration(contentDirectory: folder.url("Content").path, templatesDirectory: folder.url("Templates").path,
                                               publicDirectory: folder.url("Public").path, jobs: 1)
        return (folder, configuration)
    }

    static func rebuild(_ previous: BuildContext, _ scope: RebuildScope, _ configuration: BuildConfiguration) throws -> (BuildContext, [String]) {
        var steps: [String] = []
        let context = try PreviewBuilder(configuration: configuration).rebuild(previous, scope: scope) { event in
            if case .stepStarted(_, _, _, let label) = event { steps.append(label) }
        }
        return (context, steps)
    }

    @Test func aProseEditParsesAndRendersThatPageOnly() throws {
        let (folder, configuration) = try Self.project()
        let builder = PreviewBuilder(configuration: configuration)
        let first = try builder.build()
        try folder.write("Content/index.md", folder.read("Content/index.md")! + "\nA new paragraph.\n")
        let (context, steps) = try Self.rebuild(first, RebuildScope(pages: true), configuration)
        #expect(steps == ["Load content", "Parse Markdown", "Draw buttons", "Render pages", "Write Markdown pages, llms.txt and manifests", "Write 404 page, search index and sitemap"])
        #expect(context.output["acme/index.html"] == first.output["acme/index.html"])
        #expect(context.output["index.html"] != first.output["index.html"])
        #expect(context.output.files == (try builder.build()).output.files, "the same site a full build makes")
    }

    /// White-box: a page whose source did not change keeps its parse and its rendered file.
    @Test func unchangedPagesAreKept() throws {
        let (folder, configuration) = try Self.project()
        var context = try PreviewBuilder(configuration: configuration).build()
        let kept = try #require(context.pages.firstIndex { $0.outputPath == "acme/index.html" })
        context.pages[kept].headingIDs[0] = "marker-of-the-first-parse"
        let previous = context.pages
        context.output.remove(["acme/index.html"])
        try context.output.add("acme/index.html", text: "first render", origin: SourceLocation(file: "test"))
        try folder.write("Content/index.md", folder.read("Content/index.md")! + "\nMore.\n")
        try BuildPipeline(steps: [.loadContent, .parseMarkdown, .renderPages(changedSince: previous)]).run(&context)
        #expect(context.pages[kept].headingIDs.first == "marker-of-the-first-parse", "not parsed again")
        #expect(context.output["acme/index.html"] == .bytes(Data("first render".utf8)), "not rendered again")
        #expect(context.pages.first { $0.outputPath == "index.html" }?.source.text.contains("More.") == true)
    }

    @Test func aTitleChangeRendersEveryPage() throws {
        let (folder, configuration) = try Self.project()
        let first = try PreviewBuilder(configuration: configuration).build()
        try folder.write("Content/index.md", folder.read("Content/index.md")!.replacingOccurrences(of: "title: Acme atlas", with: "title: Atlas"))
        let (context, _) = try Self.rebuild(first, RebuildScope(pages: true), configuration)
        #expect(PageChanges.bodiesChanged(from: first.pages, to: context.pages) == nil, "the navigation may show the title: every page")
        #expect(context.output.files == (try PreviewBuilder(configuration: configuration).build()).output.files)
    }

    @Test func aTokenEditResolvesItsSystemAgainButParsesNothing() throws {
        let (folder, configuration) = try Self.project()
        let first = try PreviewBuilder(configuration: configuration).build()
        let file = "Content/acme/tokens/button.tokens.json"
        try folder.write(file, folder.read(file)!.replacingOccurrences(of: "Fill of the primary button", with: "Fill of the main button"))
        let (context, steps) = try Self.rebuild(first, RebuildScope(tokenSystems: ["acme"]), configuration)
        #expect(steps == ["Read component definitions", "Resolve tokens", "Compute state matrices", "Lay out cells", "Check cells", "Draw buttons", "Render pages",
                          "Write Markdown pages, llms.txt and manifests", "Write 404 page, search index and sitemap"])
        #expect(context.output.files == (try PreviewBuilder(configuration: configuration).build()).output.files)
    }

    /// With two systems, a token edit of one checks that one again and keeps the other's findings: the findings and the
    /// files are a full build's.
    @Test func aTokenEditChecksItsSystemOnly() throws {
        let (folder, configuration) = try Self.project()
        try FileManager.default.copyItem(at: folder.url("Content/acme"), to: folder.url("Content/second"))
        try folder.write("Content/second/system.yaml", folder.read("Content/second/system.yaml")!.replacingOccurrences(of: "Acme Design System", with: "Second"))
        // A page in the second system's folder that shows the first system's checks: rendered again after its edit.
        try folder.write("Content/second/acme-checks.md", "---\ntitle: Acme's checks\n---\n\n```docgen checks system=acme\n```\n")
        let first = try PreviewBuilder(configuration: configuration).build()
        #expect(Set(first.findings.map(\.cell.system)) == ["acme", "second"])
        let file = "Content/acme/tokens/base.tokens.json"
        try folder.write(file, folder.read(file)!.replacingOccurrences(of: "#7aa7ff", with: "#1a47af"))
        let (context, _) = try Self.rebuild(first, RebuildScope(tokenSystems: ["acme"]), configuration)
        let full = try PreviewBuilder(configuration: configuration).build()
        #expect(context.findings != first.findings, "the edit changed no finding: the test shows nothing")
        #expect(context.findings == full.findings)
        #expect(context.output.files == full.output.files)
        #expect(full.output.files["second/acme-checks/index.html"] != first.output.files["second/acme-checks/index.html"], "the page that names acme shows nothing of the edit")
        #expect(full.output.files["second/index.html"] == first.output.files["second/index.html"])
    }

    /// The anatomy and spec drawings a page asks for follow both a page edit that adds one and a token edit that
    /// changes what they show.
    @Test func drawingsFollowPageAndTokenEdits() throws {
        let (folder, configuration) = try Self.project()
        let first = try PreviewBuilder(configuration: configuration).build()
        let page = "Content/acme/index.md"
        try folder.write(page, folder.read(page)! + "\n```docgen anatomy variant=primary\n```\n\n```docgen spec variant=primary\n```\n")
        let (withDrawings, _) = try Self.rebuild(first, RebuildScope(pages: true), configuration)
        #expect(withDrawings.output.paths.contains { $0.hasPrefix("diagrams/") })
        #expect(withDrawings.output.files == (try PreviewBuilder(configuration: configuration).build()).output.files)
        let tokens = "Content/acme/tokens/base.tokens.json"
        try folder.write(tokens, folder.read(tokens)!.replacingOccurrences(of: "\"value\": 44", with: "\"value\": 48"))
        let (context, _) = try Self.rebuild(withDrawings, RebuildScope(tokenSystems: ["acme"]), configuration)
        #expect(context.output.files == (try PreviewBuilder(configuration: configuration).build()).output.files)
    }

    /// Steps are known by identity, not by what they print: a site built by steps whose labels all read otherwise is
    /// rebuilt by the preview's own steps exactly; the files its steps made are found and taken away (a public file
    /// deleted since, a page's drawings redrawn).
    @Test func renamedStepLabelsStillScopeARebuild() throws {
        let (folder, configuration) = try Self.project()
        try folder.write("Public/old.txt", "gone soon\n")
        let page = "Content/acme/index.md"
        try folder.write(page, folder.read(page)! + "\n```docgen anatomy variant=primary\n```\n")
        var relabelled = BuildPipeline.preview
        for index in relabelled.steps.indices { relabelled.steps[index].label = "Step \(index + 1)" }
        var first = BuildContext(configuration: configuration)
        try relabelled.run(&first)
        #expect(first.output["old.txt"] != nil && first.output.paths.contains { $0.hasPrefix("diagrams/") })
        try FileManager.default.removeItem(at: folder.url("Public/old.txt"))
        let tokens = "Content/acme/tokens/base.tokens.json"
        try folder.write(tokens, folder.read(tokens)!.replacingOccurrences(of: "\"value\": 44", with: "\"value\": 48"))
        let (context, _) = try Self.rebuild(first, RebuildScope(publicFiles: true, tokenSystems: ["acme"]), configuration)
        #expect(context.output["old.txt"] == nil, "the deleted public file is gone")
        #expect(context.output.files == (try PreviewBuilder(configuration: configuration).build()).output.files)
    }

    @Test func aTemplateEditRendersAgainAndPublicFilesAreCopiedAgain() throws {
        let (folder, configuration) = try Self.project()
        let first = try PreviewBuilder(configuration: configuration).build()
        try folder.write("Templates/partials/footer.mustache", "<footer class=\"site-footer\"><p>Previewed.</p></footer>\n")
        try folder.write("Public/extra.txt", "new file\n")
        let (context, steps) = try Self.rebuild(first, RebuildScope(templates: true, publicFiles: true), configuration)
        #expect(steps == ["Load templates", "Render pages", "Write Markdown pages, llms.txt and manifests", "Write 404 page, search index and sitemap", "Copy public files"])
        #expect(context.output["extra.txt"] != nil)
        #expect(context.output.files == (try PreviewBuilder(configuration: configuration).build()).output.files)
    }

    @Test func aCancelledRebuildStopsBetweenSteps() throws {
        let (folder, configuration) = try Self.project()
        let first = try PreviewBuilder(configuration: configuration).build()
        defer { withExtendedLifetime(folder) {} }
        #expect(throws: CancellationError.self) {
            _ = try PreviewBuilder(configuration: configuration).rebuild(first, scope: .all, isCancelled: { true })
        }
    }
}
