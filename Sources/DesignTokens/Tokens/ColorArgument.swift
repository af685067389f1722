import DocGenSupport
import Foundation

/// A color written as text outside a token file — `#0b5fff`, `#0006`, or a DTCG color object such as
/// `{"colorSpace": "oklch", "components": [0.62, 0.19, 259]}` — read exactly as a token's `$value` would be.
public enum ColorArgument {
    /// The color, or the problems with it (located in `name`, for example `foreground`).
    public static func parse(_ text: String, name: String) -> Result<Color, InvalidInputError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let value = trimmed.hasPrefix("{") ? trimmed : JSONText.quoted(trimmed)
        // The text must be one JSON object on its own: spliced into the wrapping document, text that closes the
        // object early could add tokens or an `$extends` of its own.
        if trimmed.hasPrefix("{") {
            switch JSONReader.parse(Array(trimmed.utf8)) {
            case .failure(let syntax):
                return .failure(InvalidInputError([TokenError(.malformedJSON(syntax.message), at: SourceLocation(file: name, line: syntax.line,
                                                                                                               column: syntax.column)).diagnostic]))
            case .success(let object) where object.members == nil || object.members!.contains(where: { $0.key.hasPrefix("$") }):
                return .failure(InvalidInputError([TokenError(.malformedValue(type: .color, "expected one color object, with no $ properties"),
                                                              at: SourceLocation(file: name)).diagnostic]))
            case .success:
                break
            }
        }
        let document = "{\"value\": {\"$type\": \"color\", \"$value\": " + value + "}}"
        var session = TokenLoadSession()
        let result = session.load(json: Array(document.utf8), path: name)
        if let color = result.sets.first?[TokenPath(["value"])]?.value.color, !result.diagnostics.hasErrors {
            return .success(color)
        }
        // Places inside the wrapping document mean nothing to the user: name the argument alone.
        return .failure(InvalidInputError(result.diagnostics.errors.map { diagnostic in
            var located = diagnostic
            located.location = SourceLocation(file: name)
            return located
        }))
    }
}
