extension BuildStep {
    /// Expands directives and lays out every page with its Mustache template, pages on `jobs` threads, added to the
    /// output in page order.
    public static let renderPages = BuildStep("Render pages") { context in
        let navigation = Navigation(pages: context.pages)
        let templateContext = PageTemplateContext(context: context, navigation: navigation)
        let shared = context
        let rendered = ParallelMap.map(context.pages, threads: context.configuration.jobs) { page in
            RenderedPage(page, context: shared, templateContext: templateContext)
        }
        for (page, result) in zip(context.pages, rendered) {
            context.diagnostics += result.diagnostics
            guard let html = result.html else { continue }
            do throws(Diagnostic) {
                try context.output.add(page.outputPath, text: html, origin: SourceLocation(file: page.source.displayPath))
            } catch {
                context.diagnostics.append(error)
            }
        }
    }
}

/// One page laid out, or the problems that stopped it.
private struct RenderedPage {
    var html: String?
    var diagnostics: [Diagnostic] = []

    init(_ page: Page, context: BuildContext, templateContext: PageTemplateContext) {
        guard context.templates.contains(page.layout) else {
            let line = page.frontMatter.keyLines["layout"] ?? 1
            diagnostics.append(TemplateError(reason: .missingLayout(page.layout, known: context.templates.names),
                                             location: SourceLocation(file: page.source.displayPath, line: line)).diagnostic)
            return
        }
        let (content, problems) = PageContentRenderer(context: context).render(page)
        diagnostics = problems
        guard problems.isEmpty else { return }
        do throws(TemplateError) {
            html = try context.templates.render(.object(templateContext.values(for: page, content: content)), with: page.layout)
        } catch {
            diagnostics.append(error.diagnostic)
        }
    }
}
