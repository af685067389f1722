import Foundation
import Testing

/// `docgen init` then `docgen build` in an empty folder: a site with no Templates/ or Public/ present.
@Suite struct InitCommandTests {
    @Test func initThenBuildInAnEmptyFolderWritesASite() throws {
        let scratch = try ScratchFolder()
        let initResult = try DocGenProcess.run(["init"], in: scratch.url)
        #expect(initResult.status == 0, "stderr: \(initResult.stderr)")
        #expect(initResult.stdout.contains("docgen build"))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Templates").path))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Public").path))

        let build = try DocGenProcess.run(["build", "--strict"], in: scratch.url)
        #expect(build.status == 0, "stderr: \(build.stderr)")
        #expect(build.stderr.isEmpty, "warnings: \(build.stderr)")
        let site = try ScratchFolder.snapshot(of: scratch.url.appendingPathComponent("_site"))
        for path in ["index.html", "button/index.html", "guides/getting-started/index.html", "assets/site.css", "assets/site.js",
                     "favicon.svg", "fonts/Inter-SemiBold.otf"] {
            #expect(site[path] != nil, "missing \(path)")
        }
        let button = String(decoding: site["button/index.html"] ?? Data(), as: UTF8.self)
        for part in ["docgen-part-gallery", "docgen-part-matrix", "docgen-part-tokens", "docgen-part-checks", "docgen-part-table",
                     "docgen-part-compare"] {
            #expect(button.contains(part), "the starter page does not use \(part)")
        }
        let problems = try InternalLinks.broken(in: scratch.url.appendingPathComponent("_site"))
        #expect(problems.isEmpty, "broken links:\n\(problems.joined(separator: "\n"))")
    }

    @Test func initIntoANamedFolderPrintsTheCdStep() throws {
        let scratch = try ScratchFolder()
        let result = try DocGenProcess.run(["init", "docs"], in: scratch.url)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("cd docs"))
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("docs/Content/site.yaml").path))
    }

    @Test func initRefusesToOverwriteAndWritesNothing() throws {
        let scratch = try ScratchFolder()
        let mine = scratch.url.appendingPathComponent("Content/site.yaml")
        try FileManager.default.createDirectory(at: mine.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("title: Mine\n".utf8).write(to: mine)
        let result = try DocGenProcess.run(["init"], in: scratch.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Content/site.yaml"))
        #expect(result.stderr.contains("[project.exists]"))
        #expect(try String(contentsOf: mine, encoding: .utf8) == "title: Mine\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("docgen.yaml").path))
    }
}
