import Testing
@testable import DesignTokens
import DocGenTestSupport

/// Token-level `$ref` aliases: a token whose `$ref` points at a value, or into one, instead of holding `$value`.
@Suite struct PointerAliasTests {
    /// Source: DTCG 2025.10 JSON Schema, format/token.json, the description of `$ref`
    /// ("#/colors/blue/$value"): a token may stand on `$type` and a pointer to another token's value.
    @Test func refToAValueIsAnAlias() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"colors": {"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}},
             "brand": {"$type": "color", "$ref": "#/colors/blue/$value"}}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.hex("brand") == "#0000ff")
        #expect(result.only["brand"]?.aliases == ["colors.blue"])
    }

    /// Source: DTCG 2025.10 JSON Schema, format/token.json ("#/colors/blue/$value/components/0"): a pointer into
    /// part of a value gives a scalar, and the token takes it.
    @Test func refToAScalarInsideAValue() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"dims": {"$type": "dimension", "d": {"$value": {"value": 4, "unit": "px"}}},
             "colors": {"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.25, 0, 1]}}},
             "four": {"$type": "number", "$ref": "#/dims/d/$value/value"},
             "quarter": {"$type": "number", "$ref": "#/colors/blue/$value/components/0"}}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.only["four"]?.value == .number(4))
        #expect(result.only["quarter"]?.value == .number(0.25))
    }

    /// A pointer to a `$description` gives a string, which is no number: the token is reported, never dropped silently.
    @Test func refToADescriptionIsReportedNotDropped() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"base": {"$type": "number", "n": {"$value": 4, "$description": "four"}},
             "text": {"$type": "number", "$ref": "#/base/n/$description"}}
            """)
        #expect(result.errorCodes == ["tokens.malformed-value"], "\(result.diagnostics)")
        #expect(result.diagnostics.first?.location.path == "text")
        #expect(result.only["text"] == nil)
        #expect(result.only["base.n"]?.value == .number(4))
    }

    /// A `$ref` to nothing, written on a group that has tokens, is an unknown reference (not a missing type).
    @Test func groupRefToNothingIsAnUnknownReference() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"base": {"$type": "color", "a": {"$value": "#ffffff"}},
             "g": {"$ref": "#/bsae", "$type": "color", "b": {"$value": "#000000"}}}
            """)
        #expect(result.errorCodes == ["tokens.unknown-reference"], "\(result.diagnostics)")
        #expect(result.diagnostics.first?.message == "reference to #/bsae, which does not exist")
        #expect(result.diagnostics.first?.hint == "did you mean #/base?")
        #expect(result.hex("g.b") == "#000000")
    }

    /// A group's `$ref` to a group still extends it (DTCG 2025.10 Format, "Extending groups").
    @Test func groupRefToAGroupStillExtends() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"base": {"$type": "color", "a": {"$value": "#ffffff"}},
             "g": {"$ref": "#/base", "b": {"$value": "#000000"}}}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.hex("g.a") == "#ffffff")
        #expect(result.hex("g.b") == "#000000")
    }
}
