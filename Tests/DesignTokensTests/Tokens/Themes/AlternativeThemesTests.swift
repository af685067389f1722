@testable import DesignTokens
@testable import DocGenSupport
import Foundation
import Testing
import DocGenTestSupport

/// Files that are alternative themes, not layers, reported once as such with the resolver to write (issue 21: five
/// public sets, a folder holding `light.json` and `dark.json` or brand-theme folders, were merged in path order and
/// the last won silently; in one, 237 of 252 semantic colors came from a theme its build never uses). The shapes are
/// those the issue describes; the colors are GitHub Primer's published light and dark values (`@primer/primitives`).
@Suite struct AlternativeThemesTests {
    static let base = ##"{"base": {"color": {"$type": "color", "white": {"$value": "#ffffff"}, "black": {"$value": "#1f2328"}, "green": {"$value": "#1f883d"}}}}"##

    static func semantic(_ count: Int, differing: Int, dark: Bool) -> String {
        let members = (0..<count).map { index in
            let value = index < differing && dark ? "{base.color.black}" : (index < differing ? "{base.color.white}" : "{base.color.green}")
            return "\"c\(index)\": {\"$value\": \"\(value)\"}"
        }
        return "{\"color\": {\"$type\": \"color\", " + members.joined(separator: ", ") + "}}"
    }

    /// The measured size: 252 semantic colors, 237 of them different between the two themes.
    @Test func lightAndDarkBesideEachOtherAreOneWarningNotTwoHundredThirtySeven() throws {
        let directory = try TemporaryDirectory()
        try directory.write("tokens/base.json", Self.base)
        try directory.write("tokens/light.json", Self.semantic(252, differing: 237, dark: false))
        try directory.write("tokens/dark.json", Self.semantic(252, differing: 237, dark: true))
        guard case .files(let files) = TokenDiscovery.find(in: directory.url("tokens").path) else { Issue.record("no files"); return }
        let result = TokenLoader().load(files: files, resolver: nil)
        #expect(result.diagnostics.map(\.code) == ["tokens.alternative-themes"], "\(result.diagnostics)")
        let message = try #require(result.diagnostics.first).message
        #expect(message.contains("they define 252 of the same tokens, 237 with different values"), "\(message)")
        #expect(message.contains("so light's (\(directory.url("tokens/light.json").path)) values were used"), "\(message)")
        #expect(result.diagnostics.first?.hint?.contains("--write-resolver \(directory.url("tokens").path)/themes.resolver.json") == true)
        let themes = try #require(result.alternativeThemes)
        #expect(themes.common == [directory.url("tokens/base.json").path])
        #expect(themes.modifiers.map(\.name) == ["theme"])
        #expect(themes.modifiers[0].contexts.map(\.name) == ["dark", "light"])
    }

    @Test func brandFoldersHoldingTheSameFilesAreTheContextsOfOneModifier() throws {
        let directory = try TemporaryDirectory()
        try directory.write("core/base.json", Self.base)
        for (brand, color, radius) in [("brand-a", "green", 6), ("brand-b", "black", 12)] {
            try directory.write("\(brand)/color.json", "{\"brand\": {\"$type\": \"color\", \"primary\": {\"$value\": \"{base.color.\(color)}\"}, \"on\": {\"$value\": \"{base.color.white}\"}}}")
            try directory.write("\(brand)/size.json", "{\"radius\": {\"$type\": \"dimension\", \"button\": {\"$value\": {\"value\": \(radius), \"unit\": \"px\"}}}}")
        }
        guard case .files(let files) = TokenDiscovery.find(in: directory.path) else { Issue.record("no files"); return }
        let result = TokenLoader().load(files: files, resolver: nil)
        #expect(result.diagnostics.map(\.code) == ["tokens.alternative-themes"], "\(result.diagnostics)")
        let themes = try #require(result.alternativeThemes)
        #expect(themes.modifiers.count == 1)
        #expect(themes.modifiers[0].contexts.map(\.name) == ["brand-a", "brand-b"])
        #expect(themes.modifiers[0].contexts[1].files == ["brand-b/color.json", "brand-b/size.json"].map { directory.url($0).path })
    }

    @Test func underStrictFormatTheAlternativesAreAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("light.json", Self.semantic(3, differing: 2, dark: false))
        try directory.write("dark.json", Self.semantic(3, differing: 2, dark: true))
        try directory.write("base.json", Self.base)
        let files = ["base.json", "dark.json", "light.json"].map { directory.url($0).path }
        let result = TokenLoader(options: TokenFormatOptions(strict: true)).load(files: files, resolver: nil)
        #expect(result.diagnostics.errors.map(\.code) == ["tokens.alternative-themes"])
    }

    @Test func aLayerOverridingAFewTokensIsNoTheme() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.json", Self.semantic(20, differing: 0, dark: false))
        try directory.write("b.json", ##"{"color": {"$type": "color", "c1": {"$value": "{base.color.black}"}}}"##)
        try directory.write("base.json", Self.base)
        let files = ["base.json", "a.json", "b.json"].map { directory.url($0).path }
        let result = TokenLoader().load(files: files, resolver: nil)
        #expect(result.alternativeThemes == nil)
        #expect(result.diagnostics.map(\.code) == ["tokens.conflicting-definitions"])
    }
}
