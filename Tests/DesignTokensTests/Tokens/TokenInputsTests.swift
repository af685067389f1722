import Testing
@testable import DesignTokens
@testable import DocGenSupport

/// What `docgen tokens` reads (`TokenInputs.find`) and which permutation it prints (`TokenLoadResult.permutation`),
/// on in-memory trees: the problems come back as values, in the order met, a usage problem last.
@Suite struct TokenInputsTests {
    private let token = ##"{ "color": { "a": { "$type": "color", "$value": "#000000" } } }"##
    private let resolver = #"{ "version": "2025.10", "sets": {}, "resolutionOrder": [] }"#

    private func tree(_ files: [String: String]) -> InMemoryFileSource {
        InMemoryFileSource(files: files.mapValues { Array($0.utf8) }, base: "/p")
    }

    @Test func withoutPathsTheContentFolderIsSearched() {
        let inputs = TokenInputs.find(paths: [], resolver: nil, files: tree(["/p/Content/a.tokens.json": token]))
        #expect(inputs.files == ["Content/a.tokens.json"])
        #expect(inputs.problems.isEmpty)
    }

    @Test func noContentFolderIsAUsageProblem() {
        let inputs = TokenInputs.find(paths: [], resolver: nil, files: tree([:]))
        #expect(inputs.problems == [.noContentFolder])
        #expect(inputs.usageProblem == .noContentFolder)
    }

    @Test func anEmptyFolderIsInvalidInputAndTheSearchGoesOn() {
        let inputs = TokenInputs.find(paths: ["empty", "full"], resolver: nil,
                                      files: tree(["/p/empty/notes.txt": "", "/p/full/a.tokens.json": token]))
        #expect(inputs.problems == [.emptyFolder("empty")])
        #expect(inputs.usageProblem == nil)
        #expect(inputs.emptyFolders == ["empty"])
        #expect(inputs.files == ["full/a.tokens.json"])
    }

    @Test func twoResolversEndTheSearchWithAUsageProblem() {
        let inputs = TokenInputs.find(paths: ["one.resolver.json", "two.resolver.json", "a.tokens.json"], resolver: nil,
                                      files: tree(["/p/one.resolver.json": resolver, "/p/two.resolver.json": resolver]))
        #expect(inputs.problems == [.twoResolvers("one.resolver.json", "two.resolver.json")])
        #expect(inputs.problems[0].description == "error: only one resolver at a time: one.resolver.json and two.resolver.json")
        #expect(inputs.files.isEmpty)
    }

    @Test func aFolderOfSeveralResolversIsAUsageProblemListingThem() {
        let inputs = TokenInputs.find(paths: ["systems"], resolver: nil,
                                      files: tree(["/p/systems/a/a.resolver.json": resolver, "/p/systems/b/b.resolver.json": resolver]))
        #expect(inputs.usageProblem?.description == """
            error: systems holds several resolvers (one per design system); pass one as PATH:
              systems/a/a.resolver.json
              systems/b/b.resolver.json
            """)
    }

    @Test func theDefaultContextChoosesAmongPermutationsAndNoDefaultAsksForOne() throws {
        let light = TokenSet(context: [TokenSet.ContextPair(name: "theme", value: "light")], tokens: [:])
        let dark = TokenSet(context: [TokenSet.ContextPair(name: "theme", value: "dark")], tokens: [:])
        var result = TokenLoadResult(sets: [light, dark], diagnostics: [],
                                     modifiers: [TokenModifier(name: "theme", contexts: ["light", "dark"], defaultContext: "dark")])
        #expect(try result.permutation(select: [:]).get().contextPairs == dark.contextPairs)
        result.modifiers[0].defaultContext = nil
        guard case .failure(let ambiguous) = result.permutation(select: [:]) else {
            Issue.record("several permutations without a default chose one")
            return
        }
        #expect(ambiguous.description == "error: the resolver has several permutations; choose one with --context theme=light|dark")
        #expect(try TokenLoadResult(sets: [], diagnostics: []).permutation(select: [:]).get().tokens.isEmpty)
    }
}
