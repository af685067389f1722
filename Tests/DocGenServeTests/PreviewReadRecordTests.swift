import DesignTokens
@testable import DocGenSupport
import ButtonModel
import DocGenKit
import Foundation
import Testing
@testable import DocGenServe
@testable import DocGenReview

/// `docgen serve` rebuilds for every file the build read and every folder it looked for, with the real inotify
/// watcher over a temporary project: a page deleted is gone, override folders made while serving are used, the
/// content folder renamed away and back builds again, and a resolver's source outside the content folder counts.
/// Every wait is bounded, and what is asserted is what is served.
@Suite(.serialized) struct PreviewReadRecordTests {
    static let bound = PreviewServerTests.bound

    static func serve(_ configuration: BuildConfiguration) async throws -> (PreviewServer, RawHTTPClient, EventStreamClient) {
        var options = ServeOptions(host: "127.0.0.1", port: 0)
        options.quietPeriod = 0.05
        let server = PreviewServer(configuration: configuration, options: options)
        let port = try await server.start()
        return (server, RawHTTPClient(port: port), try EventStreamClient(port: port))
    }

    @Test(.timeLimit(.minutes(2))) func aDeletedPageIsGoneFromTheSiteAndItsSearchIndex() async throws {
        let project = try ServeProject()
        try project.write("Content/retired.md", "# Retired guidance\n\nThis page is about to go.\n")
        let (server, http, events) = try await Self.serve(project.configuration)
        #expect(try await http.get("/retired/").status == 200)
        #expect(try await http.get("/assets/search-index.js").text.contains("Retired guidance"))

        try FileManager.default.removeItem(at: project.url("Content/retired.md"))
        #expect(await events.next(within: Self.bound)?.name == "reload")
        #expect(try await http.get("/retired/").status == 404)
        #expect(try await !http.get("/assets/search-index.js").text.contains("Retired guidance"))
        #expect(try await !http.get("/").text.contains("Retired guidance"), "the navigation no longer lists it")
        await server.stop()
    }

    /// The README's first steps: a `Public/` and a `Templates/` override made while the preview runs.
    @Test(.timeLimit(.minutes(3))) func overrideFoldersMadeWhileServingAreUsedAndTheirRemovalToo() async throws {
        let project = try ServeProject()
        try FileManager.default.removeItem(at: project.url("Templates"))
        try FileManager.default.removeItem(at: project.url("Public"))
        let (server, http, events) = try await Self.serve(project.configuration)
        let builtInCSS = try await http.get("/assets/site.css").text
        #expect(!builtInCSS.contains(".override-made-live"))

        try project.write("Public/assets/site.css", builtInCSS + "\n.override-made-live { color: red }\n")
        #expect(await events.next(within: Self.bound) != nil)
        #expect(try await http.get("/assets/site.css").text.contains(".override-made-live"))

        let footer = try String(contentsOf: ServeProject.packageRoot.appendingPathComponent("Templates/partials/footer.mustache"), encoding: .utf8)
        #expect(footer.contains("<p>Built with"))
        try project.write("Templates/partials/footer.mustache", footer.replacingOccurrences(of: "<p>Built with", with: "<p>Overridden live. Built with"))
        #expect(await events.next(within: Self.bound)?.name == "reload")
        #expect(try await http.get("/acme/").text.contains("Overridden live."))

        // Removing the override goes back to the built-in theme.
        try FileManager.default.removeItem(at: project.url("Templates"))
        #expect(await events.next(within: Self.bound)?.name == "reload")
        #expect(try await !http.get("/acme/").text.contains("Overridden live."))
        await server.stop()
    }

    @Test(.timeLimit(.minutes(2))) func renamingTheContentFolderAwayAndBackClearsTheOverlay() async throws {
        let project = try ServeProject()
        let (server, http, events) = try await Self.serve(project.configuration)
        try FileManager.default.moveItem(at: project.url("Content"), to: project.url("Content-away"))
        let overlay = try #require(await events.next(within: Self.bound))
        #expect(overlay.name == "overlay")
        #expect(overlay.data.contains("content.missing"))

        try FileManager.default.moveItem(at: project.url("Content-away"), to: project.url("Content"))
        #expect(await events.next(within: Self.bound) == .init(name: "clear", data: "{}"))
        #expect(try await !http.get("/").text.contains("docgen-error-overlay"))

        // Edits inside the folder that came back are seen, under its own name.
        try project.write("Content/index.md", try project.read("Content/index.md") + "\nWritten after the folder came back.\n")
        #expect(await events.next(within: Self.bound)?.name == "reload")
        #expect(try await http.get("/").text.contains("Written after the folder came back."))
        await server.stop()
    }

    /// A token file that the system's resolver names from outside the content folder (a brand palette shared by
    /// several systems): system.yaml names only the resolver.
    @Test(.timeLimit(.minutes(2))) func aResolverSourceOutsideTheContentFolderRebuildsItsSystem() async throws {
        let project = try ServeProject()
        try FileManager.default.createDirectory(at: project.url("shared"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: project.url("Content/acme/tokens/light.tokens.json"), to: project.url("shared/light.tokens.json"))
        try project.replace(#""$ref": "light.tokens.json""#, with: #""$ref": "../../../shared/light.tokens.json""#,
                            in: "Content/acme/tokens/button.resolver.json")
        var configuration = project.configuration
        configuration.confinement = ReadConfinement(projectRoot: project.root.path)
        let (server, http, events) = try await Self.serve(configuration)
        #expect(try await http.get("/acme/").status == 200)
        #expect(try await !http.get("/acme/").text.lowercased().contains("#123456"))

        try project.replace("{color.palette.blue.600}", with: "#123456", in: "shared/light.tokens.json")
        #expect(await events.next(within: Self.bound)?.name == "reload")
        #expect(try await http.get("/acme/").text.lowercased().contains("#123456"))
        await server.stop()
    }
}
