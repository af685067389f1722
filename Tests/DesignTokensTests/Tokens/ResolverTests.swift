import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

@Suite struct ResolverTests {
    /// Resolver module, "Ordering", conflict resolution example: the later inline source wins.
    @Test func laterSourcesWinInsideASet() {
        let result = TokenLoader().load(files: [], resolver: TokenFixtures.path("spec/resolver-conflict.resolver.json"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.sets.count == 1)
        #expect(result.hex("color.text.default") == "#1a1a1a")
    }

    @Test func everyPermutationInResolutionOrder() throws {
        let result = TokenLoader().load(files: [], resolver: TokenFixtures.path("button/button.resolver.json"))
        #expect(result.sets.map(\.contextDescription) == ["theme=light", "theme=dark"])
        #expect(result.modifiers == [TokenModifier(name: "theme", contexts: ["light", "dark"], defaultContext: "light")])
        #expect(result.hex("color.button.primary.default.background", in: 0) == "#0b5fff")
        #expect(result.hex("color.button.primary.default.background", in: 1) == "#7aa7ff")
        #expect(result.sets[1]["color.button.primary.default.background"]?.aliases == ["color.background.brand", "color.palette.blue.300"])
        // Only the light theme uses the deprecated gray.
        #expect(result.diagnostics.map(\.code) == ["tokens.deprecated"])
        #expect(result.diagnostics.first?.location.file.hasSuffix("light.tokens.json") == true)
    }

    @Test func selectKeepsMatchingPermutations() {
        let result = TokenLoader().load(files: [], resolver: TokenFixtures.path("button/button.resolver.json"), select: ["theme": "dark"])
        #expect(result.sets.map(\.name) == ["dark"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func selectNamingNothingIsAnError() {
        let result = TokenLoader().load(files: [], resolver: TokenFixtures.path("button/button.resolver.json"),
                                        select: ["theme": "sepia", "density": "compact"])
        #expect(result.errorCodes == ["tokens.unknown-context", "tokens.unknown-context"])
        #expect(result.diagnostics.map(\.message).contains("the modifier \"theme\" has no context \"sepia\"; it has light, dark"))
    }

    /// Resolver module, "Syntax": each rule the document must follow.
    @Test(arguments: [
        ("{\"version\": \"2024\", \"resolutionOrder\": []}", "\"version\" must be \"2025.10\""),
        ("{\"version\": \"2025.10\"}", "\"resolutionOrder\" is required"),
        ("{\"version\": \"2025.10\", \"modifiers\": {\"m\": {\"contexts\": {\"a\": []}}}, \"resolutionOrder\": [{\"$ref\": \"#/modifiers/m\"}]}", "it needs two or more"),
        ("{\"version\": \"2025.10\", \"modifiers\": {\"m\": {\"contexts\": {\"a\": [], \"b\": []}, \"default\": \"c\"}}, \"resolutionOrder\": [{\"$ref\": \"#/modifiers/m\"}]}", "the default of \"m\" must be one of its contexts"),
        ("{\"version\": \"2025.10\", \"sets\": {\"s\": {\"sources\": [{\"$ref\": \"#/modifiers/m\"}]}}, \"resolutionOrder\": [{\"$ref\": \"#/sets/s\"}]}", "must not reference a modifier"),
        ("{\"version\": \"2025.10\", \"sets\": {\"s\": {\"sources\": [{\"$ref\": \"#/resolutionOrder/0\"}]}}, \"resolutionOrder\": [{\"$ref\": \"#/sets/s\"}]}", "nothing may reference resolutionOrder"),
        ("{\"version\": \"2025.10\", \"resolutionOrder\": [{\"type\": \"set\", \"sources\": []}]}", "needs \"name\" and \"type\""),
        ("{\"version\": \"2025.10\", \"resolutionOrder\": [{\"type\": \"set\", \"name\": \"a\", \"sources\": []}, {\"type\": \"set\", \"name\": \"a\", \"sources\": []}]}", "appears twice"),
        ("{\"version\": \"2025.10\", \"resolutionOrder\": [{\"$ref\": \"#/sets/missing\"}]}", "#/sets/missing does not exist"),
    ])
    func invalidResolverDocuments(text: String, message: String) throws {
        let (result, _) = try TokenFixtures.load(resolverJSON: text)
        #expect(result.errorCodes.first == "tokens.invalid-resolver", "\(text): \(result.diagnostics)")
        #expect(result.diagnostics.contains { $0.message.contains(message) }, "\(text): \(result.diagnostics.map(\.message))")
    }

    /// Resolver module, "Inline sets and modifiers" and "Modifier referencing a set".
    @Test func inlineSetsAndModifiersReferencingSets() throws {
        let resolver = """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"size": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}}}]}},
             "resolutionOrder": [
               {"type": "set", "name": "colors", "sources": [{"c": {"$type": "color", "$value": "#000000"}}]},
               {"type": "modifier", "name": "density", "contexts": {
                  "compact": [{"$ref": "#/sets/base"}],
                  "comfortable": [{"$ref": "#/sets/base"}, {"size": {"s": {"$value": {"value": 8, "unit": "px"}}}}]}}]}
            """
        let (result, _) = try TokenFixtures.load(resolverJSON: resolver)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.sets.map(\.contextDescription) == ["density=compact", "density=comfortable"])
        #expect(result.sets.map { $0["size.s"]?.value } == [.dimension(Dimension(4)), .dimension(Dimension(8))])
        #expect(result.sets.allSatisfy { $0["c"]?.value == .color(.black) })
    }

    @Test func discoveryFindsOneResolverOrTokenFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a/b.tokens.json", "{}")
        try directory.write("a/c.json", "{\"x\": {\"$value\": 1}}")
        try directory.write("a/site.json", "{\"title\": \"no tokens\"}")
        #expect(TokenDiscovery.find(in: directory.path) == .files([directory.path + "/a/b.tokens.json", directory.path + "/a/c.json"]))
        try directory.write("one/x.resolver.json", "{}")
        #expect(TokenDiscovery.find(in: directory.path) == .resolver(directory.path + "/one/x.resolver.json"))
        try directory.write("two/y.resolver.json", "{}")
        #expect(TokenDiscovery.find(in: directory.path) == .severalResolvers([directory.path + "/one/x.resolver.json", directory.path + "/two/y.resolver.json"]))
    }
}
