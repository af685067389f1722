import DesignTokens
@testable import DocGenSupport
import ButtonModel
import DocGenKit
import Foundation
import Testing
@testable import DocGenServe
@testable import DocGenReview

/// `docgen serve` end to end: a server on a free loopback port over a temporary project, edited the way a writer
/// edits it, with every wait bounded.
@Suite(.serialized) struct PreviewServerTests {
    /// Generous for a loaded two-core machine and a debug build: a rebuild of the small project takes well under a second.
    static let bound = 15.0

    /// A server on a free port over `project`, a client, and a page listening for events.
    static func serve(_ project: ServeProject, navigate: Bool = false) async throws -> (PreviewServer, RawHTTPClient, EventStreamClient) {
        var options = ServeOptions(host: "127.0.0.1", port: 0, navigate: navigate)
        options.quietPeriod = 0.05
        let server = PreviewServer(configuration: project.configuration, options: options)
        let port = try await server.start()
        return (server, RawHTTPClient(port: port), try EventStreamClient(port: port))
    }

    @Test(.timeLimit(.minutes(3))) func editsReachTheBrowser() async throws {
        let project = try ServeProject()
        let (server, http, events) = try await Self.serve(project, navigate: true)

        let home = try await http.get("/")
        #expect(home.status == 200)
        #expect(home.headers["content-type"] == "text/html; charset=utf-8")
        #expect(home.text.contains("<script src=\"/_docgen/live.js\" defer></script></body>"))
        #expect(try await http.get("/acme/").status == 200)

        // A page: re-parsed and re-rendered, and the browser sent to it.
        try project.write("Content/index.md", try project.read("Content/index.md") + "\nA freshly written paragraph.\n")
        #expect(await events.next(within: Self.bound) == .init(name: "reload", data: #"{"navigate":"/"}"#))
        #expect(try await http.get("/").text.contains("A freshly written paragraph."))

        // A save that changes nothing sends nothing: the next event is the stylesheet's.
        try project.write("Content/index.md", try project.read("Content/index.md"))
        try await Task.sleep(nanoseconds: 1_500_000_000)
        try project.write("Public/assets/site.css", try project.read("Public/assets/site.css") + "\n.served-fresh { color: red }\n")
        #expect(await events.next(within: Self.bound) == .init(name: "css", data: #"{"paths":["assets/site.css"]}"#))
        #expect(try await http.get("/assets/site.css").text.contains(".served-fresh"))

        // A template.
        try project.replace("<p>Built with", with: "<p>Previewed live. Built with", in: "Templates/partials/footer.mustache")
        #expect(await events.next(within: Self.bound)?.name == "reload")
        #expect(try await http.get("/acme/").text.contains("Previewed live."))

        // A token file: its description is shown in the token table.
        try project.replace("Fill of the primary button", with: "Fill of the main button", in: "Content/acme/tokens/button.tokens.json")
        #expect(await events.next(within: Self.bound)?.name == "reload")
        #expect(try await http.get("/acme/").text.contains("Fill of the main button"))

        // A broken page: the overlay, over the last good page, which is still served.
        let good = try project.read("Content/index.md")
        try project.write("Content/index.md", good + "\n```docgen tabel\n```\n")
        let overlay = try #require(await events.next(within: Self.bound))
        #expect(overlay.name == "overlay")
        #expect(overlay.data.contains("directive.unknown") && overlay.data.contains("index.md:"))
        let stale = try await http.get("/")
        #expect(stale.status == 200)
        #expect(stale.text.contains("A freshly written paragraph."))
        #expect(stale.text.contains("id=\"docgen-error-overlay\""))
        #expect(stale.text.contains("Did you mean &#39;table&#39;?") || stale.text.contains("Did you mean 'table'?"))

        // Fixing it clears the overlay; the site is the same as before, so nothing reloads.
        try project.write("Content/index.md", good)
        #expect(await events.next(within: Self.bound) == .init(name: "clear", data: "{}"))
        #expect(try await !http.get("/").text.contains("docgen-error-overlay"))

        await server.stop()
    }

