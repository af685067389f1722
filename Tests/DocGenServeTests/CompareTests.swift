import DesignTokens
@testable import DocGenSupport
import ButtonModel
import DocGenKit
import Foundation
import Testing
@testable import DocGenServe
@testable import DocGenReview

/// `docgen serve --compare REV` over a temporary git repository: the project committed on `main`, then a token
/// edited in the work tree, the way a reviewer previews a branch.
@Suite(.serialized) struct CompareTests {
    static let brand = #""$value": "{color.palette.blue.600}""#

    /// The project committed as `main`.
    static func committedProject() throws -> ServeProject {
        let project = try ServeProject()
        for arguments in [["init", "-q", "-b", "main"], ["add", "-A"],
                          ["-c", "user.name=Docgen", "-c", "user.email=docgen@example.com", "commit", "-q", "-m", "Base"]] {
            let result = try Self.run(URL(fileURLWithPath: "/usr/bin/git"), arguments, in: project.root)
            try #require(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.stderr)")
        }
        return project
    }

    @Test(.timeLimit(.minutes(3))) func marksTheTokensAndCellsAnEditChanges() async throws {
        let project = try Self.committedProject()
        try project.replace(Self.brand, with: ##""$value": "#b00020""##, in: "Content/acme/tokens/light.tokens.json")
        var options = ServeOptions(host: "127.0.0.1", port: 0)
        options.quietPeriod = 0.05
        options.compare = try CompareBase(revision: "main", configuration: project.configuration, in: project.root.path)
        let server = PreviewServer(configuration: project.configuration, options: options)
        let http = RawHTTPClient(port: try await server.start())
        let events = try EventStreamClient(port: http.port)

        let page = try await http.get("/acme/")
        #expect(page.text.contains("<script src=\"/_docgen/compare.js\" defer></script>"))
        #expect(try await http.get("/_docgen/compare.js").text.contains("/_docgen/compare.json"))
        let first = try await Self.marks(http)
        #expect(first.base == "main" && first.baseDescription.hasPrefix("revision main ("))
        // The light theme's brand fill, and the button fill that aliases it (a row of the page's token table).
        let fill = try #require(first.tokens.first { $0.title == "color.button.primary.default.background" })
        #expect(fill.ids == ["token-color.button.primary.default.background"])
        #expect(fill.kind == "changed")
        #expect(fill.values == [CompareMarks.Value(name: "light", before: "#0b5fff", after: "#b00020")])
        #expect(page.text.contains("id=\"\(fill.ids[0])\""), "the id is the page's own")
        #expect(first.tokens.contains { $0.title == "color.background.brand" })
        // Every light cell of the primary variant is redrawn; no dark cell is.
        let enabled = try #require(first.cells.first { $0.ids.first == "matrix--primary--medium--default--light" })
        #expect(enabled.values.contains(CompareMarks.Value(name: "background", before: "#0b5fff", after: "#b00020")))
        #expect(page.text.contains("id=\"matrix--primary--medium--default--light\""))
        // The popover shows the cell as the base revision draws it beside the work tree's.
        #expect(enabled.pictureBefore?.hasPrefix("<svg") == true && enabled.pictureBefore?.contains("#0b5fff") == true)
        #expect(enabled.pictureAfter?.contains("#b00020") == true && enabled.pictureAfter?.contains("#0b5fff") == false)
        #expect(fill.pictureBefore == nil && fill.pictureAfter == nil)
        #expect(!first.cells.isEmpty && first.cells.allSatisfy { $0.title.hasSuffix("/ light") })
        #expect(first.summary == "\(first.cells.count) cells, \(first.tokens.count) tokens differ from main")

        // Each rebuild is compared again before the page reloads.
        try project.replace(##""$value": "#b00020""##, with: ##""$value": "#0f766e""##, in: "Content/acme/tokens/light.tokens.json")
        #expect(await events.next(within: PreviewServerTests.bound)?.name == "reload")
        let second = try await Self.marks(http)
        #expect(second.tokens.first { $0.title == fill.title }?.values.first?.after == "#0f766e")

        // Back to main's value: nothing differs.
        try project.replace(##""$value": "#0f766e""##, with: Self.brand, in: "Content/acme/tokens/light.tokens.json")
        #expect(await events.next(within: PreviewServerTests.bound)?.name == "reload")
        let third = try await Self.marks(http)
        #expect(third.tokens.isEmpty && third.cells.isEmpty)
        #expect(third.summary == "No cell or token differs from main")
        await server.stop()
    }

    /// The marks belong to the preview under `--compare`: without it there is no endpoint, and a built site of the
    /// edited project carries neither script nor marks.
    @Test(.timeLimit(.minutes(2))) func marksAreServedOnlyUnderCompare() async throws {
        let project = try Self.committedProject()
        try project.replace(Self.brand, with: ##""$value": "#b00020""##, in: "Content/acme/tokens/light.tokens.json")
        let (server, http, _) = try await PreviewServerTests.serve(project)
        #expect(try await http.get("/_docgen/compare.json").status == 404)
        #expect(!(try await http.get("/acme/").text.contains("compare.js")))
        await server.stop()

        _ = try SiteBuilder(configuration: project.configuration).build()
        for path in try FileTree.files(in: project.url("_site").path) {
            let data = try Data(contentsOf: project.url("_site/" + path))
            #expect(data.range(of: Data("docgen-cmp".utf8)) == nil && data.range(of: Data("compare.js".utf8)) == nil, "\(path) carries marks")
        }
    }

    @Test func anUnknownRevisionIsDiffsError() throws {
        let project = try Self.committedProject()
        let error = #expect(throws: DiffInputError.self) {
            try CompareBase(revision: "no-such-branch", configuration: project.configuration, in: project.root.path)
        }
        #expect(error?.description.contains("the repository has no revision 'no-such-branch'") == true)
    }

    /// The command: one line naming the revision, exit status 2, and no server started.
    @Test(.timeLimit(.minutes(1))) func anUnknownRevisionExitsWithTwo() throws {
        let project = try Self.committedProject()
        let result = try Self.run(Self.executable, ["serve", "--compare", "no-such-branch", "--port", "0", "--content", "Content",
                                                   "--templates", "Templates", "--public", "Public"], in: project.root)
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("no-such-branch"), "\(result.stderr)")
        #expect(!result.stdout.contains("Serving"))
    }

    static func marks(_ http: RawHTTPClient) async throws -> CompareMarks {
        let response = try await http.get("/_docgen/compare.json")
        try #require(response.status == 200)
        #expect(response.headers["content-type"] == "application/json")
        return try JSONDecoder().decode(CompareMarks.self, from: response.body)
    }

    /// The `docgen` built beside the test bundle.
    static var executable: URL {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            let candidate = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("docgen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return ServeProject.packageRoot.appendingPathComponent(".build/debug/docgen")
    }

    static func run(_ program: URL, _ arguments: [String], in directory: URL) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }
}
