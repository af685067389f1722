/// What a build step is: the identity by which a build decides (which steps a rebuild runs, which files a step made,
/// which step read a file), never its label. Each step of the site build has one; a pipeline holds each at most once.
public enum BuildStepID: String, Sendable, Hashable, CaseIterable {
    case loadContent, loadSystems, loadTemplates, parseMarkdown, readComponents, resolveTokens, computeMatrices,
         loadFonts, layOutCells, runChecks, drawButtons, renderPages, writeAgentFiles, writePublishingFiles, copyPublicFiles, writeSite
}
