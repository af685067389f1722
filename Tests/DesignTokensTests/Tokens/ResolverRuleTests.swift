import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// The Resolver module's rules that go beyond its syntax: how references, overrides and later sources behave.
@Suite struct ResolverRuleTests {
    /// Source: DTCG 2025.10 Resolver, "Inline sets and modifiers", the example "Resolution Order with inline sets and
    /// modifiers": the inline set "Animation" takes its sources from `#/sets/Animation`. An inline set cannot be
    /// referenced, so sharing the name is no cycle.
    @Test func inlineSetNamedLikeTheSetItReferences() throws {
        let (result, _) = try TokenFixtures.load(resolverJSON: """
            {"version": "2025.10",
             "sets": {"Animation": {"sources": [{"duration": {"$type": "duration", "fast": {"$value": {"value": 100, "unit": "ms"}}}}]}},
             "resolutionOrder": [{"type": "set", "name": "Animation", "sources": [{"$ref": "#/sets/Animation"}]}]}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.only["duration.fast"]?.value == .duration(TokenDuration(100, .ms)))
    }

    /// A named set that lists itself is still a cycle.
    @Test func namedSetReferencingItselfIsACycle() throws {
        let (result, _) = try TokenFixtures.load(resolverJSON: """
            {"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}
            """)
        #expect(result.diagnostics.map(\.message) == ["invalid resolver document: circular reference to the set a"])
    }

    /// Source: DTCG 2025.10 Resolver, "Reference objects" → "Extending": keys beside `$ref` are overrides, and an
    /// object or array among them is taken whole ("flattened shallowly, … not merged"); the spec's lizard example.
    @Test func keysBesideARefOverrideShallowly() throws {
        let directory = try TemporaryDirectory()
        try directory.write("animal.tokens.json", """
            {"color": {"$type": "color", "fur": {"$value": "#8b4513"}, "eye": {"$value": "#000000"}},
             "legs": {"$type": "number", "$value": 4}}
            """)
        try directory.write("lizard.resolver.json", """
            {"version": "2025.10",
             "resolutionOrder": [{"type": "set", "name": "lizard", "sources": [
               {"$ref": "animal.tokens.json", "color": {"$type": "color", "fur": {"$value": "#00ff00"}},
                "size": {"$type": "number", "$value": 1}}]}]}
            """)
        let result = TokenLoader().load(files: [], resolver: directory.url("lizard.resolver.json").path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.hex("color.fur") == "#00ff00")
        #expect(result.only["color.eye"] == nil, "the local color group replaces the referenced one whole")
        #expect(result.only["legs"]?.value == .number(4))
        #expect(result.only["size"]?.value == .number(1))
    }

    /// The same rule for a same-document reference into the resolver (`#/$defs/…`).
    @Test func keysBesideASameDocumentRefOverrideShallowly() throws {
        let (result, _) = try TokenFixtures.load(resolverJSON: """
            {"version": "2025.10",
             "$defs": {"base": {"space": {"$type": "number", "s": {"$value": 1}, "m": {"$value": 2}}}},
             "resolutionOrder": [{"type": "set", "name": "s", "sources": [
               {"$ref": "#/$defs/base", "space": {"$type": "number", "s": {"$value": 4}}}]}]}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.only["space.s"]?.value == .number(4))
        #expect(result.only["space.m"] == nil)
    }

    /// Source: DTCG 2025.10 JSON Schema resolver.json, resolver/set.json, resolver/modifier.json and
    /// resolver/resolutionOrder.json: `additionalProperties: false` everywhere, and `resolutionOrder` has `minItems: 1`.
    @Test(arguments: [
        ("{\"version\": \"2025.10\", \"resolutionOrder\": []}", "\"resolutionOrder\" must list at least one set or modifier"),
        ("{\"version\": \"2025.10\", \"themes\": {}, \"resolutionOrder\": [{\"type\": \"set\", \"name\": \"a\", \"sources\": []}]}",
         "the resolver has no property \"themes\""),
        ("{\"version\": \"2025.10\", \"sets\": {\"a\": {\"sources\": [], \"files\": []}}, \"resolutionOrder\": [{\"$ref\": \"#/sets/a\"}]}",
         "the set \"a\" has no property \"files\""),
        ("{\"version\": \"2025.10\", \"modifiers\": {\"m\": {\"contexts\": {\"a\": [], \"b\": []}, \"defaults\": \"a\"}}, \"resolutionOrder\": [{\"$ref\": \"#/modifiers/m\"}]}",
         "the modifier \"m\" has no property \"defaults\""),
        ("{\"version\": \"2025.10\", \"resolutionOrder\": [{\"type\": \"set\", \"name\": \"a\", \"sources\": [], \"contexts\": {}}]}",
         "the inline set \"a\" has no property \"contexts\""),
    ])
    func propertiesTheSchemaForbids(text: String, message: String) throws {
        let (result, _) = try TokenFixtures.load(resolverJSON: text)
        #expect(result.errorCodes == ["tokens.invalid-resolver"], "\(text): \(result.diagnostics)")
        #expect(result.diagnostics.contains { $0.message.contains(message) }, "\(text): \(result.diagnostics.map(\.message))")
    }

    /// Source: DTCG 2025.10 Resolver, "Root level properties" and the JSON Schemas: every property they define is read.
    @Test func everyPropertyTheSchemaAllows() throws {
        let (result, _) = try TokenFixtures.load(resolverJSON: """
            {"$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json", "name": "n", "description": "d",
             "version": "2025.10", "$defs": {},
             "sets": {"s": {"description": "d", "sources": [], "$extensions": {"x.y": 1}}},
             "modifiers": {"m": {"description": "d", "contexts": {"a": [], "b": []}, "default": "a", "$extensions": {}}},
             "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/m"},
               {"type": "set", "name": "i", "description": "d", "sources": [], "$extensions": {}},
               {"type": "modifier", "name": "j", "description": "d", "contexts": {"a": [], "b": []}, "default": "b", "$extensions": {}}]}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.sets.count == 4)
    }

    /// A later source that makes a group a token would drop the group's tokens; in one file the same shape (a
    /// token with children) is an error, so it is one here too.
    @Test func laterSourceTurningAGroupIntoATokenIsReported() throws {
        let (result, _) = try TokenFixtures.load(resolverJSON: """
            {"version": "2025.10",
             "resolutionOrder": [{"type": "set", "name": "s", "sources": [
               {"color": {"$type": "color", "brand": {"light": {"$value": "#ffffff"}, "dark": {"$value": "#000000"}}}},
               {"color": {"brand": {"$value": "#ff0000"}}}]}]}
            """)
        #expect(result.errorCodes == ["tokens.invalid-structure"], "\(result.diagnostics)")
        let message = try #require(result.diagnostics.first?.message)
        #expect(message.contains("color.brand"), "\(message)")
        #expect(message.contains("color.brand.light, color.brand.dark"), "\(message)")
        #expect(result.diagnostics.first?.location.line == 4)
    }

    /// Token files listed without a resolver merge the same way, and are checked the same way.
    @Test func laterFileTurningAGroupIntoATokenIsReported() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"size": {"$type": "number", "s": {"a": {"$value": 1}}}}
            """, """
            {"size": {"s": {"$value": 2}}}
            """)
        #expect(result.errorCodes == ["tokens.invalid-structure"], "\(result.diagnostics)")
    }

    /// With `select`, only the chosen permutations are returned, but the errors of every permutation are reported
    /// (warnings only from the chosen ones).
    @Test func selectStillReportsErrorsFromEveryPermutation() throws {
        let directory = try TemporaryDirectory()
        try directory.write("light.tokens.json", "{\"bg\": {\"$type\": \"color\", \"$value\": \"#ffffff\"}}")
        try directory.write("dark.tokens.json", "{\"bg\": {\"$type\": \"color\", \"$value\": \"{nothing}\"}}")
        try directory.write("t.resolver.json", """
            {"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}],
             "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """)
        let result = TokenLoader().load(files: [], resolver: directory.url("t.resolver.json").path, select: ["theme": "light"])
        #expect(result.sets.map(\.name) == ["light"])
        #expect(result.errorCodes == ["tokens.unknown-reference"], "\(result.diagnostics)")
        #expect(result.diagnostics.first?.location.file.hasSuffix("dark.tokens.json") == true)
    }

    /// A resolver document read as a token file says what it is and how to pass it.
    @Test func resolverReadAsTokensSaysSo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("system.json", """
            {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"a": {"$type": "number", "$value": 1}}]}]}
            """)
        let path = directory.url("system.json").path
        let result = TokenLoader().load(files: [path], resolver: nil)
        #expect(result.errorCodes == ["tokens.invalid-structure"], "\(result.diagnostics)")
        #expect(result.diagnostics.first?.message == "\(path) is a resolver document (it has \"resolutionOrder\"), not a token file")
        #expect(result.diagnostics.first?.hint == "pass it as --resolver \(path), or name it *.resolver.json")
    }
}
