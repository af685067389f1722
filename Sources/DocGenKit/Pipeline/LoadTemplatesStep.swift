import ButtonModel

extension BuildStep {
    /// Loads and checks the Mustache templates (the built-in theme's, overridden file by file by the project's)
    /// within the build's limits, and sets the site's `site-size` for the files the later steps add.
    public static let loadTemplates = BuildStep(.loadTemplates, label: "Load templates") { context in
        context.output.sizeLimit = context.limits.siteSize
        context.reads.forget(.loadTemplates)
        context.reads.folder(context.configuration.templatesDirectory, .init(.loadTemplates))
        let folder = try context.themeFolder(.templates)
        let (templates, diagnostics) = TemplateSet.load(folder, limits: context.limits)
        context.templates = templates
        context.diagnostics += diagnostics
    }
}
