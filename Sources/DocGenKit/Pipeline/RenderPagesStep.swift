extension BuildStep {
    /// Expands directives and lays out every page with its Mustache template.
    public static let renderPages = BuildStep("Render pages") { context in
        let navigation = Navigation(pages: context.pages)
        let templateContext = PageTemplateContext(context: context, navigation: navigation)
        for page in context.pages {
            guard context.templates.contains(page.layout) else {
                let line = page.frontMatter.keyLines["layout"] ?? 1
                context.diagnostics.append(TemplateError(reason: .missingLayout(page.layout, known: context.templates.names),
                                                         location: SourceLocation(file: page.source.displayPath, line: line)).diagnostic)
                continue
            }
            let (content, problems) = PageContentRenderer(context: context).render(page)
            context.diagnostics += problems
            guard problems.isEmpty, let html = context.templates.render(templateContext.values(for: page, content: content), with: page.layout) else {
                continue
            }
            do throws(Diagnostic) {
                try context.output.add(page.outputPath, text: html, origin: SourceLocation(file: page.source.displayPath))
            } catch {
                context.diagnostics.append(error)
            }
        }
    }
}