    @Test(.timeLimit(.minutes(2))) func servesFilesTheWayStaticServersDo() async throws {
        let project = try ServeProject()
        let server = PreviewServer(configuration: project.configuration, options: ServeOptions(port: 0))
        let http = RawHTTPClient(port: try await server.start())

        for path in ["/../Content/index.md", "/%2e%2e/Content/index.md", "/acme/%2E%2E/%2e%2e/etc/passwd", "/acme/..%2f..%2fetc", "/a%5cb", "/%00"] {
            let status = try await http.get(path).status
            #expect(status == 400 || status == 404, "\(path) gave \(status)")
        }
        let missing = try await http.get("/no/such/page/")
        #expect(missing.status == 404)
        #expect(missing.text.contains("Page not found"), "the site's own 404 page")
        #expect(try await http.get("/acme").headers["location"] == "/acme/", "a folder without its slash is redirected")
        #expect(try await http.get("/assets/").status == 404, "no listing of folders")
        #expect(try await http.get("/", method: "POST").status == 405)

        let page = try await http.get("/acme/")
        let head = try await http.get("/acme/", method: "HEAD")
        #expect(head.status == 200 && head.body.isEmpty)
        #expect(head.headers["content-length"] == String(page.body.count))
        let etag = try #require(page.headers["etag"])
        let modified = try #require(page.headers["last-modified"])
        #expect(try await http.get("/acme/", headers: ["If-None-Match": etag]).status == 304)
        #expect(try await http.get("/acme/", headers: ["If-Modified-Since": modified]).status == 304)
        #expect(try await http.get("/acme/", headers: ["If-None-Match": "\"other\""]).status == 200)
        #expect(try await http.get("/assets/site.css").headers["content-type"] == "text/css; charset=utf-8")
        #expect(try await http.get("/_docgen/live.js").text.contains("EventSource"))
        let overlayStyle = try await http.get("/_docgen/overlay.css")
        #expect(overlayStyle.text.hasPrefix("#docgen-error-overlay{") && overlayStyle.headers["content-type"] == "text/css; charset=utf-8")
        await server.stop()
    }

    /// A project that does not build at first still serves: every address shows the errors, and the fix loads the site.
    @Test(.timeLimit(.minutes(2))) func aProjectThatNeverBuiltShowsItsErrorsUntilFixed() async throws {
        let project = try ServeProject()
        let good = try project.read("Content/index.md")
        try project.write("Content/index.md", good + "\n```docgen tabel\n```\n")
        let (server, http, events) = try await Self.serve(project)
        let failed = try await http.get("/acme/")
        #expect(failed.status == 503)
        #expect(failed.text.contains("id=\"docgen-error-overlay\"") && failed.text.contains("directive.unknown"))
        #expect(await events.next(within: Self.bound)?.name == "overlay", "a page opened now is shown the errors")
        try project.write("Content/index.md", good)
        #expect(await events.next(within: Self.bound) == .init(name: "reload", data: "{}"))
        #expect(try await http.get("/acme/").status == 200)
        await server.stop()
    }

    @Test(.timeLimit(.minutes(2))) func aTakenPortIsAClearError() async throws {
        let project = try ServeProject()
        let first = PreviewServer(configuration: project.configuration, options: ServeOptions(port: 0))
        let port = try await first.start()
        let second = PreviewServer(configuration: project.configuration, options: ServeOptions(port: port))
        await #expect {
            _ = try await second.start()
        } throws: { error in
            guard case ServeError.portInUse(_, let taken) = error else { return false }
            return taken == port && "\(error)".contains("--port")
        }
        await second.stop()
        await first.stop()
    }

    /// The live-reload script belongs to the preview: a built site never carries it.
    @Test func aBuiltSiteHasNoPreviewScript() throws {
        let project = try ServeProject()
        _ = try SiteBuilder(configuration: project.configuration).build()
        let site = try FileTree.files(in: project.url("_site").path)
        #expect(site.contains("index.html"))
        for path in site {
            let data = try Data(contentsOf: project.url("_site/" + path))
            #expect(data.range(of: Data("_docgen".utf8)) == nil, "\(path) mentions the preview")
        }
    }
}
