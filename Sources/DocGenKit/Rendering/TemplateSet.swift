import Foundation

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
        var templates: [String: MustacheTemplate] = [:]
        for path in folder.paths(withExtension: "mustache") {
            let file = folder.displayPath(path)
            let name = String(path.dropLast(".mustache".count))
            let text = String(decoding: folder.data(path) ?? Data(), as: UTF8.self)
            do throws(MustacheSyntaxError) {
                let template = try MustacheTemplate(text)
                set.library.register(template, named: name)
                set.names.append(name)
                set.files[name] = file
                templates[name] = template
            } catch {
                let location = SourceLocation(file: file, line: error.line, column: error.column)
                diagnostics.append(TemplateError(reason: .syntax(error.message), location: location).diagnostic)
            }
        }
        for name in set.names {
            for reference in templates[name]?.referencedTemplates ?? [] where !set.names.contains(reference.name) {
                let location = SourceLocation(file: set.files[name] ?? name, line: reference.line, column: reference.column)
                diagnostics.append(TemplateError(reason: .missingPartial(reference.name, known: set.names), location: location).diagnostic)
            }
        }
        return (set, diagnostics)
    }

    public func contains(_ name: String) -> Bool { names.contains(name) }

    /// Renders `value` with the template `name`: `nil` when there is no such template, an error when its partials
    /// include one another without end.
    public func render(_ value: TemplateValue, with name: String) throws(TemplateError) -> String? {
        do throws(MustacheRenderError) {
            return try library.render(value, with: name)
        } catch {
            switch error {
            case .nestedTooDeep(let template):
                throw TemplateError(reason: .nestedTooDeep(template, limit: MustacheLibrary.nestingLimit),
                                    location: SourceLocation(file: files[template] ?? files[name] ?? name))
            }
        }
    }
}
