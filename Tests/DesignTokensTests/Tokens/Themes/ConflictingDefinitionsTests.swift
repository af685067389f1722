@testable import DesignTokens
@testable import DocGenSupport
import Foundation
import Testing
import DocGenTestSupport

/// Token files merged in path order without a resolver: a token two files define with different values is named,
/// with each place and value and the one that won (issue 21: the last file won silently). Values from GitHub Primer's
/// published colors (`@primer/primitives`: `#1f883d` the primary button's rest background, `#1f2328` the default text).
@Suite struct ConflictingDefinitionsTests {
    private func layered(_ override: String) throws -> (TemporaryDirectory, [String]) {
        let directory = try TemporaryDirectory()
        try directory.write("base.json", """
            {"color": {"$type": "color",
              "green": {"$value": "#1f883d"}, "black": {"$value": "#1f2328"}, "white": {"$value": "#ffffff"},
              "gray": {"$value": "#59636e"}, "red": {"$value": "#cf222e"}}}
            """)
        try directory.write("override.json", override)
        return (directory, [directory.url("base.json").path, directory.url("override.json").path])
    }

    @Test func aTokenDefinedTwiceWithDifferentValuesIsAWarningNamingEachPlaceAndTheWinner() throws {
        let (directory, files) = try layered(##"{"color": {"green": {"$type": "color", "$value": "#2da44e"}}}"##)
        let result = TokenLoader().load(files: files, resolver: nil)
        let found = result.diagnostics.filter { $0.code == "tokens.conflicting-definitions" }
        #expect(found.count == 1)
        let message = try #require(found.first).message
        #expect(found.first?.severity == .warning)
        #expect(message.contains("color.green is defined in 2 files with different values"), "\(message)")
        #expect(message.contains(directory.url("base.json").path + ":2:") && message.contains("sets \"#1f883d\""), "\(message)")
        #expect(message.contains(directory.url("override.json").path + ":1:") && message.contains("sets \"#2da44e\""), "\(message)")
        #expect(message.contains("the last file wins, so \"#2da44e\" from \(directory.url("override.json").path) is used"), "\(message)")
        #expect(result.hex(TokenPath(dotted: "color.green")) == "#2da44e")
        #expect(result.alternativeThemes == nil)
    }

    @Test func underStrictFormatItIsAnError() throws {
        let (directory, files) = try layered(##"{"color": {"green": {"$type": "color", "$value": "#2da44e"}}}"##)
        let result = withExtendedLifetime(directory) { TokenLoader(options: TokenFormatOptions(strict: true)).load(files: files, resolver: nil) }
        #expect(result.diagnostics.errors.map(\.code) == ["tokens.conflicting-definitions"])
    }

    @Test func theSameValueTwiceOrADescriptionAloneIsNoConflict() throws {
        let (directory, files) = try layered(##"{"color": {"green": {"$type": "color", "$value": "#1f883d", "$description": "rest"}}}"##)
        let result = withExtendedLifetime(directory) { TokenLoader().load(files: files, resolver: nil) }
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func memberOrderAndPlacesDoNotMakeAConflictButANestedDifferenceDoes() throws {
        let (directory, files) = try layered("""
            {"color": {"$type": "color",
              "green": {"$extensions": {"org.primer.overrides": {"dark": "#3fb950", "dark-dimmed": "#46954a"}}, "$value": "#1f883d"},
              "black": {"$value": "#1f2328", "$extensions": {"org.primer.overrides": {"dark": "#f0f6fc"}}}}}
            """)
        try directory.write("again.json", """
            {"color": {"$type": "color",
              "green": {"$value": "#1f883d", "$extensions": {"org.primer.overrides": {"dark-dimmed": "#46954a", "dark": "#3fb950"}}},
              "black": {"$value": "#1f2328", "$extensions": {"org.primer.overrides": {"dark": "#ffffff"}}}}}
            """)
        let result = withExtendedLifetime(directory) {
            TokenLoader().load(files: [files[1], directory.url("again.json").path], resolver: nil)
        }
        // Two files defining the same tokens, one differently, read as alternatives: one of two tokens differs.
        // (The unmapped org.primer.overrides are tokens.nonstandard warnings of their own.)
        #expect(result.diagnostics.map(\.code).filter { $0 != "tokens.nonstandard" } == ["tokens.alternative-themes"], "\(result.diagnostics)")
        #expect(result.alternativeThemes?.shared == 2 && result.alternativeThemes?.differing == 1)
    }
}
