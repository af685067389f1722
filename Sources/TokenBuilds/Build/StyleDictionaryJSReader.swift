import DocGenSupport
import DesignTokens

/// Reads Style Dictionary's JavaScript outputs without running them: `javascript/module` and
/// `javascript/module-flat` (`module.exports = {…};`, also `export default {…};`), whose object literal is read as
/// JSON5 reads it (quoted or unquoted keys, comments, trailing commas), and `javascript/es6`
/// (`export const ColorPrimary = "#0a3055";`), whose constants are read when their value is a string or number
/// literal.
///
/// Anything else (a function call, a template with `${}`, an identifier) is not evaluated: each one is a
/// `build.unread` warning that names it, and the rest of the file is read.
public enum StyleDictionaryJSReader {
    public static func read(_ path: String, from files: any FileSource, limits: InputLimits = InputLimits()) -> Result<BuildOutput, Diagnostic> {
        BuildFileBytes.read(path, from: files, limits: limits).flatMap { output(bytes: $0, file: path, limits: limits) }
    }

    package static func output(bytes: [UInt8], file: String, limits: InputLimits) -> Result<BuildOutput, Diagnostic> {
        let text = String(decoding: bytes, as: UTF8.self)
        let code = JavaScriptText.blankingComments(text)
        for opener in ["module.exports", "export default"] {
            guard let range = code.range(of: opener), let brace = code[range.upperBound...].firstIndex(where: { !$0.isWhitespace && $0 != "=" }),
                  code[brace] == "{", let end = JavaScriptText.matchingBrace(in: code, from: brace) else { continue }
            let literal = Array(code[brace...end].utf8)
            let line = code[..<brace].reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            switch JSONReader.parse(literal, dialect: .json5, maximumDepth: limits.nestingDepth) {
            case .success(let root):
                return StyleDictionaryJSONReader.output(root, file: file, format: .javascript, lineOffset: line)
            case .failure(let error):
                return .failure(Diagnostic(location: SourceLocation(file: file, line: error.line + line, column: error.column),
                                           code: "build.unread",
                                           message: "the object after \(opener) is not a literal docgen reads without running JavaScript: \(error.message)",
                                           hint: "name the JSON output of the same build (json/flat or json/nested), or write the object with literal values"))
            }
        }
        return constants(code, file: file)
    }

    /// `export const NAME = VALUE;` on each line.
    private static func constants(_ code: String, file: String) -> Result<BuildOutput, Diagnostic> {
        var values: [BuiltValue] = [], unread: [Diagnostic] = []
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("export const ") || trimmed.hasPrefix("export let ") || trimmed.hasPrefix("export var ") else { continue }
            let column = line.utf8.count - trimmed.utf8.count + 1
            let declaration = trimmed.drop { $0 != " " }.dropFirst().drop { $0 != " " }.dropFirst()
            guard let equals = declaration.firstIndex(of: "=") else { continue }
            let name = declaration[..<equals].trimmingSpaces
            var expression = declaration[declaration.index(after: equals)...].trimmingSpaces
            if expression.hasSuffix(";") { expression = String(expression.dropLast()).trimmingSpaces }
            let location = SourceLocation(file: file, line: index + 1, column: column)
            if let literal = JavaScriptText.literal(expression) {
                values.append(BuiltValue(name: name, text: literal, location: location))
            } else {
                unread.append(Diagnostic(severity: .warning, location: location, code: "build.unread",
                                         message: "\(name) is \(expression.prefix(60)), which is not a string or number literal: docgen does not run JavaScript",
                                         hint: "the token keeps the value docgen reads from its source; name the build's JSON output to read every value"))
            }
        }
        guard !values.isEmpty || !unread.isEmpty else {
            return .failure(Diagnostic(location: SourceLocation(file: file), code: "build.unrecognized",
                                       message: "the file has no module.exports = {…}, export default {…} or export const NAME = value",
                                       hint: "name a Style Dictionary output such as javascript/module-flat or javascript/es6"))
        }
        var output = BuildOutput(file: file, format: .javascript, scopes: [BuildOutput.Scope(selector: "", values: values)], files: [file])
        output.warnings = unread
        return .success(output)
    }
}
