import Foundation
import Testing
@testable import DocGenServe

/// A rebuild that crashes the preview (a trap, a stack overflow in some parser) leaves the last good site served,
/// with the overlay saying so, and the next change builds again. The crash is made by `DOCGEN_SERVE_TEST_CRASH`:
/// a rebuild that takes a changed file containing its text traps.
@Suite(.serialized) struct CrashRecoveryTests {
    static let marker = "CRASH-THIS-REBUILD"

    /// GETs `path` until `test` holds for the page, for at most `timeout` seconds; the last page seen.
    static func poll(_ http: RawHTTPClient, _ path: String = "/", within timeout: Double = 15,
                     until test: (RawHTTPClient.Response) -> Bool) async -> RawHTTPClient.Response? {
        let deadline = Date().addingTimeInterval(timeout)
        var last: RawHTTPClient.Response?
        while Date() < deadline {
            last = try? await http.get(path)
            if let last, test(last) { return last }
            try? await Task.sleep(nanoseconds: 50_000_000)
        }
        return last
    }

    @Test(.timeLimit(.minutes(3))) func aCrashingRebuildKeepsTheLastGoodSiteServed() async throws {
        let project = try ServeProject()
        let docgen = try ServeProcess(project, environment: [CrashHook.variable: Self.marker])
        let port = try #require(docgen.port(within: 60), "no Serving line: \(docgen.stderr)")
        let http = RawHTTPClient(port: port)

        try project.write("Content/index.md", try project.read("Content/index.md") + "\nA paragraph written before the crash.\n")
        let good = await Self.poll(http) { $0.text.contains("A paragraph written before the crash.") }
        #expect(good?.status == 200)

        let before = try project.read("Content/index.md")
        try project.write("Content/index.md", before + "\n\(Self.marker)\n")
        let crashed = try #require(await Self.poll(http) { $0.text.contains("The rebuild crashed") })
        #expect(crashed.status == 200)
        #expect(crashed.text.contains("A paragraph written before the crash."), "the last good page")
        #expect(crashed.text.contains("id=\"docgen-error-overlay\""))
        #expect(crashed.text.contains("SIGILL") || crashed.text.contains("SIGTRAP"), "the signal is named")
        #expect(crashed.text.contains("index.md"), "the change that crashed it is named")
        #expect(try await http.get("/acme/").status == 200, "every page of the last good site is still served")
        #expect(docgen.stderr.contains("docgen: the preview crashed ("))

        // The next change builds again, and the page has no overlay any more.
        try project.write("Content/index.md", before + "\nWritten after the crash.\n")
        let fixed = await Self.poll(http) { $0.text.contains("Written after the crash.") }
        #expect(fixed?.status == 200)
        #expect(fixed.map { !$0.text.contains("docgen-error-overlay") } == true)

        #expect(docgen.stop() == 0)
        #expect(docgen.stdout.contains("Stopped."))
        let stores = try FileManager.default.contentsOfDirectory(atPath: "/dev/shm").filter { $0.hasPrefix("docgen-serve-") }
        #expect(!stores.contains { $0.hasPrefix("docgen-serve-\(docgen.pid)-") }, "the saved site is removed at exit")
    }

    /// A crash in the very first build: no site yet, the crash is said on every address, and a fix builds the site.
    @Test(.timeLimit(.minutes(3))) func aCrashingFirstBuildIsSaidUntilFixed() async throws {
        let project = try ServeProject()
        let good = try project.read("Content/index.md")
        try project.write("Content/index.md", good + "\n\(Self.marker)\n")
        let docgen = try ServeProcess(project, environment: [CrashHook.variable: Self.marker])
        let port = try #require(docgen.port(within: 60), "no Serving line: \(docgen.stderr)")
        let http = RawHTTPClient(port: port)
        let crashed = try #require(await Self.poll(http) { $0.text.contains("The first build crashed") })
        #expect(crashed.status == 503)
        try project.write("Content/index.md", good)
        let fixed = await Self.poll(http) { $0.status == 200 }
        #expect(fixed?.status == 200)
        #expect(docgen.stop() == 0)
    }
}
