import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// Tokens Studio files read through the loader: detection, type names, math and modifiers in the resolver.
@Suite struct TokensStudioLoaderTests {
    private func load(_ text: String) throws -> (TokenLoadResult, TemporaryDirectory) {
        try TokenFixtures.load(json: text)
    }

    @Test func filesAreDetectedByTypeNamesExtensionsOrMath() throws {
        let studio = [
            #"{"space": {"value": "16", "type": "spacing"}}"#,
            #"{"space": {"$value": "16", "$type": "sizing"}}"#,
            ##"{"c": {"value": "#ff0000", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.5", "space": "srgb"}}}}}"##,
            #"{"a": {"value": "4px", "type": "dimension"}, "b": {"value": "{a} * 2", "type": "dimension"}}"#,
            #"{"$themes": [], "core": {"a": {"value": "1", "type": "sizing"}}}"#,
        ]
        for text in studio {
            guard case .success(let root) = JSONReader.parse(Array(text.utf8), file: 0) else { Issue.record("\(text) is not JSON"); continue }
            #expect(TokensStudioConverter.isTokensStudio(root), "\(text)")
        }
        for text in [##"{"c": {"value": "#fff", "type": "color"}}"##, ##"{"c": {"$value": "#fff", "$type": "color"}}"##,
                     ##"{"w": {"$value": "extra-bold", "$type": "fontWeight"}}"##] {
            guard case .success(let root) = JSONReader.parse(Array(text.utf8), file: 0) else { Issue.record("\(text) is not JSON"); continue }
            #expect(!TokensStudioConverter.isTokensStudio(root), "\(text)")
        }
    }

