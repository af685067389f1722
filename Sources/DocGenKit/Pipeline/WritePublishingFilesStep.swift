import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation

extension BuildStep {
    /// Adds what a published site needs beside its pages: `404.html`, the search index, the font files design
    /// systems name with their stylesheet, and, when the base URL is known, `sitemap.xml`.
    public static let writePublishingFiles = BuildStep(.writePublishingFiles, label: "Write 404 page, search index and sitemap") { context in
        let origin = SourceLocation(file: context.configuration.contentDirectory)
        var entries: [(String, String)] = []
        if context.templates.contains("404") {
            var values = PageTemplateContext(context: context, navigation: Navigation(pages: context.pages))
                .values(for: NotFoundPage.page, content: "")
            // Served at every missing address: links resolve from the site's root, and no address is its own.
            if let base = context.configuration.baseURL, case .object(var page)? = values["page"] {
                page["baseHref"] = .text(base.path)
                page["canonicalURL"] = nil
                values["page"] = .object(page)
            }
            do throws(TemplateError) {
                if let html = try context.templates.render(.object(values), with: "404") { entries.append((NotFoundPage.path, html)) }
            } catch {
                context.diagnostics.append(error.diagnostic)
            }
        }
        let index = SearchIndex.entries(pages: context.pages) { page in
            (context.partDocuments[page.outputPath] ?? []).flatMap(\.shows.tokenIDs)
        }
        entries.append((SearchIndex.path, SearchIndex.script(index)))
        if let base = context.configuration.baseURL {
            entries.append((Sitemap.path, Sitemap.xml(pages: context.pages, baseURL: base)))
        }
        if !context.systemFonts.isEmpty {
            entries.append((SystemFontFaces.stylesheetPath, context.systemFonts.stylesheet))
        }
        for face in context.systemFonts.faces {
            do throws(Diagnostic) {
                try context.output.add(face.sitePath, .copy(from: face.source), origin: SourceLocation(file: face.source))
            } catch {
                context.diagnostics.append(error)
            }
        }
        for (path, text) in entries {
            do throws(Diagnostic) {
                try context.output.add(path, text: text, origin: origin)
            } catch {
                context.diagnostics.append(error)
            }
        }
    }
}
