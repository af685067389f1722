import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenTestSupport

/// A small button whose tokens follow the DTCG 2025.10 specification's `$deprecated` example (format/design-token.md,
/// "Deprecated", example "Deprecated"; also in Conformance/Cases/dtcg-examples.json): "Button background" #777777 deprecated with `true`, "Button focus" #70c0ff deprecated with the
/// string "Please use the border style for active buttons instead.". Here they sit under `button` with dotted names.
package enum LifecycleFixtures {
    /// `color.button.primary.background` → `color.brand.old` → `button.background` (two hops to the deprecated token);
    /// the label's chain reaches nothing deprecated.
    package static let tokensJSON = """
        {
          "button": {
            "background": { "$type": "color", "$value": "#777777", "$deprecated": true },
            "focus": { "$type": "color", "$value": "#70c0ff",
                       "$deprecated": "Please use the border style for active buttons instead." },
            "border": { "$type": "color", "$value": "#1a1a1a" }
          },
          "color": {
            "brand": {
              "old": { "$type": "color", "$value": "{button.background}" },
              "ink": { "$type": "color", "$value": "#ffffff" }
            },
            "button": {
              "primary": {
                "background": { "$type": "color", "$value": "{color.brand.old}" },
                "label": { "$type": "color", "$value": "{color.brand.ink}" }
              }
            },
            "action": { "primary": { "$type": "color", "$value": "#0b5fff",
                                     "$deprecated": "Use {color.action.main} instead" },
                        "main": { "$type": "color", "$value": "#0b5fff" } }
          }
        }
        """

    /// `status` lines go under the variants: `["primary": "beta"]`.
    package static func definitionYAML(status: [String: String] = [:], notes: [String: String] = [:], background: String = "{color.button.primary.background}") -> String {
        func lines(_ variant: String) -> String {
            (status[variant].map { "    status: \($0)\n" } ?? "") + (notes[variant].map { "    statusNote: \"\($0)\"\n" } ?? "")
        }
        return """
            system: Lifecycle
            component: Button
            surfaces:
              page: "#ffffff"
            states:
              normal: {}
              pressed: { fallback: normal }
            sizes:
              small: { height: 32, paddingX: 12, fontSize: 14 }
              medium: { height: 44, paddingX: 16, fontSize: 16 }
            variants:
              primary:
                text: Continue
                surface: page
            \(lines("primary"))    colors:
                  background: "\(background)"
                  label: "{color.button.primary.label}"
              secondary:
                text: Cancel
                surface: page
            \(lines("secondary"))    colors:
                  background: "#ffffff"
                  label: "#1a1a1a"
                  border: "{button.border}"

            """
    }

    package static func definition(status: [String: String] = [:], notes: [String: String] = [:]) throws -> ComponentDefinition {
        try ComponentDefinitionParser.parse(yaml: definitionYAML(status: status, notes: notes), file: "button.component.yaml")
    }

    package static func tokenSets() throws -> [TokenSet] {
        let (result, directory) = try TokenFixtures.load(json: tokensJSON)
        _ = directory
        return result.sets
    }

    package static func matrix(status: [String: String] = [:], background: String = "{color.button.primary.background}") throws -> StateMatrix {
        let definition = try ComponentDefinitionParser.parse(yaml: definitionYAML(status: status, background: background),
                                                             file: "button.component.yaml")
        return try StateMatrixBuilder.build(definition, tokenSets: tokenSets())
    }
}
