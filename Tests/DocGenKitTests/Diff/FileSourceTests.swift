import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit

/// The loaders read through `FileSource`: the same content on disk and in memory resolves to the same tokens.
@Suite struct FileSourceTests {
    @Test func inMemoryTreeResolvesLikeTheWorkTree() throws {
        let folder = try Fixtures.url("tokens/button").path
        var memory = InMemoryFileSource(base: "/virtual")
        for name in WorkTreeFileSource().files(in: folder) {
            memory.write(try String(contentsOfFile: folder + "/" + name, encoding: .utf8), atPath: "tokens/" + name)
        }
        #expect(memory.files(in: "tokens") == ["base.tokens.json", "button.resolver.json", "button.tokens.json", "dark.tokens.json", "light.tokens.json"])
        #expect(memory.isDirectory("/virtual/tokens") && !memory.isDirectory("tokens/base.tokens.json"))
        let disk = TokenLoader().load(files: [], resolver: folder + "/button.resolver.json")
        let loaded = TokenLoader(files: memory).load(files: [], resolver: "tokens/button.resolver.json")
        #expect(loaded.sets.map(\.name) == disk.sets.map(\.name))
        for (one, two) in zip(loaded.sets, disk.sets) {
            #expect(one.sortedTokens.map { TokenValueText.describe($0.value) } == two.sortedTokens.map { TokenValueText.describe($0.value) })
        }
        #expect(TokenDiscovery.find(in: "tokens", files: memory) == .resolver("tokens/button.resolver.json"))
    }

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

    @Test func missingFileInMemoryIsReportedLikeOnDisk() {
        let result = TokenLoader(files: InMemoryFileSource(base: "/virtual")).load(files: ["nowhere.tokens.json"], resolver: nil)
        #expect(result.diagnostics.map(\.message).contains { $0.contains("nowhere.tokens.json does not exist") })
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
