import ButtonModel
import DesignTokens
import DocGenSupport

extension BuildStep {
    /// Adds the files agents read: each page as Markdown beside its HTML (`PAGE.md`), `llms.txt` at the root, a
    /// component manifest per design system (`SYSTEM/button.json`) and the manifests' JSON Schema.
    public static let writeAgentFiles = BuildStep(.writeAgentFiles, label: "Write Markdown pages, llms.txt and manifests") { context in
        let base = context.configuration.baseURL
        var files: [(path: String, text: String, origin: String)] = []
        // Pages, then manifests, each on every core, added in the site's order.
        let pages = PageMarkdown(context: context)
        for (page, (markdown, problems)) in zip(context.pages, ParallelMap.map(context.pages, threads: context.configuration.jobs, pages.markdown(of:))) {
            context.diagnostics += problems
            files.append((AgentPaths.markdownPath(ofPage: page.outputPath), markdown, page.source.displayPath))
        }
        let (touchTarget, findings) = (context.configuration.checks.touchTargetMinimum, context.findings)
        let systems = context.systems.filter { !$0.matrices.isEmpty }
        let manifests = ParallelMap.map(systems, threads: context.configuration.jobs) { system in
            let path = AgentPaths.manifestPath(ofSystem: system.id)
            let schema = base?.address(of: AgentPaths.manifestSchema) ?? AgentPaths.relativeURL(from: path, to: AgentPaths.manifestSchema)
            return (path, ButtonManifest.json(system: system, findings: findings, touchTarget: touchTarget, schema: schema), system.manifest.location.file)
        }
        files += manifests
        files.append((AgentPaths.manifestSchema, ButtonManifestSchema.text, context.configuration.contentDirectory))
        let index = LLMsText.text(site: context.site, pages: context.pages, systems: context.systems) { path in
            base?.address(of: path) ?? SitePaths.urlPath(path)
        }
        files.append((AgentPaths.llmsText, index, context.configuration.contentDirectory))
        for file in files {
            do throws(Diagnostic) {
                try context.output.add(file.path, text: file.text, origin: SourceLocation(file: file.origin))
            } catch {
                context.diagnostics.append(error)
            }
        }
    }
}
