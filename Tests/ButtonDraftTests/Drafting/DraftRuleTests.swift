import DesignTokens
import DocGenTestSupport
import Foundation
import Testing
@testable import ButtonDraft

/// The drafter's rules, each on a token file written for it: the shape of the names comes from the public set named,
/// the values are the file's own.
@Suite struct DraftRuleTests {
    /// A color token.
    static func color(_ value: String) -> String { #"{"$type": "color", "$value": "\#(value)"}"# }

    static func draft(_ json: String...) throws -> (Draft?, DraftRefusal?) {
        let (result, folder) = try TokenFixtures.load(json: json.joined(separator: "\n").isEmpty ? "{}" : json[0])
        _ = folder
        switch Draft.make(sets: result.sets) {
        case .success(let draft): return (draft, nil)
        case .failure(let refusal): return (nil, refusal)
        }
    }

    /// The same names spelled nested and flat (Kong's `button.color.*` beside its themes' `kui-button-color-*`) are two
    /// families; the nested one, all empty slots, gives way to the flat one, whose glued `kui` is namespace.
    @Test func aFamilyOfEmptySlotsGivesWayToItsFlatSpelling() throws {
        let json = """
        {"button": {"color": {"background": {"primary": {"_": {"$type": "color", "$value": ""}, "hover": {"$type": "color", "$value": ""}}},
                              "text": {"primary": {"_": {"$type": "color", "$value": ""}, "hover": {"$type": "color", "$value": ""}},
                                       "secondary": {"_": {"$type": "color", "$value": ""}, "hover": {"$type": "color", "$value": ""}}},
                              "border": {"primary": {"_": {"$type": "color", "$value": ""}}}}},
         "kui-button-color-background-primary": \(Self.color("#0044f4")),
         "kui-button-color-background-primary-hover": \(Self.color("#0030cc")),
         "kui-button-color-text-primary": \(Self.color("#ffffff")),
         "kui-button-color-text-primary-hover": \(Self.color("#ffffff")),
         "kui-button-color-background-secondary": \(Self.color("#ffffff")),
         "kui-button-color-text-secondary": \(Self.color("#0044f4"))}
        """
        let (draft, refusal) = try Self.draft(json)
        let made = try #require(draft, "\(refusal?.message ?? "")")
        #expect(made.reading.family?.name == "kui-button")
        #expect(made.reading.family?.namespace.contains("kui") == true)
        #expect(made.definition.variants.map(\.name) == ["primary", "secondary"])
        #expect(made.yaml.contains("rest: \"{kui-button-color-text-primary}\""))
        #expect(made.yaml.contains("# Not drafted: the button family, whose colors have no value in every context"))
    }

    /// SAP's `active` beside `tap` is the rest (Horizon's `button.color.<variant>.<style>.<state>.<part>`): every state
    /// falls back to it, and a focus state is added.
    @Test func activeBesideTapIsTheRest() throws {
        let json = """
        {"button": {"color": {"primary": {"active": {"background": \(Self.color("#0a6ed1")), "label": \(Self.color("#ffffff"))},
                                          "tap": {"background": \(Self.color("#0854a0")), "label": \(Self.color("#ffffff"))},
                                          "disabled": {"background": \(Self.color("#d5dadd")), "label": \(Self.color("#6a6d70"))}}}}}
        """
        let made = try #require(try Self.draft(json).0)
        #expect(made.definition.states.map(\.name) == ["active", "tap", "focus", "disabled"])
        #expect(made.definition.states.allSatisfy { $0.name == "active" || $0.fallback == "active" })
        #expect(made.definition.states.first { $0.name == "focus" }?.focused == true)
    }

    /// Two names for one cell (Swiss Post's component token beside the semantic one it aliases): the one no other
    /// aliases is written.
    @Test func ofTwoNamesForACellTheOneNotAliasedIsWritten() throws {
        let json = """
        {"button": {"primary": {"enabled": {"bg": \(Self.color("#000000")), "fg": \(Self.color("#ffffff"))},
                                "enabled-bg": {"$type": "color", "$value": "{button.primary.enabled.bg}"}}}}
        """
        let made = try #require(try Self.draft(json).0)
        let background = try #require(made.definition.variants.first?.parts.first { $0.name == "background" })
        #expect(background.states.first?.value.reference == "button.primary.enabled-bg", "\(background)")
    }

    /// A state layer is written with the opacity beside each of its colors (Material's `…state-layer.color` and
    /// `…state-layer.opacity`), and left out, said so, when none is there.
    @Test func aStateLayerTakesTheOpacityBesideIt() throws {
        let with = """
        {"button": {"filled": {"label-text": {"color": \(Self.color("#ffffff"))}, "container": {"color": \(Self.color("#6750a4"))},
                               "hovered": {"state-layer": {"color": \(Self.color("#ffffff")), "opacity": {"$type": "number", "$value": 0.08}}}}}}
        """
        let made = try #require(try Self.draft(with).0)
        #expect(made.yaml.contains("    opacity:\n      stateLayer:\n        hovered: \"{button.filled.hovered.state-layer.opacity}\""), "\(made.yaml)")
        let without = with.replacingOccurrences(of: #", "opacity": {"$type": "number", "$value": 0.08}"#, with: "")
        let bare = try #require(try Self.draft(without).0)
        #expect(!bare.yaml.contains("      stateLayer:"))
        #expect(bare.yaml.contains("# Left to fallback: filled's state layer (no opacity beside its colors)"))
    }

    /// Sizes named after the component word in one segment (`kui-button-padding-y-small`) with no height: the height is
    /// the line box, the padding and the border, as a browser sizes the button.
    @Test func noHeightTokenGivesTheLineBoxExpression() throws {
        let json = """
        {"button": {"primary": {"bg": \(Self.color("#000000")), "text": \(Self.color("#ffffff"))},
                    "line-height": {"small": {"$type": "dimension", "$value": {"value": 20, "unit": "px"}}},
                    "padding": {"x": {"small": {"$type": "dimension", "$value": {"value": 12, "unit": "px"}}},
                                "y": {"small": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}},
                    "border-width": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}}}
        """
        let made = try #require(try Self.draft(json).0)
        let size = try #require(made.definition.sizes.first)
        #expect(size.name == "small")
        #expect(size.fields.first { $0.name == "height" }?.value.kind
                == .expression("{button.line-height.small} + 2 * {button.padding.y.small} + 2 * {button.border-width}"))
        #expect(size.fields.first { $0.name == "paddingX" }?.value.reference == "button.padding.x.small")
    }

    /// Names with no component-level colors: refused, with the candidates that carry an action's word and a state.
    @Test func semanticColorsOnlyAreRefused() throws {
        let json = """
        {"color": {"background": {"accent": {"default": \(Self.color("#0055ff")), "hover": \(Self.color("#0044cc"))}},
                   "text": {"default": \(Self.color("#111111"))}}}
        """
        let refusal = try #require(try Self.draft(json).1)
        #expect(refusal.candidates == ["color.background.accent.hover"])
        #expect(!refusal.internalError)
    }
}
