import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import TokenBuilds

/// The name rule: how a build names a token's path. Reference names from Kong's built CSS and ES module
/// (`--kui-line-height-10`, `KUI_LINE_HEIGHT_10` for `line_height.10`), Quadient's Style Dictionary 2 outputs
/// (`--color-bg-ui-300-inverted`, `ColorBgUi300Inverted` for `color.bg.ui300-inverted`) and Primer's CSS
/// (`--button-primary-bgColor-rest`, `--fgColor` for `fgColor.@`).
@Suite struct BuildNameRuleTests {
    @Test(arguments: [
        (BuildNameRule.Style.hyphen, "kui", "line_height.10", "kui-line_height-10"),
        (.kebab, "kui", "line_height.10", "kui-line-height-10"),
        (.constant, "kui", "line_height.10", "KUI_LINE_HEIGHT_10"),
        (.snake, "", "button.bgColor.rest", "button_bg_color_rest"),
        (.underscore, "", "button.bgColor.rest", "button_bgColor_rest"),
        (.hyphen, "", "button.primary.bgColor.rest", "button-primary-bgColor-rest"),
        (.hyphen, "", "fgColor.@", "fgColor"),
        (.kebab, "", "color.fg.DEFAULT", "color-fg"),
        (.camel, "pgn", "color.primary.base", "pgnColorPrimaryBase"),
        (.pascal, "", "color.bg.ui300-inverted", "ColorBgUi300Inverted"),
        (.kebabDigits, "", "color.bg.ui300-inverted", "color-bg-ui-300-inverted"),
        (.kebab, "", "color.bg.ui300-inverted", "color-bg-ui300-inverted"),
        (.constantDigits, "md-sys", "color.onPrimary", "MD_SYS_COLOR_ON_PRIMARY"),
    ])
    func namesFollowTheStyle(style: BuildNameRule.Style, prefix: String, path: String, name: String) {
        #expect(BuildNameRule(prefix: prefix, style: style).name(for: TokenPath(dotted: path)) == name)
    }

    @Test func aNameNoTokenHasReadsAsAPath() {
        #expect(BuildNameRule(prefix: "pgn", style: .kebab).path(for: "--pgn-color-primary-base") == "color.primary.base")
        #expect(BuildNameRule(prefix: "KUI", style: .constant).path(for: "KUI_COLOR_TEXT") == "color.text")
        #expect(BuildNameRule(style: .pascal).path(for: "ColorPrimaryBase") == "color.primary.base")
        #expect(BuildNameRule(prefix: "pgn", style: .kebab).path(for: "--other-color") == nil)
    }

    /// Kong writes `line_height` in its sources and `--kui-line-height-*` in its CSS: the rule inferred is kebab case
    /// under the prefix `kui`, found from the names alone.
    @Test func kongsRuleIsInferredFromItsStylesheet() throws {
        let set = BuildFixtures.tokens(below: "kong/packages/design-tokens/tokens/source")
        let css = try BuildFixtures.read("kong/packages/design-tokens/__snapshots__/tokens/css/custom-properties.css")
        let names = css.scopes.flatMap(\.values).map(\.name)
        let paths = Array(set.tokens.keys) + set.leftOut
        let inference = BuildNameRule.infer(names: names, paths: paths)
        #expect(inference.rule == BuildNameRule(prefix: "kui", style: .kebab))
        #expect(inference.rule.name(for: "line_height.10") == "kui-line-height-10")
        #expect(names.contains("--kui-line-height-10"))
        #expect(inference.mapped * 10 >= names.count * 9, "\(inference.mapped) of \(names.count)")
        let module = try BuildFixtures.read("kong/packages/design-tokens/__snapshots__/tokens/js/index.mjs")
        let constants = BuildNameRule.infer(names: module.scopes.flatMap(\.values).map(\.name), paths: paths)
        #expect(constants.rule == BuildNameRule(prefix: "kui", style: .constant))
    }

    /// Quadient's Style Dictionary 2.10.1 build: lodash's kebab case in CSS (digits apart), Pascal case in JSON.
    @Test func quadientsRulesAreInferredPerOutput() throws {
        let set = BuildFixtures.tokens(below: "quadient/src")
        let paths = Array(set.tokens.keys) + set.leftOut
        let css = try BuildFixtures.read("quadient/build/css/variables.css")
        #expect(BuildNameRule.infer(names: css.scopes.flatMap(\.values).map(\.name), paths: paths).rule.style == .kebabDigits)
        let json = try BuildFixtures.read("quadient/build/json/variables.json")
        let inferred = BuildNameRule.infer(names: json.scopes.flatMap(\.values).map(\.name), paths: paths)
        #expect(inferred.rule == BuildNameRule(style: .pascal))
        #expect(inferred.mapped > 200, "\(inferred.mapped) of \(inferred.total)")
    }

    @Test func aGivenPrefixIsKept() {
        let inference = BuildNameRule.infer(names: ["--ds-color-fg"], paths: ["color.fg"], prefix: "--ds-")
        #expect(inference.rule == BuildNameRule(prefix: "ds", style: .hyphen))
        #expect(inference.mapped == 1)
    }
}
