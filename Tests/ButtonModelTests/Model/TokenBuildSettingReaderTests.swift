import Testing
@testable import ButtonModel

@testable import DocGenSupport
import DesignTokens
@testable import TokenBuilds
import DocGenYAML

/// `tokens: { build: … }` in system.yaml: a path, a list, one output per context, or the settings mapping.
@Suite struct TokenBuildSettingReaderTests {
    private func read(_ yaml: String) throws -> (TokenBuildSetting, [String]) {
        let node = try #require(try YAMLDocument.compose(yaml).get())
        let (setting, problems) = TokenBuildSettingReader(path: "system.yaml").read(node)
        return (setting, problems.map(\.description))
    }

    @Test func everyFormReads() throws {
        #expect(try read("dist/tokens.css").0.files == ["dist/tokens.css"])
        #expect(try read("[a.css, b.css]").0.files == ["a.css", "b.css"])
        let perContext = try read("{ light: dist/light.css, dark: dist/dark.css }").0
        #expect(perContext.contextFiles == ["light": ["dist/light.css"], "dark": ["dist/dark.css"]])
        #expect(perContext.allFiles == ["dist/dark.css", "dist/light.css"])
        let settings = try read("""
            file: dist/tokens.css
            selectors: { dark: '[data-color-mode="dark"]' }
            nameRule: kebab-digits
            prefix: pgn
            """).0
        #expect(settings.files == ["dist/tokens.css"])
        #expect(settings.selectors == ["dark": "[data-color-mode=\"dark\"]"])
        #expect(settings.nameRule == .kebabDigits)
        #expect(settings.prefix == "pgn")
    }

    @Test func anUnknownRuleSaysWhereAndWhichAreKnown() throws {
        let (_, problems) = try read("file: a.css\nnameRule: kebabish\n")
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("system.yaml:2:11: error: `tokens.build.nameRule` must be one of hyphen, underscore, kebab") == true)
    }
}
