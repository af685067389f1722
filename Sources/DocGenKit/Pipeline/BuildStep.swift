/// One step of a build. Steps add diagnostics for bad input; the pipeline stops after a step that found errors.
///
/// A step is known by its `id` everywhere a build decides something (which steps a rebuild runs, which files a step
/// made, which step a pipeline leaves out); its `label` is only what a terminal or a timings table prints.
public struct BuildStep: Sendable {
    /// What a step is. Each step of the site build has one; a pipeline holds each at most once.
    public enum ID: String, Sendable, Hashable, CaseIterable {
        case loadContent, loadSystems, loadTemplates, parseMarkdown, readComponents, resolveTokens, computeMatrices,
             loadFonts, runChecks, drawButtons, renderPages, writeAgentFiles, writePublishingFiles, copyPublicFiles, writeSite
    }

    public var id: ID
    public var label: String
    public var body: @Sendable (inout BuildContext) throws -> Void

    public init(_ id: ID, label: String, body: @escaping @Sendable (inout BuildContext) throws -> Void) {
        self.id = id
        self.label = label
        self.body = body
    }
}
