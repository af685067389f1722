import DocGenSupport
import DesignTokens
import ButtonModel

/// The definition the geometry tests vary: one variant, one state, one `medium` size of 44 × 16 pt padding.
package enum GeometryFixtures {
    /// A one-variant, one-state definition whose `medium` size has `sizeFields` added, its variant `variantFields`.
    package static func yaml(size sizeFields: String = "", variant variantFields: String = "", text: String = "Continue") -> String {
        """
        component: Button
        surfaces: { page: "#ffffff" }
        states:
          default: {}
        sizes:
          medium:
            height: 44
            paddingX: 16
            fontSize: 16
        \(sizeFields.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        variants:
          primary:
            text: "\(text)"
            surface: page
            colors: { background: "#0b5fff", label: "#ffffff" }
        \(variantFields.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        """
    }

    package static var boundsTokens: TokenSet {
        var tokens = TestTokenSet(theme: "light")
        tokens.shadow("shadow.huge", [(0, 1, 1e308, 0, "#00000040")])
        tokens.shadow("shadow.fine", [(0, 1, 3, 1, "#00000040")])
        tokens.typography("type.spaced", fontSize: 16, fontWeight: 400, letterSpacing: 1e308, lineHeight: 1.5)
        tokens.typography("type.spaced-em", fontSize: 16, fontWeight: 400, letterSpacing: 1e308, letterSpacingUnit: "em", lineHeight: 1.5)
        tokens.dimension("size.wide", 1e308)
        return tokens.tokenSet
    }

    package static func build(_ yaml: String, limits: InputLimits = InputLimits()) throws -> (StateMatrix, [Diagnostic]) {
        let definition = try ComponentDefinitionParser.parse(yaml: yaml, file: "button.component.yaml", limits: limits)
        let (matrix, errors) = StateMatrixBuilder.buildCollecting(definition, tokenSets: [boundsTokens], limits: limits)
        return (matrix, errors.map(\.diagnostic))
    }
}
