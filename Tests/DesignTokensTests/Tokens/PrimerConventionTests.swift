import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// GitHub Primer's conventions beside DTCG, read as Primer's own build reads them. The fixture
/// (`Fixtures/tokens/primer-conventions/`) follows the shape of `@primer/primitives` `src/tokens/**/*.json5`; the
/// expected colors are worked by hand from Primer's build: its `colorToRgbAlpha` transform sets the alpha of the
/// resolved color (`config/utilities/alpha.ts`: parse to r, g, b and write `rgba(r, g, b, alpha)`), transitively, so
/// aliases get the color with the alpha; its `themeOverrides` preprocessor spreads the theme's override over the
/// token (`{...token, ...override}`), so an override object's `$value` and `alpha` replace the token's and a plain
/// override replaces `$value` alone, keeping the token's `alpha`. Alpha is written as 8 bits, half rounded up.
@Suite struct PrimerConventionTests {
    static let resolver = TokenFixtures.path("primer-conventions/primer.resolver.json")

    static func load(contextValues: [String: String] = ["org.primer.overrides": "theme"], strict: Bool = false) -> TokenLoadResult {
        TokenLoader(options: TokenFormatOptions(strict: strict, contextValues: contextValues)).load(files: [], resolver: resolver)
    }

    /// Token → (light, dark), worked by hand:
    /// - invisible hover: #1f2328 at 0.15 → 38.25 → 0x26; dark, the override object: #ffffff at 0.1 → 25.5 → 0x1a.
    /// - default rest: #f6f8fa; dark, the plain override #212830.
    /// - default active aliases invisible hover and sets no alpha: the same colors.
    /// - outline hover aliases invisible hover with alpha 0.3 of its own: 76.5 → 0x4d, replacing 0x26 and 0x1a.
    /// - primary disabled: #1f883d at 0.5 → 127.5 → 0x80; dark, the plain override {base.color.white} keeps 0.5.
    /// - focus: #0969da80 (and #4493f880) with alpha 1: the alpha replaces the color's own, opaque.
    static let expected: [(String, String, String)] = [
        ("button.invisible.bgColor.hover", "#1f232826", "#ffffff1a"),
        ("button.default.bgColor.rest", "#f6f8fa", "#212830"),
        ("button.default.bgColor.active", "#1f232826", "#ffffff1a"),
        ("button.outline.bgColor.hover", "#1f23284d", "#ffffff4d"),
        ("button.primary.bgColor.rest", "#1f883d", "#238636"),
        ("button.primary.bgColor.disabled", "#1f883d80", "#ffffff80"),
        ("button.focus", "#0969da", "#4493f8"),
    ]

    @Test func resolvesAsPrimersBuild() {
        let result = Self.load()
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics.errors)")
        #expect(result.sets.map(\.contextDescription) == ["theme=light", "theme=dark"])
        for (token, light, dark) in Self.expected {
            #expect(result.hex(TokenPath(dotted: token), in: 0) == light, "\(token) in light")
            #expect(result.hex(TokenPath(dotted: token), in: 1) == dark, "\(token) in dark")
        }
    }

    @Test func eachConventionIsAWarningSayingWhatWasAssumed() {
        let result = Self.load()
        let messages = result.diagnostics.filter { $0.code == "tokens.nonstandard" }.map(\.message)
        #expect(messages.contains("the token has \"alpha\": 0.15 beside $value, which the format does not define; read as #1f232826, " +
                                  "the alpha of the resolved color #1f2328 set to 0.15 (Primer's convention; aliases that set no alpha inherit it)"))
        #expect(messages.contains { $0.hasPrefix("the token keeps per-context values in $extensions[\"org.primer.overrides\"] (dark); read as the value for the context") })
        #expect(messages.contains("$extensions[\"org.primer.overrides\"] has the key \"dark-high-contrast\", which is not a context of the modifier \"theme\" " +
                                  "(it has light, dark); read as nothing: its value is used in no context"))
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
        // The old hint made things worse: moving the alpha to $extensions would lose it for good.
        #expect(!result.diagnostics.contains { $0.hint?.contains("move it to $extensions") == true && $0.message.contains("alpha") })
    }

    @Test func unmappedOverridesNameTheLineToAdd() {
        let result = Self.load(contextValues: [:])
        let unmapped = result.diagnostics.filter { $0.message.hasPrefix("$extensions[\"org.primer.overrides\"] holds values for contexts of the modifier \"theme\" (dark)") }
        #expect(unmapped.count == 3, "\(result.diagnostics.map(\.message))")
        #expect(unmapped.allSatisfy { $0.hint?.hasPrefix("add `contextValues: { org.primer.overrides: theme }` under `tokens:` in system.yaml " +
                                                         "(or pass --context-values org.primer.overrides=theme)") == true })
        // Without the mapping the dark theme keeps $value, and says so on the tokens whose value comes through.
        #expect(result.hex("button.default.bgColor.rest", in: 1) == "#151b23")
        let through = result.diagnostics.filter { $0.location.path == "button.default.bgColor.active" }.map(\.message)
        #expect(through.contains { $0.hasPrefix("the value comes through button.invisible.bgColor.hover, which has per-context values in $extensions[\"org.primer.overrides\"]") })
    }

    @Test func strictFormatMakesEachAnError() {
        let result = Self.load(strict: true)
        let nonstandard = result.diagnostics.filter { $0.code == "tokens.nonstandard" }
        #expect(!nonstandard.isEmpty)
        #expect(nonstandard.allSatisfy { $0.severity == .error })
        let unmapped = Self.load(contextValues: [:], strict: true).diagnostics.filter { $0.message.contains("holds values for contexts") }
        #expect(!unmapped.isEmpty && unmapped.allSatisfy { $0.severity == .error })
    }

    @Test func aMappingToNoModifierIsAnError() {
        let result = Self.load(contextValues: ["org.primer.overrides": "mode"])
        #expect(result.errorCodes == ["tokens.unknown-context"])
        #expect(result.diagnostics.errors.first?.message == "contextValues maps org.primer.overrides to the modifier \"mode\", which does not exist; it has theme")
    }
}
