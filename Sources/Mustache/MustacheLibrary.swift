/// Templates by name, rendered with partials and parents looked up among them.
public struct MustacheLibrary: Sendable {
    private var templates: [String: MustacheTemplate] = [:]

    public init() {}

    public mutating func register(_ template: MustacheTemplate, named name: String) {
        templates[name] = template
    }

    func template(named name: String) -> MustacheTemplate? {
        templates[name]
    }

    /// Renders the template `name` with `value` as the outermost context; `nil` when there is no such template.
    public func render(_ value: TemplateValue, with name: String,
                       limits: MustacheRenderLimits = MustacheRenderLimits()) throws(MustacheRenderError) -> String? {
        guard let template = templates[name] else { return nil }
        var renderer = MustacheRenderer(library: self, root: value, limits: limits)
        try renderer.render(template, named: name)
        return renderer.output
    }
}
