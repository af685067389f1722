import Foundation
import Testing

/// Adobe Spectrum's token source as published (`Fixtures/public/spectrum/`, see its SOURCE.md): `docgen tokens` of the
/// folder gives every token under its own name, the modifiers `theme` and `scale`, and, in each context, the values
/// Spectrum's rule gives (a token's set for the context; an alias takes its target's value in the same context).
/// The expected values were worked out by hand from the files: `accent-background-color-default` in dark is its dark
/// set's alias `{accent-color-800}`, an alias of `{blue-800}`, whose dark set is `rgb(64, 105, 253)`, so `#4069fd`.
@Suite struct SpectrumTokensTests {
    static let spectrum = DocGenProcess.fixtures.appendingPathComponent("public/spectrum")

    /// Token → (light, dark): color sets, aliases of them inside sets, and tokens that alias a color set.
    static let colors: [(String, String, String)] = [
        ("accent-background-color-default", "#3b63fb", "#4069fd"),
        ("accent-background-color-hover", "#274dea", "#345bf8"),
        ("neutral-background-color-default", "#292929", "#dbdbdb"),
        ("negative-background-color-default", "#d73220", "#df3422"),
        ("gray-100", "#e9e9e9", "#2c2c2c"),
        ("gray-900", "#131313", "#f2f2f2"),
        ("blue-900", "#3b63fb", "#5681ff"),
        ("informative-background-color-default", "#3b63fb", "#4069fd"),
        ("positive-background-color-default", "#05834e", "#068850"),
        ("notice-background-color-default", "#fc7d00", "#e06400"),
        ("drop-shadow-ambient-color", "#00000014", "#0000003d"),
        ("neutral-content-color-default", "#292929", "#dbdbdb"),
        ("disabled-content-color", "#c6c6c6", "#444444"),
        ("focus-indicator-color", "#4b75ff", "#4069fd"),
        ("accent-content-color-default", "#3b63fb", "#5681ff"),
        ("background-base-color", "#ffffff", "#111111"),
    ]

    /// Token → (desktop, mobile) in px: scale sets, and aliases of them.
    static let sizes: [(String, Double, Double)] = [
        ("alert-banner-bottom-to-text", 20, 22),
        ("alert-banner-minimum-height", 56, 64),
        ("alert-banner-to-bottom-text", 20, 22),
        ("alert-banner-to-top-text", 18, 21),
        ("alert-banner-to-top-workflow-icon", 18, 20),
        ("alert-banner-top-to-alert-icon", 37, 29),
        ("alert-banner-width", 832, 680),
        ("menu-item-edge-to-content-not-selected-small", 28, 24),
        ("menu-item-top-to-disclosure-icon-extra-large", 17, 22),
        ("menu-item-top-to-thumbnail-large", 10, 12),
    ]

    static func tokens(_ contexts: [String]) throws -> (tokens: [String: [String: Any]], stderr: String, status: Int32) {
        let result = try DocGenProcess.run(["tokens", "."] + contexts.flatMap { ["--context", $0] }, in: spectrum)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        return (try #require(json["tokens"] as? [String: [String: Any]]), result.stderr, result.status)
    }

    @Test func everyTokenUnderItsOwnNameWithoutErrors() throws {
        let (tokens, stderr, status) = try Self.tokens([])
        #expect(status == 0, "\(stderr)")
        #expect(!stderr.contains("error:"), "\(stderr)")
        #expect(tokens.count == 677)
        #expect(!tokens.keys.contains { $0.contains(".sets.") })
    }

    @Test(arguments: ["light", "dark"]) func colorsInEachTheme(theme: String) throws {
        let (tokens, stderr, _) = try Self.tokens(["theme=\(theme)"])
        for (name, light, dark) in Self.colors {
            #expect(tokens[name]?["type"] as? String == "color", "\(name): \(stderr)")
            #expect(tokens[name]?["value"] as? String == (theme == "light" ? light : dark), "\(name) in \(theme)")
        }
    }

    @Test(arguments: ["desktop", "mobile"]) func sizesInEachScale(scale: String) throws {
        let (tokens, _, _) = try Self.tokens(["scale=\(scale)", "theme=dark"])
        for (name, desktop, mobile) in Self.sizes {
            let value = tokens[name]?["value"] as? [String: Any]
            #expect(value?["unit"] as? String == "px", "\(name)")
            #expect(value?["value"] as? Double == (scale == "desktop" ? desktop : mobile), "\(name) on \(scale)")
        }
    }

    @Test func deprecationNamesTheReplacementAndMetadataIsKept() throws {
        let (tokens, _, _) = try Self.tokens([])
        // The comment names another token than `renamed`: the replacement is added; one that names it is kept.
        #expect(tokens["alert-banner-bottom-to-text"]?["deprecated"] as? String == "Use semantic token banner-padding-vertical instead. " +
                "Need to evaluate how token is used in implementation; refactor may be necessary.; renamed to padding-vertical")
        #expect(tokens["drop-shadow-color"]?["deprecated"] as? String == "Replaced with drop-shadow-color-100")
        let black = try #require(tokens["black"])
        let spectrum = (black["extensions"] as? [String: Any])?["com.adobe.spectrum"] as? [String: Any]
        #expect(spectrum?["uuid"] as? String == "28dea8b0-4e9a-46f9-babb-c8910e6ae783")
        #expect(spectrum?["private"] as? Bool == true)
    }

    @Test func themeAndScaleAreModifiersWithDefaults() throws {
        let result = try DocGenProcess.run(["tokens", ".", "--context", "theme=sepia"], in: Self.spectrum)
        #expect(result.status == 64)
        #expect(result.stderr.contains("the modifier \"theme\" has no context \"sepia\"; it has light, dark, wireframe"), "\(result.stderr)")
        let scale = try DocGenProcess.run(["tokens", ".", "--context", "scale=tv"], in: Self.spectrum)
        #expect(scale.stderr.contains("the modifier \"scale\" has no context \"tv\"; it has desktop, mobile"), "\(scale.stderr)")
    }
}
