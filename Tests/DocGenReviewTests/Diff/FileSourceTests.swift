import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

/// The analysis reads through `FileSource`: the same content on disk and in memory gives the same findings (the token
/// loader's side: `Tests/DesignTokensTests/Files/FileSourceTests.swift`).
@Suite struct FileSourceTests {
    /// The whole analysis (content, systems, tokens, matrices, checks) over the embedded content copied into memory
    /// finds what it finds on disk, finding for finding.
    @Test func analysisOverAnInMemoryCopyMatchesTheWorkTree() throws {
        let root = Fixtures.packageRoot.path
        let content = root + "/Content"
        var memory = InMemoryFileSource(base: root)
        for name in WorkTreeFileSource().files(in: content) {
            memory.write(try String(contentsOfFile: content + "/" + name, encoding: .utf8), atPath: "Content/" + name)
        }
        func analyze(_ files: any FileSource, content: String) throws -> BuildContext {
            var context = BuildContext(configuration: BuildConfiguration(contentDirectory: content, publicDirectory: root + "/Public"), files: files)
            try BuildPipeline.analysis.run(&context)
            return context
        }
        let disk = try analyze(WorkTreeFileSource(), content: content)
        let inMemory = try analyze(memory, content: root + "/Content")
        #expect(inMemory.sources.map(\.relativePath) == disk.sources.map(\.relativePath))
        #expect(inMemory.systems.flatMap(\.matrices).flatMap(\.cells).count == disk.systems.flatMap(\.matrices).flatMap(\.cells).count)
        #expect(inMemory.findings == disk.findings)
        #expect(!disk.findings.isEmpty)
    }

    @Test func stableIDsAreReadFromExtensions() {
        var token = DiffMarkdownTests.token("a", "#10")
        token.extensions = #"{"com.example.figma":{"id":"12:34"}}"#
        #expect(TokenRenameFinder.stableID(token) == "com.example.figma.id=12:34")
        token.extensions = #"{"org.acme.id":"x"}"#
        #expect(TokenRenameFinder.stableID(token) == "org.acme.id=x")
        token.extensions = #"{"com.example":{"name":"x"}}"#
        #expect(TokenRenameFinder.stableID(token) == nil)
    }
}
