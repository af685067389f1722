extension BuildStep {
    /// Loads and checks the Mustache templates: the built-in theme's, overridden file by file by the project's.
    public static let loadTemplates = BuildStep("Load templates") { context in
        let (templates, diagnostics) = TemplateSet.load(try context.themeFolder(.templates))
        context.templates = templates
        context.diagnostics += diagnostics
    }
}
