import ButtonModel
import DesignTokens
import DocGenSupport
import Mustache

extension BuildStep {
    /// Expands directives and lays out every page with its Mustache template, pages on `jobs` threads, added to the
    /// output in page order.
    public static let renderPages = renderPages(changedSince: nil)

    /// Renders only the pages whose Markdown changed since `previous` (the pages of the context the output was
    /// rendered from), when no page's title, front matter or place changed: the navigation every page shows is then
    /// the same. Otherwise, or when `previous` is `nil`, renders every page. A page rendered again replaces its file.
    public static func renderPages(changedSince previous: [Page]?) -> BuildStep {
        renderPages { context in previous.flatMap { PageChanges.bodiesChanged(from: $0, to: context.pages) } ?? context.pages }
    }

    /// Renders only the pages that show one of `systems` (`PageSystems`), after those systems' tokens changed and
    /// nothing else: every other page is the same bytes.
    public static func renderPages(showingSystems systems: Set<String>) -> BuildStep {
        renderPages { context in context.pages.filter { PageSystems.shown(by: $0, in: context).map { !$0.isDisjoint(with: systems) } ?? true } }
    }

    private static func renderPages(choosing choose: @escaping @Sendable (BuildContext) -> [Page]) -> BuildStep {
        BuildStep(.renderPages, label: "Render pages") { context in
            let navigation = Navigation(pages: context.pages)
            let templateContext = PageTemplateContext(context: context, navigation: navigation)
            let pages = choose(context)
            context.output.remove(pages.map(\.outputPath))
            context.output.sizeLimit = context.limits.siteSize
            // What the pages may render together: the site's limit less what the site already holds. Once it is
            // spent, every page stops; which pages stopped first depends on the threads, so one error says it.
            let budget = MustacheSiteBudget(limit: context.limits.siteSize, spent: context.output.totalSize)
            let shared = context
            let rendered = ParallelMap.map(pages, threads: context.configuration.jobs) { page in
                RenderedPage(page, context: shared, templateContext: templateContext, budget: budget)
            }
            if budget.isExhausted {
                let what = "The pages rendered with the templates pass \(budget.limit - context.output.totalSize) bytes together, "
                    + "all the site has room for beside its other files: more than \(budget.limit) \(InputLimits.Name.siteSize.what)"
                context.diagnostics.append(TemplateError(reason: .limitExceeded(.siteSize, what),
                                                         location: SourceLocation(file: context.configuration.templatesDirectory)).diagnostic)
            }
            for (page, result) in zip(pages, rendered) {
                context.diagnostics += budget.isExhausted ? result.contentDiagnostics : result.diagnostics
                context.partDocuments[page.outputPath] = nil
                guard let html = result.html else { continue }
                do throws(Diagnostic) {
                    try context.output.add(page.outputPath, text: html, origin: SourceLocation(file: page.source.displayPath))
                    context.partDocuments[page.outputPath] = result.documents
                } catch {
                    context.diagnostics.append(error)
                }
            }
        }
    }
}

/// Which pages a change of Markdown touches.
package enum PageChanges {
    /// The pages whose body changed, when the pages are the same ones in the same order with the same titles and
    /// front matter; `nil` when anything every page shows (the navigation) may have changed.
    package static func bodiesChanged(from old: [Page], to new: [Page]) -> [Page]? {
        guard old.count == new.count else { return nil }
        var changed: [Page] = []
        for (before, after) in zip(old, new) where before != after {
            guard before.outputPath == after.outputPath, before.title == after.title, before.frontMatter == after.frontMatter else { return nil }
            changed.append(after)
        }
        return changed
    }
}

/// One page laid out, or the problems that stopped it.
private struct RenderedPage {
    var html: String?
    /// The documents of the page's generated parts, for its Markdown twin and the search index.
    var documents: [any PartDocument] = []
    /// The problems of the page's content, found before it is laid out.
    var contentDiagnostics: [Diagnostic] = []
    var diagnostics: [Diagnostic] = []

    init(_ page: Page, context: BuildContext, templateContext: PageTemplateContext, budget: MustacheSiteBudget) {
        guard context.templates.contains(page.layout) else {
            let line = page.frontMatter.keyLines["layout"] ?? 1
            diagnostics.append(TemplateError(reason: .missingLayout(page.layout, known: context.templates.names),
                                             location: SourceLocation(file: page.source.displayPath, line: line)).diagnostic)
            contentDiagnostics = diagnostics
            return
        }
        let (content, documents, problems) = PageContentRenderer(directives: context.directives, site: context.model).render(page)
        self.documents = documents
        contentDiagnostics = problems
        diagnostics = problems
        guard problems.isEmpty else { return }
        do throws(TemplateError) {
            html = try context.templates.render(.object(templateContext.values(for: page, content: content)), with: page.layout,
                                                page: SourceLocation(file: page.source.displayPath), site: budget)
        } catch {
            diagnostics.append(error.diagnostic)
        }
    }
}
