import Foundation
import Testing
import DesignTokens
import ButtonModel
import DocGenChecks
import DocGenTestSupport

/// The seed design systems' definitions (Tests/DocGenTestSupport/Fixtures/button/) as matrices, and Horizon's tokens.
package enum SeedFixtures {
    package static func matrix(_ file: String, themes: [TokenSet]) throws -> StateMatrix {
        let definition = try ComponentDefinitionParser.parse(yaml: Fixtures.text("button/\(file)"), file: file)
        return try StateMatrixBuilder.build(definition, tokenSets: themes)
    }

    package static var horizonTokens: TokenSet {
        var set = TestTokenSet(theme: "light")
        set.color("color.background.page", "#f5f6f7")
        set.color("color.focus", "#0070f2")
        for (path, hex) in [("color.tint", "#0070f2"), ("color.tint.tap", "#0064d9"), ("color.tint.disabled", "#0070f266"),
                            ("color.tint.subtle", "#ebf8ff"), ("color.on-tint", "#ffffff"), ("color.neutral", "#556b82"),
                            ("color.neutral.subtle", "#eaecee"), ("color.negative", "#aa0808"), ("color.negative.subtle", "#ffeaf4")] {
            set.color(TokenPath(dotted: path), hex)
        }
        set.typography("typography.button", fontSize: 14, fontWeight: 600, via: ["typography.label.strong"])
        return set.tokenSet
    }
}

/// Material 3's common buttons with a leading icon, on tokens loaded from a DTCG file (m3.material.io specs).
package enum Material3Fixtures {
    package static func tokens() throws -> [TokenSet] {
        let file = try Fixtures.url("tokens/material3/material3-common.tokens.json").path
        let loaded = TokenLoader().load(files: [file], resolver: nil)
        #expect(loaded.diagnostics.errors.isEmpty, "\(loaded.diagnostics)")
        return loaded.sets
    }

    package static func matrix() throws -> StateMatrix {
        let definition = try ComponentDefinitionParser.parse(yaml: Fixtures.text("button/material3-common.button.yaml"),
                                                             file: "material3-common.button.yaml")
        return try StateMatrixBuilder.build(definition, tokenSets: tokens())
    }

    package static func cell(_ variant: String, _ state: String) throws -> StateCell {
        let matrix = try matrix()
        return try #require(matrix.cells.first { $0.reference.variant == variant && $0.reference.state == state })
    }
}

/// A Material 3 style button with opacities and a state layer per state, on the M3 baseline light scheme.
package enum StateLayerFixtures {
    package static var materialTokens: TokenSet {
        var set = TestTokenSet(theme: "light")
        for (path, hex) in [("md.sys.color.primary", "#6750a4"), ("md.sys.color.on-primary", "#ffffff"),
                            ("md.sys.color.surface", "#fef7ff"), ("md.sys.color.on-surface", "#1d1b20"),
                            ("md.sys.color.outline", "#79747e"), ("md.sys.color.surface-container-low", "#f7f2fa")] {
            set.color(TokenPath(dotted: path), hex)
        }
        set.number("md.sys.state.pressed.state-layer-opacity", 0.1)
        // Material 3 elevation levels 1 and 2: a key shadow and an ambient shadow.
        set.shadow("md.sys.elevation.level1", [(0, 1, 2, 0, "#0000004d"), (0, 1, 3, 1, "#00000026")])
        set.shadow("md.sys.elevation.level2", [(0, 1, 2, 0, "#0000004d"), (0, 2, 6, 2, "#00000026")])
        return set.tokenSet
    }

    package static func materialMatrix() throws -> StateMatrix {
        try SeedFixtures.matrix("material.button.yaml", themes: [materialTokens])
    }

    package static func cell(_ variant: String, _ state: String) throws -> StateCell {
        try #require(try materialMatrix().cell(variant: variant, size: "regular", state: state, theme: "light"))
    }
}

/// A Primer button whose focus ring is given as YAML (`inset`, `insetPair`, `haloPair`: Primer's outline and C40's pair).
package enum FocusRingFixtures {
    package static func yaml(ring: String) -> String {
        """
        system: Primer
        component: Button
        focusRing: \(ring)
        surfaces: { page: "#ffffff" }
        states:
          rest: {}
          focus: { fallback: rest, focused: true }
        sizes:
          medium: { height: 32, paddingX: 12, fontSize: 14, cornerRadius: 6 }
        variants:
          primary:
            text: Save
            surface: page
            colors: { background: "#1f883d", label: "#ffffff" }
        """
    }

    package static let inset = ##"{ color: "#0969da", width: 2, offset: -2 }"##

    package static let insetPair = ##"{ color: "#0969da", width: 2, offset: -2, inner: { color: "#ffffff", width: 1 } }"##

    package static let insetPairBothGreen = ##"{ color: "#0969da", width: 2, offset: -2, inner: { color: "#2c974b", width: 1 } }"##

    /// Outside the edge: a yellow ring (1.0738:1 on white) with a black halo (21:1), technique C40's light and dark pair.
    package static let haloPair = ##"{ color: "#ffff00", width: 2, offset: 0, outer: { color: "#000000", width: 2 } }"##

    package static func matrix(_ ring: String) throws -> StateMatrix {
        try StateMatrixBuilder.build(try ComponentDefinitionParser.parse(yaml: yaml(ring: ring), file: "primer.yaml"),
                                     tokenSets: [TestTokenSet(theme: "light").tokenSet])
    }

    package static func cell(_ ring: String, state: String = "focus") throws -> StateCell {
        try #require(try matrix(ring).cell(variant: "primary", size: "medium", state: state, theme: "light"))
    }
}
