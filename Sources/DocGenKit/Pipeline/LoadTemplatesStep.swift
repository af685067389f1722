extension BuildStep {
    /// Loads and checks the Mustache templates.
    public static let loadTemplates = BuildStep("Load templates") { context in
        let (templates, diagnostics) = TemplateSet.load(directory: context.configuration.templatesDirectory)
        context.templates = templates
        context.diagnostics += diagnostics
    }
}
