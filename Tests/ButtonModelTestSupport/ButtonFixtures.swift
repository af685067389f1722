import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenTestSupport

/// The Backbase-style fixture's tokens, light and dark. Token paths and the dimension values (heights 32/44,
/// padding-x 16/24, radius 99, border width 1) follow the Backbase Button token tables; colors are made up.
package enum ButtonFixtures {
    /// The fonts docgen ships (`Public/fonts`: Inter), which the tests measure labels with.
    package static let fonts = Fixtures.packageRoot.appendingPathComponent("Public/fonts")

    /// A measurer over `fonts`; `nil` where the fonts cannot be read, which a test that needs it reports.
    package static let measurer: TextMeasurer? = try? TextMeasurer(fontsDirectory: fonts)

    package static var backbaseThemes: [TokenSet] { [backbase(theme: "light"), backbase(theme: "dark")] }

    package static func backbase(theme: String) -> TokenSet {
        let dark = theme == "dark"
        var set = TestTokenSet(theme: theme)
        set.color("color.background.page", dark ? "#101418" : "#ffffff")
        set.color("color.background.brand", dark ? "#4d8bff" : "#0b5fff")
        set.color("color.button.primary.default.background", dark ? "#4d8bff" : "#0b5fff", via: ["color.background.brand"])
        set.color("color.button.primary.pressed.background", dark ? "#2f6fe6" : "#0a4fd6", via: ["color.background.brand-pressed"])
        set.color("color.button.primary.default.foreground", dark ? "#0b0f14" : "#ffffff", via: ["color.on-background.brand"])
        set.color("color.button.secondary.pressed.background", dark ? "#1a2a4d" : "#e6efff",
                  via: ["color.background.brand-subtle", "color.blue.50"])
        set.color("color.button.secondary.default.foreground", dark ? "#8cb3ff" : "#0b5fff", via: ["color.foreground.brand"])
        set.color("color.button.secondary.default.border", dark ? "#8cb3ff" : "#0b5fff", via: ["color.border.brand"])
        set.color("color.focus", dark ? "#ffffff" : "#1a1a1a")
        set.dimension("height.button.sm", 32)
        set.dimension("height.button.md", 44)
        set.dimension("padding-x.button.sm", 16)
        set.dimension("padding-x.button.md", 24)
        set.dimension("radius.button.default", 99)
        set.dimension("border-width.button.default", 1)
        return set.tokenSet
    }

    package static func backbaseDefinition() throws -> ComponentDefinition {
        try ComponentDefinitionParser.parse(yaml: Fixtures.text("button/backbase.button.yaml"), file: "backbase.button.yaml")
    }

    package static func backbaseMatrix() throws -> StateMatrix {
        try StateMatrixBuilder.build(backbaseDefinition(), tokenSets: backbaseThemes)
    }

    package static func fioriMatrix() throws -> StateMatrix {
        let definition = try ComponentDefinitionParser.parse(yaml: Fixtures.text("button/fiori.button.yaml"),
                                                             file: "fiori.button.yaml")
        return try StateMatrixBuilder.build(definition, tokenSets: [TokenSet(context: [], tokens: [:])])
    }
}
