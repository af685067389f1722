import ButtonModel
import DocGenKit
import Foundation
import Testing
@testable import DocGenReview

/// `docgen diff` run as a library call: what the command prints and writes comes from one `DiffRequest`.
@Suite struct DiffRequestTests {
    @Test func twoRevisionsGiveTheDiffAndAMissingOneSaysWhy() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/base.tokens.json", "\"hex\": \"#0b5fff\"", "\"hex\": \"#0a4fd6\"")
        try repo.edit("tokens/base.tokens.json", "[0.043, 0.373, 1]", "[0.039, 0.31, 0.839]")
        try repo.commit("Darker blue")
        var configuration = BuildConfiguration(contentDirectory: "Content")
        configuration.publicDirectory = DocGenProcess.packageRoot.appendingPathComponent("Public").path
        let made = DiffRequest(base: "HEAD~1", head: "HEAD").run(configuration: configuration, in: repo.url.path)
        let diff = try made.get()
        #expect(diff.changedTokenCount == 4 && diff.cells.count == 2 && diff.exitStatus == 0)
        #expect(diff.cells.allSatisfy { $0.svgBefore == nil }, "pictures are kept only when asked for")
        #expect(try DiffRequest(base: "HEAD~1", head: "HEAD", drawsCells: true).run(configuration: configuration, in: repo.url.path)
            .get().cells.allSatisfy { $0.svgBefore != nil && $0.svgAfter != nil })
        guard case .failure(let missing) = DiffRequest(base: "v9.9.9", head: "HEAD").run(configuration: configuration, in: repo.url.path) else {
            Issue.record("a revision that does not exist is no diff")
            return
        }
        #expect(missing.side == "BASE" && missing.diagnostics.isEmpty)
        #expect(missing.reason?.contains("v9.9.9") == true, "\(missing)")
    }
}
