import Foundation

/// Templates by name, rendered with partials and parents looked up among them.
public struct MustacheLibrary: Sendable {
    /// How deep partials and parents may include one another: a template that includes itself without end
    /// stops here with an error instead of exhausting the stack.
    public static let nestingLimit = 100

    private var templates: [String: MustacheTemplate] = [:]
    private let indentedTemplates = IndentedTemplates()

    public init() {}

    public mutating func register(_ template: MustacheTemplate, named name: String) {
        templates[name] = template
    }

    /// `name` with every line indented, kept once made.
    func template(named name: String, indentation: String) -> MustacheTemplate? {
        guard let template = templates[name] else { return nil }
        guard !indentation.isEmpty else { return template }
        return indentedTemplates.template(name, indentation: indentation) { template.indented(by: indentation) }
    }

    /// Renders the template `name` with `value` as the outermost context; `nil` when there is no such template.
    public func render(_ value: TemplateValue, with name: String) throws(MustacheRenderError) -> String? {
        guard let template = templates[name] else { return nil }
        var renderer = MustacheRenderer(library: self, root: value)
        try renderer.render(template.nodes, overrides: [:])
        return renderer.output
    }
}

/// Indented copies of templates, made on first use by whichever thread renders first.
private final class IndentedTemplates: @unchecked Sendable {
    private struct Key: Hashable {
        var name: String
        var indentation: String
    }

    private let lock = NSLock()
    private var made: [Key: MustacheTemplate] = [:]

    func template(_ name: String, indentation: String, make: () -> MustacheTemplate) -> MustacheTemplate {
        let key = Key(name: name, indentation: indentation)
        lock.lock()
        defer { lock.unlock() }
        if let template = made[key] { return template }
        let template = make()
        made[key] = template
        return template
    }
}

/// Why a template could not be rendered.
public enum MustacheRenderError: Error, Hashable, Sendable {
    /// Partials or parents included one another more than `MustacheLibrary.nestingLimit` levels deep.
    case nestedTooDeep(template: String)
}
