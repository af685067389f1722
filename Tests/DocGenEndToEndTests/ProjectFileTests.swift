import Foundation
import Testing

/// `docgen.yaml`: the same settings on a laptop and in CI; a flag wins over the file.
@Suite struct ProjectFileTests {
    private func project(_ yaml: String) throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        #expect(try DocGenProcess.run(["init"], in: scratch.url).status == 0)
        try Data(yaml.utf8).write(to: scratch.url.appendingPathComponent("docgen.yaml"))
        return scratch
    }

    @Test func theFileSetsOutputThresholdsAndStrictness() throws {
        // 60 pt is above the starter's 44 pt buttons, so the touch-target check fails and `strict` makes it fatal.
        let scratch = try project("output: public-site\nstrict: true\nchecks:\n  touchTarget: 60\n")
        let failing = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(failing.status == 1, "stdout: \(failing.stdout)\nstderr: \(failing.stderr)")
        #expect(failing.stdout.contains("to public-site/"))
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("public-site/index.html").path))

        let overridden = try DocGenProcess.run(["build", "--touch-target", "24", "--output", "other"], in: scratch.url)
        #expect(overridden.status == 0, "stderr: \(overridden.stderr)")
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("other/index.html").path))
    }

    @Test func checkReadsTheFileToo() throws {
        let scratch = try project("checks:\n  touchTarget: 60\n")
        let result = try DocGenProcess.run(["check"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("60"))
    }

    @Test func anInvalidFileIsReportedWithItsLineAndNothingIsBuilt() throws {
        let scratch = try project("output: _site\nbaseURL: example.com\n")
        let result = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("docgen.yaml:2:10: error:"), "stderr: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("_site").path))
    }

    @Test func aMissingTemplatesFolderNamedByFlagIsAUsageError() throws {
        let scratch = try project("")
        let result = try DocGenProcess.run(["build", "--templates", "Themes"], in: scratch.url)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--templates Themes"))
    }
}
