import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
import Mustache

/// The Mustache templates of the theme's `Templates` (built-in, overridden file by file by the project's), by name
/// (`layout`, `page`, `home`, `partials/nav`), checked when loaded, rendered within the build's limits.
public struct TemplateSet: Sendable {
    private var library = MustacheLibrary()
    public private(set) var names: [String] = []
    private var known: Set<String> = []
    /// Where each template came from, for errors.
    public private(set) var files: [String: String] = [:]
    /// `file-size` and `nesting-depth` bound the templates read, `nesting-depth` and `output-size` their renderings.
    public private(set) var limits = InputLimits()

    public init() {}

    /// Loads every `.mustache` file of `folder`; a syntax error, a file or nesting past `limits`, or a partial that
    /// does not exist is an error.
    public static func load(_ folder: ThemeFolder, limits: InputLimits = InputLimits()) -> (TemplateSet, [Diagnostic]) {
        var set = TemplateSet()
        set.limits = limits
        var diagnostics: [Diagnostic] = []
        var templates: [String: MustacheTemplate] = [:]
        for path in folder.paths(withExtension: "mustache") {
            let file = folder.displayPath(path)
            let name = String(path.dropLast(".mustache".count))
            let data = folder.data(path) ?? Data()
            guard data.count <= limits.fileSize else {
                let what = "The template has \(data.count) bytes: more than \(limits.fileSize) \(InputLimits.Name.fileSize.what)"
                diagnostics.append(TemplateError(reason: .limitExceeded(.fileSize, what), location: SourceLocation(file: file)).diagnostic)
                continue
            }
            do throws(MustacheSyntaxError) {
                let template = try MustacheTemplate(String(decoding: data, as: UTF8.self), nestingLimit: limits.nestingDepth)
                set.library.register(template, named: name)
                set.names.append(name)
                set.known.insert(name)
                set.files[name] = file
                templates[name] = template
            } catch {
                let location = SourceLocation(file: file, line: error.line, column: error.column)
                if case .nestedTooDeep(let limit) = error.reason {
                    diagnostics.append(TemplateError(reason: .nestedTooDeep(name, limit: limit), location: location).diagnostic)
                } else {
                    diagnostics.append(TemplateError(reason: .syntax(error.message), location: location).diagnostic)
                }
            }
        }
        for name in set.names {
            for reference in templates[name]?.referencedTemplates ?? [] where !set.known.contains(reference.name) {
                let location = SourceLocation(file: set.files[name] ?? name, line: reference.line, column: reference.column)
                diagnostics.append(TemplateError(reason: .missingPartial(reference.name, known: set.names), location: location).diagnostic)
            }
        }
        return (set, diagnostics)
    }

    public func contains(_ name: String) -> Bool { known.contains(name) }

    /// Renders `value` with the template `name`: `nil` when there is no such template, an error when templates
    /// nest past `nesting-depth` (partials that include one another without end) or the output passes `output-size`
    /// (said at `page`, the page being rendered, when given), or when the renderings of the site together spend
    /// `site`.
    public func render(_ value: TemplateValue, with name: String, page: SourceLocation? = nil,
                       site: MustacheSiteBudget? = nil) throws(TemplateError) -> String? {
        let renderLimits = MustacheRenderLimits(nestingDepth: limits.nestingDepth, outputSize: limits.outputSize, site: site)
        do throws(MustacheRenderError) {
            return try library.render(value, with: name, limits: renderLimits)
        } catch {
            throw self.error(error, template: name, page: page)
        }
    }

    private func error(_ error: MustacheRenderError, template name: String, page: SourceLocation?) -> TemplateError {
        let file = files[name] ?? name
        let place = page ?? SourceLocation(file: file)
        switch error {
        case .nestedTooDeep(let template, let line, let column, let limit):
            return TemplateError(reason: .nestedTooDeep(template, limit: limit),
                                 location: SourceLocation(file: files[template] ?? template, line: line, column: column))
        case .outputTooLarge(let limit):
            return TemplateError(reason: .limitExceeded(.outputSize, "The page rendered with the template '\(name)' (\(file)) passes \(limit) bytes: "
                                                            + "more than \(limit) \(InputLimits.Name.outputSize.what)"), location: place)
        case .expandsTooFar(let limit):
            return TemplateError(reason: .limitExceeded(.outputSize, "The page rendered with the template '\(name)' (\(file)) takes more than \(limit / MustacheRenderLimits.bytesPerStep) steps "
                                                            + "(tags rendered, list items and scopes searched, each weighing \(MustacheRenderLimits.bytesPerStep) bytes of output): "
                                                            + "more than \(limit) \(InputLimits.Name.outputSize.what)"), location: place)
        case .siteTooLarge(let limit):
            return TemplateError(reason: .limitExceeded(.siteSize, "The pages rendered with the templates pass \(limit) bytes together: "
                                                            + "more than \(limit) \(InputLimits.Name.siteSize.what)"), location: place)
        }
    }
}
