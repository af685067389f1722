import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// Tokens Studio themes as resolver permutations.
@Suite struct TokensStudioThemesTests {
    private func document(themes: String, metadata: String? = nil) throws -> (ResolverDocument, [TokenError]) {
        let themesRoot = try #require(try? JSONReader.parse(Array(themes.utf8), file: 0).get())
        let metadataRoot = try metadata.map { text in try #require(try? JSONReader.parse(Array(text.utf8), file: 0).get()) }
        var reader = TokensStudioThemesReader(files: TokenFileTable(), themes: themesRoot, metadata: metadataRoot, singleFile: nil, folder: "")
        return (reader.read(), reader.errors)
    }

    private func setNames(_ document: ResolverDocument, _ context: [(String, String)]) -> [String] {
        document.sources(for: context.map { TokenSet.ContextPair(name: $0.0, value: $0.1) }).compactMap { source in
            if case .file(let path, _, _, _) = source { String(path.dropLast(5)) } else { nil }
        }
    }

    /// Source: tokens-studio/sd-transforms test/spec/permutateThemes.spec.ts ("combines multiple dimensions of
    /// theming into a single-dimensional theme permutation"): the same four permutations, each with the same sets
    /// in the same order.
    @Test func groupsBecomeModifiersAndEveryCombinationAPermutation() throws {
        let (document, errors) = try document(themes: """
            [{"id": "0", "name": "light", "group": "theme", "selectedTokenSets": {"core": "source", "light": "enabled", "theme": "enabled"}},
             {"id": "1", "name": "dark", "group": "theme", "selectedTokenSets": {"core": "source", "dark": "enabled", "theme": "enabled"}},
             {"id": "2", "name": "foo", "group": "thing", "selectedTokenSets": {"core": "source", "foo": "enabled", "thing": "enabled"}},
             {"id": "3", "name": "bar", "group": "thing", "selectedTokenSets": {"core": "source", "bar": "enabled", "thing": "enabled"}}]
            """)
        #expect(errors.isEmpty)
        #expect(document.modifiers.map(\.name) == ["theme", "thing"])
        #expect(document.modifiers.map(\.defaultContext) == ["light", "foo"])
        #expect(document.permutations().count == 4)
        let expected: [String: [String]] = [
            "dark-bar": ["core", "dark", "theme", "bar", "thing"], "dark-foo": ["core", "dark", "theme", "foo", "thing"],
            "light-bar": ["core", "light", "theme", "bar", "thing"], "light-foo": ["core", "light", "theme", "foo", "thing"],
        ]
        var passed = 0
        for (name, sets) in expected.sorted(by: { $0.key < $1.key }) {
            let parts = name.split(separator: "-").map(String.init)
            let got = setNames(document, [("theme", parts[0]), ("thing", parts[1])])
            #expect(got == sets, "\(name)")
            if got == sets { passed += 1 }
        }
        print("sd-transforms theme permutation cases: \(passed) passed, \(expected.count - passed) failed")
    }

    /// The shape of Swiss Post's export (swisspost/design-system@5ce92d71, `packages/tokens/tokensstudio-generated/
    /// tokens.json`): the `Components` theme reads both schemes as `source` sets, and the `Scheme` group's `Light` and
    /// `Dark` themes enable them. A set is merged once, where a theme of the permutation enables it: in `Light`, the
    /// enabled `Scheme/Light` comes after the source `Scheme/Dark` and wins.
    @Test func aSetEnabledByOneThemeTakesItsPlaceOverAnotherThemesSource() throws {
        let (document, errors) = try document(themes: """
            [{"name": "Components", "selectedTokenSets": {"core": "source", "Scheme/Light": "source", "Scheme/Dark": "source", "Components/Button": "enabled"}},
             {"name": "Light", "group": "Scheme", "selectedTokenSets": {"core": "source", "Scheme/Light": "enabled"}},
             {"name": "Dark", "group": "Scheme", "selectedTokenSets": {"core": "source", "Scheme/Light": "enabled", "Scheme/Dark": "enabled"}}]
            """, metadata: #"{"tokenSetOrder": ["core", "Scheme/Light", "Scheme/Dark", "Components/Button"]}"#)
        #expect(errors.isEmpty)
        #expect(setNames(document, [("theme", "Components"), ("Scheme", "Light")]) == ["core", "Scheme/Dark", "Components/Button", "Scheme/Light"])
        #expect(setNames(document, [("theme", "Components"), ("Scheme", "Dark")]) == ["core", "Components/Button", "Scheme/Light", "Scheme/Dark"])
    }

    @Test func setOrderComesFromMetadataAndDisabledSetsAreLeftOut() throws {
        let (document, errors) = try document(themes: """
            [{"name": "compact", "selectedTokenSets": {"density/compact": "enabled", "base": "enabled", "old": "disabled"}},
             {"name": "roomy", "selectedTokenSets": {"base": "enabled"}}]
            """, metadata: #"{"tokenSetOrder": ["base", "old", "density/compact"]}"#)
        #expect(errors.isEmpty)
        // Themes without a group are the contexts of one modifier named "theme".
        #expect(document.modifiers.map(\.name) == ["theme"])
        #expect(setNames(document, [("theme", "compact")]) == ["base", "density/compact"])
        #expect(setNames(document, [("theme", "roomy")]) == ["base"])
    }

    @Test func withoutThemesEverySetMergesInOrder() throws {
        let (document, _) = try document(themes: "[]", metadata: #"{"tokenSetOrder": ["global", "semantic", "components"]}"#)
        #expect(document.modifiers.isEmpty)
        #expect(setNames(document, []) == ["global", "semantic", "components"])
    }

    @Test func badThemesAreReported() throws {
        let (_, errors) = try document(themes: """
            [{"name": "a", "selectedTokenSets": {"x": "on"}}, {"selectedTokenSets": {}},
             {"name": "b", "selectedTokenSets": {}}, {"name": "b", "selectedTokenSets": {}}]
            """)
        let messages = errors.map { "\($0.location.line ?? 0):\($0.location.column ?? 0) \($0.diagnostic.message)" }
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("1:43 ") && $0.contains("the set status of x must be \"enabled\", \"source\" or \"disabled\"") })
        #expect(messages.contains { $0.hasPrefix("1:51 ") && $0.contains("a theme needs a \"name\" and \"selectedTokenSets\"") })
        #expect(messages.contains { $0.hasPrefix("2:42 ") && $0.contains("the theme \"b\" appears twice in the group \"theme\"") })
    }

    @Test func singleFileExportsResolvePerTheme() throws {
        let directory = try TemporaryDirectory()
        try directory.write("tokens.json", """
            {
              "core": {"blue": {"value": "#0000ff", "type": "color"}, "red": {"value": "#ff0000", "type": "color"}, "space": {"value": "4", "type": "spacing"}},
              "light": {"accent": {"value": "{blue}", "type": "color"}, "gap": {"value": "{space} * 2", "type": "spacing"}},
              "dark": {"accent": {"value": "{red}", "type": "color"}, "gap": {"value": "{space} * 3", "type": "spacing"}},
              "$themes": [{"name": "light", "selectedTokenSets": {"core": "source", "light": "enabled"}},
                          {"name": "dark", "selectedTokenSets": {"core": "source", "dark": "enabled"}}],
              "$metadata": {"tokenSetOrder": ["core", "light", "dark"]}
            }
            """)
        let path = directory.url("tokens.json").path
        #expect(TokensStudioExport.isThemes(path: path))
        let result = TokenLoader().load(files: [], resolver: path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.sets.map { $0.contextPairs.map(\.value) } == [["light"], ["dark"]])
        #expect(result.hex("accent", in: 0) == "#0000ff")
        #expect(result.hex("accent", in: 1) == "#ff0000")
        #expect(result.sets[1]["gap"]?.value == .dimension(Dimension(12)))
        // Read as a plain token file, the sets merge in tokenSetOrder (the last one wins).
        let merged = TokenLoader().load(files: [path], resolver: nil)
        #expect(merged.diagnostics.isEmpty, "\(merged.diagnostics)")
        #expect(merged.hex("accent") == "#ff0000")
    }

    @Test func discoveryFindsTheThemesFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("tokens/$themes.json", "[]")
        try directory.write("tokens/$metadata.json", #"{"tokenSetOrder": ["core"]}"#)
        try directory.write("tokens/core.json", ##"{"c": {"value": "#fff", "type": "color"}}"##)
        let found = TokenDiscovery.find(in: directory.path)
        #expect(found == .resolver(directory.path + "/tokens/$themes.json"))
        guard case .resolver(let path) = found else { return }
        let result = TokenLoader().load(files: [], resolver: path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.hex("c") == "#ffffff")
    }

    @Test func aMissingSetFileIsReportedAtTheThemeThatNamesIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("$themes.json", #"[{"name": "light", "selectedTokenSets": {"core": "enabled"}}]"#)
        let result = TokenLoader().load(files: [], resolver: directory.url("$themes.json").path)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == "tokens.unreadable-file")
        #expect(diagnostic.message.contains("core.json does not exist"))
        #expect(diagnostic.location.line == 1 && diagnostic.location.column == 50)
    }
}
