import Foundation
import Testing
@testable import DesignTokens
import DocGenTestSupport

/// What the DTCG 2025.10 JSON Schemas forbid and docgen used to pass over in silence: errors, at their place.
@Suite struct SchemaViolationTests {
    // Source: design-tokens/community-group, the 2025.10 JSON Schemas (gradient "minItems": 1; strokeStyle
    // dashArray "minItems": 1; a token holds $value or $ref, not both).
    @Test(arguments: [
        (#"{"g": {"$type": "gradient", "$value": []}}"#, "malformed gradient value: a gradient needs at least one stop (the 2025.10 JSON Schema's minItems)", 39),
        (#"{"s": {"$type": "strokeStyle", "$value": {"dashArray": [], "lineCap": "round"}}}"#,
         "malformed strokeStyle value: dashArray needs at least one length (the 2025.10 JSON Schema's minItems)", 56),
        (#"{"s": {"$type": "shadow", "$value": []}}"#, "malformed shadow value: a list of shadows needs at least one (the 2025.10 JSON Schema's minItems)", 37),
        (##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": 2, "$ref": "#/a"}}"##,
         "a token cannot hold both $value and $ref (the 2025.10 JSON Schema forbids it)", 79),
    ])
    func forbiddenShapesAreErrors(json: String, message: String, column: Int) throws {
        let (result, _) = try TokenFixtures.load(json: json)
        #expect(result.diagnostics.map(\.message) == [message])
        #expect(result.diagnostics.first?.severity == .error)
        #expect(result.diagnostics.first?.location.line == 1 && result.diagnostics.first?.location.column == column,
                "\(result.diagnostics.first?.location.description ?? "")")
    }

    /// The types outside the format hold the kind of value Terrazzo's parser tests give them (extensions.test.ts).
    @Test(arguments: [
        (#"{"t": {"$type": "boolean", "$value": "true"}}"#, "malformed boolean value: expected true or false, found a string"),
        (#"{"t": {"$type": "link", "$value": ""}}"#, "malformed link value: expected a non-empty string (a URL or path)"),
        (#"{"t": {"$type": "string", "$value": 99}}"#, "malformed string value: expected a string, found a number"),
    ])
    func opaqueTypesHoldTheirKindOfValue(json: String, message: String) throws {
        let (result, _) = try TokenFixtures.load(json: json)
        #expect(result.diagnostics.errors.map(\.message) == [message])
        #expect(result.only.tokens.isEmpty)
    }
}