    /// Source of the expected readings: tokens-studio/sd-transforms test/spec/transformDimension.spec.ts ("4" and 4
    /// are 4px), transformFontWeights.spec.ts (its name map, case-insensitive, "Extra Bold", styles after the
    /// weight), transformLineHeight.spec.ts and transformOpacity.spec.ts ("50%" is 0.5).
    @Test func typeNamesAndValuesMapToDTCG() throws {
        let (result, _) = try load("""
            {
              "size": {"a": {"value": "4", "type": "sizing"}, "b": {"value": 4, "type": "spacing"}, "c": {"value": "4px", "type": "borderRadius"},
                       "d": {"value": "0.125rem", "type": "borderWidth"}, "e": {"value": "0", "type": "letterSpacing"},
                       "f": {"value": "24", "type": "fontSizes"}, "g": {"value": "12", "type": "paragraphSpacing"}},
              "font": {"family": {"value": "Inter", "type": "fontFamilies"}, "light": {"value": "Light", "type": "fontWeights"},
                       "extra": {"value": "Extra Bold", "type": "fontWeights"}, "styled": {"value": "Ultra Black Italic", "type": "fontWeights"},
                       "numeric": {"value": "300", "type": "fontWeights"}},
              "lh": {"half": {"value": "50%", "type": "lineHeights"}, "ratio": {"value": 2.2, "type": "lineHeights"},
                     "fixed": {"value": "24px", "type": "lineHeights"}},
              "opacity": {"half": {"value": "50%", "type": "opacity"}, "low": {"value": "0.3", "type": "opacity"}},
              "shadow": {"value": [{"x": "0", "y": "4", "blur": 8, "spread": "0", "color": "#000000", "type": "dropShadow"},
                                   {"x": 1, "y": 1, "blur": 2, "spread": 0, "color": "#ffffff", "type": "innerShadow"}], "type": "boxShadow"},
              "border": {"value": {"color": "#000000", "width": "1", "style": "solid"}, "type": "border"},
              "text": {"value": {"fontFamily": "{font.family}", "fontWeight": "Bold", "fontSize": "{size.f}", "lineHeight": "150%"}, "type": "typography"}
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let tokens = result.only
        for (name, expected) in [("a", 4.0), ("b", 4), ("c", 4), ("e", 0), ("f", 24), ("g", 12)] {
            #expect(tokens[TokenPath(dotted: "size." + name)]?.value == .dimension(Dimension(expected)), "size.\(name)")
        }
        #expect(tokens["size.d"]?.value == .dimension(Dimension(0.125, .rem)))
        #expect(tokens["font.family"]?.value == .fontFamily(["Inter"]))
        #expect(tokens["font.light"]?.value == .fontWeight(300))
        #expect(tokens["font.extra"]?.value == .fontWeight(800))
        #expect(tokens["font.styled"]?.value == .fontWeight(950))
        #expect(tokens["font.numeric"]?.value == .fontWeight(300))
        #expect(tokens["lh.half"]?.value == .number(0.5))
        #expect(tokens["lh.ratio"]?.value == .number(2.2))
        #expect(tokens["lh.fixed"]?.value == .dimension(Dimension(24)))
        #expect(tokens["opacity.half"]?.value == .number(0.5))
        #expect(tokens["opacity.low"]?.value == .number(0.3))
        #expect(tokens["shadow"]?.type == .shadow)
        #expect(tokens["shadow"]?.value == .list([
            .composite(["offsetX": .dimension(Dimension(0)), "offsetY": .dimension(Dimension(4)), "blur": .dimension(Dimension(8)),
                        "spread": .dimension(Dimension(0)), "color": .color(.black), "inset": .keyword("false")]),
            .composite(["offsetX": .dimension(Dimension(1)), "offsetY": .dimension(Dimension(1)), "blur": .dimension(Dimension(2)),
                        "spread": .dimension(Dimension(0)), "color": .color(.white), "inset": .keyword("true")]),
        ]))
        #expect(tokens["border"]?.value == .composite(["color": .color(.black), "width": .dimension(Dimension(1)), "style": .keyword("solid")]))
        #expect(tokens["text"]?.value == .composite([
            "fontFamily": .fontFamily(["Inter"]), "fontWeight": .fontWeight(700), "fontSize": .dimension(Dimension(24)),
            "lineHeight": .number(1.5), "letterSpacing": .dimension(Dimension(0)),
        ]))
    }

    /// Source: tokens-studio/sd-transforms test/spec/transformFontWeights.spec.ts (case-insensitive names, spaces,
    /// a style after the weight; names it does not know stay unread).
    @Test func fontWeightNames() {
        let cases: [(String, Double?)] = [
            ("Light", 300), ("light", 300), ("Extra Bold", 800), ("ExtraBold Italic", 800), ("Ultra Black Italic", 950),
            ("Light normal", 300), ("kräftig", 500), ("Halbfett", 600), ("300", 300), ("foo", nil), ("", nil), ("no_match_pattern", nil),
        ]
        for (name, weight) in cases { #expect(TokensStudioType.fontWeight(name) == weight, "\(name)") }
    }

    @Test func mathResolvesAliasesFirst() throws {
        let (result, _) = try load("""
            {
              "space": {"base": {"value": "4", "type": "spacing"}, "double": {"value": "{space.base} * 2", "type": "spacing"},
                        "sum": {"value": "{space.base} + {space.double}", "type": "spacing"},
                        "negative": {"value": "-{space.base}", "type": "spacing"},
                        "nested": {"value": "({space.sum} - 2) / 2", "type": "spacing"}, "rem": {"value": "1rem * 1.5", "type": "sizing"},
                        "alias": {"value": "{space.double}", "type": "spacing"}},
              "scale": {"value": "1.5", "type": "other"},
              "font": {"body": {"value": "16", "type": "fontSizes"}, "weight": {"value": "100 * 3", "type": "fontWeights"}},
              "opacity": {"value": "{lh} / 2", "type": "opacity"},
              "lh": {"value": "0.75 * 1.5", "type": "lineHeights"},
              "text": {"value": {"fontFamily": "Arial Black", "fontSize": "{font.body} * 1.5", "fontWeight": "regular", "lineHeight": "0.75 * 1.5"}, "type": "typography"}
            }
            """)
        let tokens = result.only
        #expect(tokens["space.double"]?.value == .dimension(Dimension(8)))
        #expect(tokens["space.sum"]?.value == .dimension(Dimension(12)))
        #expect(tokens["space.negative"]?.value == .dimension(Dimension(-4)))
        #expect(tokens["space.nested"]?.value == .dimension(Dimension(5)))
        #expect(tokens["space.rem"]?.value == .dimension(Dimension(1.5, .rem)))
        #expect(tokens["space.alias"]?.value == .dimension(Dimension(8)))
        #expect(tokens["font.weight"]?.value == .fontWeight(300))
        #expect(tokens["lh"]?.value == .number(1.125))
        #expect(tokens["opacity"]?.value == .number(0.5625))
        // Source: tokens-studio/sd-transforms test/integration/math-in-complex-values.test.ts, `400 24px/1.125 'Arial Black'`.
        #expect(tokens["text"]?.value == .composite([
            "fontFamily": .fontFamily(["Arial Black"]), "fontWeight": .fontWeight(400), "fontSize": .dimension(Dimension(24)),
            "lineHeight": .number(1.125), "letterSpacing": .dimension(Dimension(0)),
        ]))
        // `other` reads as a string (issue 22; `ForeignTypeName`): nothing is reported.
        #expect(result.errorCodes == [], "\(result.diagnostics)")
    }

    /// Source: tokens-studio/sd-transforms test/integration/math-in-complex-values.test.ts (border `24px dashed
    /// rgba(255, 255, 0, 0.5)`, shadows `inset 0 4px 10px 0 rgba(0, 0, 0, 0.4)` and `… rgba(255, 255, 255, 0.2)`).
    @Test func mathAndRGBAInCompositeMembers() throws {
        let (result, _) = try load("""
            {
              "border": {"value": {"color": "rgba(#FFFF00, 0.5)", "width": "16 * 1.5", "style": "dashed"}, "type": "border"},
              "shadow": {"value": [{"x": "0", "y": "3 + 1", "blur": "100 / 10", "spread": "0", "color": "rgba(#000000,0.4)", "type": "innerShadow"},
                                   {"x": "0", "y": "5 - 1", "blur": "1 * 10", "spread": "0", "color": "rgba(#FFFFFF,0.2)", "type": "innerShadow"}],
                         "type": "boxShadow"}
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.only["border"]?.value == .composite([
            "color": .color(Color(red: 1, green: 1, blue: 0, alpha: 0.5)), "width": .dimension(Dimension(24)), "style": .keyword("dashed")]))
        func shadow(_ white: Double, _ alpha: Double) -> TokenValue {
            .composite(["offsetX": .dimension(Dimension(0)), "offsetY": .dimension(Dimension(4)), "blur": .dimension(Dimension(10)),
                        "spread": .dimension(Dimension(0)), "color": .color(Color(red: white, green: white, blue: white, alpha: alpha)),
                        "inset": .keyword("true")])
        }
        #expect(result.only["shadow"]?.value == .list([shadow(0, 0.4), shadow(1, 0.2)]))
    }

    @Test func badMathIsReportedWhereItIsWritten() throws {
        let (result, directory) = try load("""
            {"space": {"base": {"value": "4", "type": "spacing"},
              "broken": {"value": "{space.base} * ", "type": "spacing"},
              "typo": {"value": "{space.bsae} * 2", "type": "spacing"},
              "mixed": {"value": "1em + 2rem", "type": "spacing"},
              "color": {"value": "{c} * 2", "type": "spacing"}},
             "c": {"value": "#fff", "type": "color"}}
            """)
        let file = directory.url("0.tokens.json").path
        let messages = result.diagnostics.map { "\($0.location.line ?? 0):\($0.location.column ?? 0) \($0.location.path ?? "") \($0.code) \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("2:23 space.broken tokens.malformed-value") && $0.contains("malformed math in \"{space.base} * \" at character 16") })
        #expect(messages.contains { $0.hasPrefix("3:21 space.typo tokens.unknown-reference") && $0.contains("{space.bsae}") })
        #expect(messages.contains { $0.hasPrefix("4:22 space.mixed tokens.malformed-value") && $0.contains("malformed math in \"1em + 2rem\": mixes the units em and rem") })
        #expect(messages.contains { $0.hasPrefix("5:22 space.color tokens.malformed-value") && $0.contains("{c} is not a number or a dimension") })
        #expect(result.diagnostics.allSatisfy { $0.location.file == file })
        #expect(result.only["space.base"] != nil)
    }

    @Test func colorModifiersComputeThroughAliases() throws {
        // #ff0000 darkened by 0.75 in sRGB keeps a quarter of each channel: #400000.
        let (result, _) = try load("""
            {
              "red": {"value": "#ff0000", "type": "color"},
              "amount": {"value": "0.5 + 0.25", "type": "opacity"},
              "dark": {"value": "{red}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "{amount}", "space": "srgb"}}}},
              "uses-dark": {"value": "{dark}", "type": "color"},
              "unchanged": {"value": "#C14242", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0.2"}}}},
              "bad": {"value": "#C14242", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "shade", "value": "0.2", "space": "srgb"}}}},
              "oklch": {"value": "#C14242", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0.2", "space": "oklch"}}}}
            }
            """)
        #expect(result.hex("dark") == "#400000")
        #expect(result.hex("uses-dark") == "#400000")
        #expect(result.only["uses-dark"]?.aliases == ["dark"])
        #expect(result.hex("red") == "#ff0000")
        #expect(result.hex("unchanged") == "#c14242")
        let messages = result.diagnostics.map { "\($0.location.path ?? "") \($0.message)" }
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("bad ") && $0.contains("unknown modifier type \"shade\"") })
        #expect(messages.contains { $0.hasPrefix("oklch ") && $0.contains("unknown modifier space \"oklch\"") })
    }

    /// Source: tokens-studio/sd-transforms test/integration/tokens/color-modifier-references.tokens.json and
    /// color-modifier-references.test.ts (its `alpha` token, typed `other` there, is a number here).
    @Test func modifierReferencesOfSDTransformsIntegrationTest() throws {
        let modify = { (kind: String, value: String, color: String?) in
            #"{"studio.tokens": {"modify": {"type": "\#(kind)", "value": "\#(value)", "space": "srgb", "format": "hex""# +
                (color.map { #", "color": "\#($0)""# } ?? "") + "}}}"
        }
        let (result, _) = try load("""
            {
              "alpha": {"value": 0.3, "type": "number"},
              "color": {"value": "#FFFFFF", "type": "color", "$extensions": \(modify("alpha", "{alpha}", nil))},
              "treshhold": {"value": 0.5, "type": "number"}, "increment": {"value": 0.04, "type": "number"},
              "baseColor": {"value": "#202D3B", "type": "color"}, "mixColor": {"value": "#4477DD", "type": "color"},
              "color3": {"value": "#FFFFFF", "type": "color", "$extensions": \(modify("mix", "0.5", "#4477DD"))},
              "color4": {"value": "#FFFFFF", "type": "color", "$extensions": \(modify("mix", "0.5 + 6 * 0.04", "#4477DD"))},
              "color5": {"value": "#FFFFFF", "type": "color", "$extensions": \(modify("mix", "0.5 + 6 * 0.04", "{mixColor}"))},
              "color6": {"value": "{baseColor}", "type": "color", "$extensions": \(modify("mix", "0.5 + 6 * 0.04", "{mixColor}"))},
              "color7": {"value": "{baseColor}", "type": "color", "$extensions": \(modify("mix", "({treshhold} + 6 * {increment})", "{mixColor}"))},
              "color8": {"value": "{baseColor}", "type": "color", "$extensions": \(modify("alpha", "({treshhold} + 6 * {increment})", nil))},
              "color9": {"value": "{baseColor}", "type": "color", "$extensions": \(modify("lighten", "({treshhold} + 6 * {increment})", nil))},
              "color10": {"value": "#FFFFFF", "type": "color", "$extensions": \(modify("darken", "({treshhold} + 6 * {increment})", nil))}
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let expected = ["color": "#ffffff4d", "color3": "#a1bbee", "color4": "#759ae6", "color5": "#759ae6", "color6": "#3b64b3",
                        "color7": "#3b64b3", "color8": "#202d3bbd", "color9": "#c5c8cc", "color10": "#424242"]
        var passed = 0
        for (name, hex) in expected.sorted(by: { $0.key < $1.key }) {
            let got = result.hex(TokenPath(dotted: name))
            #expect(got == hex, "\(name)")
            if got == hex { passed += 1 }
        }
        print("sd-transforms color modifier reference cases: \(passed) passed, \(expected.count - passed) failed")
    }
}
