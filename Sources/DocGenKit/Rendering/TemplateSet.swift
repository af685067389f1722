import Foundation
import Mustache

/// The Mustache templates of the theme's `Templates` (built-in, overridden file by file by the project's), by name (`layout`, `page`, `home`, `partials/nav`), checked when loaded.
public struct TemplateSet: Sendable {
    private var library = MustacheLibrary()
    public private(set) var names: [String] = []
    /// Where each template came from, for errors.
    public private(set) var files: [String: String] = [:]

    public init() {}

    /// Loads every `.mustache` file of `folder`; a syntax error or a partial that does not exist is an error.
    public static func load(_ folder: ThemeFolder) -> (TemplateSet, [Diagnostic]) {
        var set = TemplateSet()
        var diagnostics: [Diagnostic] = []
        var texts: [String: String] = [:]
        for path in folder.paths(withExtension: "mustache") {
            let file = folder.displayPath(path)
            let name = String(path.dropLast(".mustache".count))
            let text = String(decoding: folder.data(path) ?? Data(), as: UTF8.self)
            do {
                set.library.register(try MustacheTemplate(string: text), named: name)
                set.names.append(name)
                set.files[name] = file
                texts[name] = text
            } catch let error as MustacheTemplate.ParserError {
                let location = SourceLocation(file: file, line: error.context.lineNumber, column: error.context.columnNumber)
                diagnostics.append(TemplateError(reason: .syntax("\(error.error)"), location: location).diagnostic)
            } catch {
                diagnostics.append(TemplateError(reason: .syntax("\(error)"), location: SourceLocation(file: file)).diagnostic)
            }
        }
        for name in set.names {
            for reference in PartialReference.find(in: texts[name] ?? "") where !set.names.contains(reference.name) {
                let location = SourceLocation(file: set.files[name] ?? name, line: reference.line, column: reference.column)
                diagnostics.append(TemplateError(reason: .missingPartial(reference.name, known: set.names), location: location).diagnostic)
            }
        }
        return (set, diagnostics)
    }

    public func contains(_ name: String) -> Bool { names.contains(name) }

    /// Renders `object` (dictionaries, arrays, strings, numbers, booleans) with the template `name`.
    public func render(_ object: [String: Any], with name: String) -> String? {
        library.render(object, withTemplate: name)
    }
}

/// `{{> name}}` and `{{< name}}` in a template's text, with their places.
struct PartialReference: Hashable {
    var name: String
    var line: Int
    var column: Int

    static func find(in text: String) -> [PartialReference] {
        var found: [PartialReference] = []
        for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            while let open = rest.range(of: "{{") {
                let afterOpen = rest[open.upperBound...]
                guard let close = afterOpen.range(of: "}}") else { break }
                let tag = afterOpen[..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                if let sigil = tag.first, sigil == ">" || sigil == "<" {
                    let name = tag.dropFirst().trimmingCharacters(in: .whitespaces)
                    let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
                    if !name.isEmpty { found.append(PartialReference(name: name, line: lineIndex + 1, column: column)) }
                }
                rest = afterOpen[close.upperBound...]
            }
        }
        return found
    }
}
