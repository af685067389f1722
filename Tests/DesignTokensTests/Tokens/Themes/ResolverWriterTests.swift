@testable import DesignTokens
@testable import DocGenSupport
import Foundation
import Testing
import DocGenTestSupport

/// The resolver written from alternative theme files loads with docgen and gives, per context, the tokens of the
/// common files and that context's files merged in path order (DTCG 2025.10 Resolver module: sets, modifiers,
/// `resolutionOrder`, `$ref`s relative to the resolver).
@Suite struct ResolverWriterTests {
    @Test func relativeReferences() {
        #expect(ResolverWriter.relative("tokens/dark.json", from: "tokens") == "dark.json")
        #expect(ResolverWriter.relative("tokens/dark.json", from: "out") == "../tokens/dark.json")
        #expect(ResolverWriter.relative("tokens/brand-a/color.json", from: "") == "tokens/brand-a/color.json")
        #expect(ResolverWriter.relative("/a/b/c.json", from: "/a/d") == "../b/c.json")
    }

    @Test func theWrittenResolverGivesTheSameTokensPerContextAsTheFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("tokens/base.json", AlternativeThemesTests.base)
        try directory.write("tokens/light.json", AlternativeThemesTests.semantic(40, differing: 30, dark: false))
        try directory.write("tokens/dark.json", AlternativeThemesTests.semantic(40, differing: 30, dark: true))
        // After every alternative in path order: it overrides both themes, and must still in the resolver.
        try directory.write("tokens/zz-override.json", ##"{"color": {"c0": {"$type": "color", "$value": "#cf222e"}}}"##)
        guard case .files(let files) = TokenDiscovery.find(in: directory.url("tokens").path) else { Issue.record("no files"); return }
        let themes = try #require(TokenLoader().load(files: files, resolver: nil).alternativeThemes)
        let resolverPath = directory.url("out/themes.resolver.json").path
        let text = ResolverWriter.document(themes, resolverPath: resolverPath, name: "themes")
        #expect(text.contains(##"{ "$ref": "../tokens/base.json" }"##), "\(text)")
        #expect(themes.overrides == [directory.url("tokens/zz-override.json").path])
        #expect(text.hasSuffix(##"{ "$ref": "#/modifiers/theme" },\##n    { "$ref": "#/sets/overrides" }\##n  ]\##n}\##n"##), "\(text)")
        #expect(text.contains(#""default": "dark""#))
        try directory.write("out/themes.resolver.json", text)
        var compared = 0
        for context in themes.modifiers[0].contexts {
            let viaResolver = TokenLoader().load(files: [], resolver: resolverPath, select: ["theme": context.name])
            #expect(viaResolver.diagnostics.isEmpty, "\(viaResolver.diagnostics)")
            let viaFiles = TokenLoader().load(files: themes.common + context.files + themes.overrides, resolver: nil)
            #expect(viaFiles.diagnostics.map(\.code) == ["tokens.conflicting-definitions"], "\(viaFiles.diagnostics)")
            #expect(viaResolver.hex("color.c0") == "#cf222e")
            let resolved = try #require(viaResolver.sets.first).tokens.mapValues(\.value)
            #expect(resolved == viaFiles.only.tokens.mapValues(\.value), "\(context.name)")
            #expect(resolved.count == 43)
            compared += resolved.count
        }
        #expect(compared == 86)
    }
}
