import DocGenSupport
import DesignTokens

/// Reads Style Dictionary's JSON outputs: `json/flat` (`{"ColorPrimary": "#0a3055"}`), `json/nested`
/// (`{"color": {"primary": "#0a3055"}}`) and `json` (each token an object with its `value`, beside `original`,
/// `name`, `attributes` and `path`).
///
/// A nested value is named by its keys joined with `-` (`color-primary`), which the hyphen name rule maps back to
/// `color.primary`. Strings and numbers are values; an object with a string or number `value` is one token; what
/// else an object holds is read as a group.
public enum StyleDictionaryJSONReader {
    public static func read(_ path: String, from files: any FileSource, limits: InputLimits = InputLimits()) -> Result<BuildOutput, Diagnostic> {
        BuildFileBytes.read(path, from: files, limits: limits).flatMap { bytes in
            switch JSONReader.parse(bytes, dialect: JSONDialect(path: path), maximumDepth: limits.nestingDepth) {
            case .success(let root):
                return output(root, file: path, format: .json)
            case .failure(let error):
                return .failure(Diagnostic(location: SourceLocation(file: path, line: error.line, column: error.column),
                                           code: "build.syntax", message: error.message,
                                           hint: "name the JSON file the team's build writes, as it writes it"))
            }
        }
    }

    /// The values of a parsed output: one scope, in the order written.
    package static func output(_ root: JSONValue, file: String, format: BuildOutput.Format, lineOffset: Int = 0) -> Result<BuildOutput, Diagnostic> {
        guard root.members != nil else {
            return .failure(Diagnostic(location: SourceLocation(file: file, line: Int(root.line) + lineOffset, column: Int(root.column)),
                                       code: "build.unrecognized", message: "the output is \(root.kindDescription), not an object of token values",
                                       hint: "name a Style Dictionary output such as json/flat, json/nested or javascript/module"))
        }
        var values: [BuiltValue] = [], unread: [Diagnostic] = []
        collect(root, keys: [], file: file, lineOffset: lineOffset, into: &values, unread: &unread)
        var output = BuildOutput(file: file, format: format, scopes: [BuildOutput.Scope(selector: "", values: values)], files: [file])
        output.warnings = unread
        return .success(output)
    }

    private static func collect(_ value: JSONValue, keys: [String], file: String, lineOffset: Int,
                                into values: inout [BuiltValue], unread: inout [Diagnostic]) {
        let location = SourceLocation(file: file, line: Int(value.line) + lineOffset, column: Int(value.column), path: keys.joined(separator: "."))
        if let text = scalarText(value) {
            if !keys.isEmpty { values.append(BuiltValue(name: keys.joined(separator: "-"), text: text, location: location)) }
            return
        }
        guard let members = value.members else {
            unread.append(Diagnostic(severity: .warning, location: location, code: "build.unread",
                                     message: "\(keys.joined(separator: ".")) is \(value.kindDescription), which is not a value docgen reads from a build",
                                     hint: "the token keeps the value docgen reads from its source"))
            return
        }
        if let inner = value["value"], let text = scalarText(inner) {
            values.append(BuiltValue(name: keys.joined(separator: "-"), text: text, location: location))
            return
        }
        for member in members { collect(member.value, keys: keys + [member.key], file: file, lineOffset: lineOffset, into: &values, unread: &unread) }
    }

    /// A string as written, a number as CSS writes it.
    private static func scalarText(_ value: JSONValue) -> String? {
        if let text = value.string { return text }
        if let number = value.number { return number.formattedForDisplay }
        return nil
    }
}
