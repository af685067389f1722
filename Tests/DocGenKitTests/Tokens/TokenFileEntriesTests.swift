import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview

/// `tokens: files:` in system.yaml takes folders and globs (issue 37: a package of 57 token files, such as Kong's
/// design tokens, is named by its folder instead of file by file), each expanded in its place in a stable sorted
/// order, as `TokenDiscovery` finds token files; a glob matching nothing is an error at its entry.
@Suite struct TokenFileEntriesTests {
    static let base = "/project/Content/kit"

    /// A package of token files in nested folders, a README and a package.json beside them.
    static let source = InMemoryFileSource(files: [
        "\(base)/system.yaml": Array("name: Kit\n".utf8),
        "\(base)/tokens/color/b.json": Array(##"{"b": {"$value": "#000000", "$type": "color"}}"##.utf8),
        "\(base)/tokens/color/a.json": Array(##"{"a": {"$value": "#ffffff", "$type": "color"}}"##.utf8),
        "\(base)/tokens/size.tokens.json": Array(##"{"s": {"$value": "4px", "$type": "dimension"}}"##.utf8),
        "\(base)/tokens/z/deep/radius.json": Array(##"{"r": {"$value": "2px", "$type": "dimension"}}"##.utf8),
        "\(base)/tokens/package.json": Array(##"{"name": "tokens"}"##.utf8),
        "\(base)/tokens/README.md": Array("# Tokens\n".utf8),
        "\(base)/overrides.tokens.json": Array(##"{"a": {"$value": "#eeeeee", "$type": "color"}}"##.utf8),
    ], base: "/project")

    private func entries(_ files: [String]) -> TokenFileEntries {
        var manifest = SystemManifest(name: "Kit", tokenFiles: files, location: SourceLocation(file: "\(Self.base)/system.yaml", line: 1))
        manifest.tokenFileLocations = files.indices.map { SourceLocation(file: "\(Self.base)/system.yaml", line: 3 + $0, column: 5) }
        return TokenFileEntries(DesignSystem(id: "kit", directory: Self.base, manifest: manifest), files: Self.source)
    }

    @Test func aFolderIsEveryTokenFileBelowItSorted() {
        let found = entries(["tokens/"])
        #expect(found.problems.isEmpty, "\(found.problems)")
        #expect(found.files == ["tokens/color/a.json", "tokens/color/b.json", "tokens/size.tokens.json", "tokens/z/deep/radius.json"]
            .map { "\(Self.base)/\($0)" })
        #expect(found.folders == ["\(Self.base)/tokens"])
    }

    @Test func aGlobWithTwoStarsMatchesAnyNumberOfFolders() {
        let found = entries(["tokens/**/*.json"])
        #expect(found.files == ["tokens/color/a.json", "tokens/color/b.json", "tokens/package.json", "tokens/size.tokens.json", "tokens/z/deep/radius.json"]
            .map { "\(Self.base)/\($0)" }, "the glob takes what it matches, a package.json too")
    }

    @Test func aStarStaysInItsFolder() {
        #expect(entries(["tokens/*.json"]).files == ["\(Self.base)/tokens/package.json", "\(Self.base)/tokens/size.tokens.json"])
        #expect(entries(["tokens/color/[ab].json"]).files == ["\(Self.base)/tokens/color/a.json", "\(Self.base)/tokens/color/b.json"])
    }

    @Test func entriesKeepTheirOrderAndAFileNamedTwiceIsMergedOnceAtItsFirstPlace() {
        let found = entries(["tokens/color/b.json", "tokens/color/*.json", "overrides.tokens.json"])
        #expect(found.files == ["tokens/color/b.json", "tokens/color/a.json", "overrides.tokens.json"].map { "\(Self.base)/\($0)" })
    }

    @Test func aGlobMatchingNothingIsAnErrorAtItsEntry() throws {
        let found = entries(["tokens/", "tokens/**/*.json5"])
        let problem = try #require(found.problems.first)
        #expect(found.problems.count == 1)
        #expect(problem.code == "system.token-files")
        #expect(problem.severity == .error)
        #expect(problem.location == SourceLocation(file: "\(Self.base)/system.yaml", line: 4, column: 5))
        #expect(problem.message == "`tokens/**/*.json5` matches no file below \(Self.base)/tokens.")
    }

    @Test func pathGlobMatchesSegmentBySegment() {
        let glob = PathGlob("tokens/**/*.json")
        #expect(glob.base == ["tokens"])
        #expect(glob.matches(relative: "a.json"))
        #expect(glob.matches(relative: "x/y/a.json"))
        #expect(!glob.matches(relative: "x/a.json5"))
        #expect(PathGlob("a/*/c").matches(relative: "b/c"))
        #expect(!PathGlob("a/*/c").matches(relative: "b/d/c"))
        // Many `**` against a deep path: a table, not a search that doubles with each one.
        let deep = Array(repeating: "x", count: 200).joined(separator: "/")
        #expect(!PathGlob(Array(repeating: "**", count: 100).joined(separator: "/") + "/y").matches(relative: deep))
    }
}
