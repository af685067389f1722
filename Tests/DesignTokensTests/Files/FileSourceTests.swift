import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import TokenBuilds
import DocGenTestSupport

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

    @Test func missingFileInMemoryIsReportedLikeOnDisk() {
        let result = TokenLoader(files: InMemoryFileSource(base: "/virtual")).load(files: ["nowhere.tokens.json"], resolver: nil)
        #expect(result.diagnostics.map(\.message).contains { $0.contains("nowhere.tokens.json does not exist") })
    }
}
