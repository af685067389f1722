import ButtonModel
import Foundation

/// Builds the site in memory for `docgen serve`, and rebuilds it after a change by running again only the steps
/// the change needs, over the last good build's context: the steps are the build's own, not copies of them.
public struct PreviewBuilder: Sendable {
    public var configuration: BuildConfiguration
    /// The parts pages may use: the site generator's own unless the caller adds those of the capabilities it ships.
    public var directives: DirectiveRegistry

    public init(configuration: BuildConfiguration, directives: DirectiveRegistry = .site) {
        self.configuration = configuration
        self.directives = directives
    }

    /// The whole build, but for writing the folder. Throws `InvalidInputError` with every problem.
    public func build(onEvent: (BuildPipeline.Event) -> Void = { _ in }, isCancelled: () -> Bool = { false }) throws -> BuildContext {
        var context = BuildContext(configuration: configuration, directives: directives)
        try BuildPipeline.preview.run(&context, onEvent: onEvent, isCancelled: isCancelled)
        return context
    }

    /// The context after `scope`'s files changed, made from `previous` (a context that built without errors).
    /// Throws `InvalidInputError` when the changed input is invalid, `CancellationError` when cancelled.
    public func rebuild(_ previous: BuildContext, scope: RebuildScope, onEvent: (BuildPipeline.Event) -> Void = { _ in },
                        isCancelled: () -> Bool = { false }) throws -> BuildContext {
        if scope.everything { return try build(onEvent: onEvent, isCancelled: isCancelled) }
        var context = previous
        context.diagnostics = []
        let steps = Self.steps(for: scope, previous: previous)
        for step in steps where !Self.replacingOwnFiles.contains(step.id) {
            context.output.remove(context.outputsByStep[step.id] ?? [])
            context.outputsByStep[step.id] = nil
        }
        try BuildPipeline(steps: steps).run(&context, onEvent: onEvent, isCancelled: isCancelled)
        if scope.pages { Self.removePagesGone(from: &context) }
        return context
    }

    /// Takes away the file of every page rendered before whose source is gone: rendering replaces the files of the
    /// pages it renders, and a deleted page is rendered no more.
    package static func removePagesGone(from context: inout BuildContext) {
        let rendered = context.outputsByStep[.renderPages] ?? []
        let gone = rendered.subtracting(context.pages.map(\.outputPath))
        guard !gone.isEmpty else { return }
        context.output.remove(gone)
        context.outputsByStep[.renderPages] = rendered.subtracting(gone)
    }

    /// Steps that replace the files of what they make again, and keep the rest.
    package static let replacingOwnFiles: Set<BuildStep.ID> = [.renderPages, .drawButtons]

    /// The steps a scope needs, in the build's order. Rendering replaces the files of the pages it renders again,
    /// drawing those of the systems it draws again; every other step's files are taken away before it runs again.
    package static func steps(for scope: RebuildScope, previous: BuildContext) -> [BuildStep] {
        let tokens = !scope.tokenSystems.isEmpty
        var steps: [BuildStep] = []
        if scope.pages { steps.append(.loadContent) }
        if scope.templates { steps.append(.loadTemplates) }
        if scope.pages { steps.append(.parseMarkdown) }
        if scope.pages && !tokens {
            // The anatomy and spec drawings a page asks for.
            steps.append(.drawButtons(systems: [], replacing: []))
        }
        if tokens {
            let redrawn = previous.systems.filter { scope.tokenSystems.contains($0.id) }.flatMap(\.matrices)
            steps += [.readComponents(systems: scope.tokenSystems), .resolveTokens(systems: scope.tokenSystems), .computeMatrices(systems: scope.tokenSystems),
                      .layOutCells(systems: scope.tokenSystems), .runChecks(systems: scope.tokenSystems),
                      .drawButtons(systems: scope.tokenSystems, replacing: redrawn)]
        }
        if scope.pages || scope.templates || tokens {
            if !scope.pages && !scope.templates {
                // Only tokens changed: only the pages that show those systems read anything that changed.
                steps.append(.renderPages(showingSystems: scope.tokenSystems))
            } else {
                steps.append(.renderPages(changedSince: tokens || scope.templates ? nil : previous.pages))
            }
            // The Markdown twins, llms.txt and the manifests read the pages, tokens and findings: written again whole.
            steps.append(.writeAgentFiles)
            steps.append(.writePublishingFiles)
        }
        if scope.publicFiles { steps.append(.copyPublicFiles) }
        return steps
    }
}
