import Foundation
import Testing
import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenTestSupport

/// A Horizon-style button at every Dynamic Type category: the 201 × 44 pt standalone button and the 38 pt
/// auto-width button, both with fixed heights, and one whose height is a minimum; the label in English and German.
///
/// Source of the values: SAP Fiori Horizon button guidelines for iOS (standalone 201 × 44 pt, auto-width 38 pt
/// high, 16 pt side padding; seed 004), Apple HIG "Dynamic Type sizes" (subheadline: 15 pt at Large, 30 at AX2, 36 at
/// AX3, 49 at AX5), and SAP's German UI text for Dismiss ("Verwerfen").
package enum TextSizeFixture {
    package static let yaml = """
        system: Horizon
        component: Button
        container: { width: 375, padding: 16 }
        locale: en
        textSize:
          scale: dynamic-type
          textStyle: subheadline
          height: fixed
        surfaces: { page: "#ffffff" }
        states:
          active: {}
        sizes:
          standalone: { height: 44, width: 201, paddingX: 16, fontSize: 15, fontWeight: 600, lineHeight: 1.2 }
          auto-width: { height: 38, paddingX: 16, fontSize: 15, fontWeight: 600, lineHeight: 1.2 }
          grows:
            height: 38
            paddingX: 16
            fontSize: 15
            fontWeight: 600
            lineHeight: 1.2
            textSize: { height: minimum }
        variants:
          secondary:
            text: Dismiss
            labels: { de: Verwerfen }
            surface: page
            colors: { background: "#ffffff", border: "#5b738b", label: "#0070f2" }
        """

    package static let measurer: TextMeasurer = try! TextMeasurer(fontsDirectory: Fixtures.packageRoot.appendingPathComponent("Public/fonts"))

    package static func matrix() throws -> StateMatrix {
        try StateMatrixBuilder.build(try ComponentDefinitionParser.parse(yaml: yaml, file: "horizon.button.yaml"),
                                     tokenSets: [TestTokenSet(theme: "light").tokenSet])
    }

    /// The active cell of `size` at `step`, in German when `german`.
    package static func layout(_ size: String, at step: String, german: Bool = false) throws -> TextSizeLayout {
        let matrix = try matrix()
        let definition = matrix.definition
        let cell = try #require(matrix.cell(variant: "secondary", size: size, state: "active", theme: "light"))
        let variant = try #require(definition.variant(named: "secondary"))
        return TextSizeLayout(cell: cell, size: try #require(definition.size(named: size)), definition: definition,
                              scale: try #require(definition.textSize), step: step,
                              label: german ? variant.labels.first : nil, measurer: measurer)
    }
}
