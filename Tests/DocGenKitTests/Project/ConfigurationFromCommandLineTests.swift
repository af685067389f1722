import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview

/// `BuildConfiguration.make`: the one place every command's build is configured (the project file, then the flags).
@Suite struct ConfigurationFromCommandLineTests {
    private func projectFile(_ yaml: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-configuration-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("docgen.yaml").path
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func flagsWinOverTheProjectFileAndDefaultsFillTheRest() throws {
        let path = try projectFile("content: Docs\noutput: out\nstrict: true\nchecks:\n  touchTarget: material\n")
        let folder = FileTree.directory(of: path)
        var flags = ProjectFile()
        flags.outputDirectory = "elsewhere"
        flags.touchTargetMinimum = .wcag
        let settings = CommandLineSettings(projectFile: path, flags: flags, tokenFormat: TokenFormatOptions(strict: true), jobs: 1, durable: true)
        let configuration = try BuildConfiguration.make(settings).get()
        #expect(configuration.contentDirectory == folder + "/Docs")
        #expect(configuration.outputDirectory == "elsewhere")
        #expect(configuration.templatesDirectory == "Templates")
        #expect(configuration.strict)
        #expect(configuration.checks.touchTargetMinimum == .wcag)
        #expect(configuration.tokenFormat.strict)
        #expect(configuration.jobs == 1)
        #expect(configuration.durable)
    }

    @Test func withoutAProjectFileTheDefaultsAreDocgens() throws {
        let settings = CommandLineSettings(projectFile: "/nonexistent/docgen.yaml")
        let configuration = try BuildConfiguration.make(settings).get()
        let defaults = BuildConfiguration()
        #expect(configuration.contentDirectory == defaults.contentDirectory)
        #expect(configuration.outputDirectory == defaults.outputDirectory)
        #expect(configuration.jobs == defaults.jobs)
        #expect(!configuration.durable)
    }

    @Test func anInvalidProjectFileIsEveryProblemWithItsPlace() throws {
        let path = try projectFile("strict: maybe\nchecks:\n  apcaMinimum: lots\n")
        guard case .failure(let error) = BuildConfiguration.make(CommandLineSettings(projectFile: path)) else {
            Issue.record("an invalid docgen.yaml configured a build")
            return
        }
        #expect(error.diagnostics.count == 2, "\(error.diagnostics)")
        #expect(error.diagnostics.allSatisfy { $0.location.description.hasPrefix(path + ":") }, "\(error.diagnostics)")
    }
}
