import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation

/// Runs the steps of a build in order over one context.
public struct BuildPipeline: Sendable {
    public enum Event: Sendable {
        case stepStarted(index: Int, count: Int, step: BuildStep.ID, label: String)
        /// A step ended (with or without errors) after `seconds` of wall-clock time.
        case stepFinished(index: Int, step: BuildStep.ID, label: String, seconds: Double)
        case warning(Diagnostic)
    }

    public var steps: [BuildStep]

    public init(steps: [BuildStep]) {
        self.steps = steps
    }

    /// The site build: load → parse → resolve → matrix → fonts → lay out → check → render (HTML, then Markdown) → write.
    public static var site: BuildPipeline {
        BuildPipeline(steps: [.loadContent, .loadSystems, .loadTemplates, .parseMarkdown, .readComponents, .resolveTokens, .computeMatrices, .loadFonts,
                              .layOutCells, .runChecks, .drawButtons, .renderPages, .writeAgentFiles, .writePublishingFiles, .copyPublicFiles, .writeSite])
    }

    /// Everything but writing the folder, for `docgen serve`, which serves the output from memory.
    public static var preview: BuildPipeline {
        var pipeline = BuildPipeline.site
        pipeline.steps.removeAll { $0.id == .writeSite }
        return pipeline
    }

    /// Everything but writing, for `docgen check`.
    public static var analysis: BuildPipeline {
        BuildPipeline(steps: [.loadContent, .loadSystems, .parseMarkdown, .readComponents, .resolveTokens, .computeMatrices, .loadFonts, .layOutCells, .runChecks])
    }

    /// The steps up to `id`, and the steps after it: one build run in two halves over the same context, with
    /// something done between them (a versioned site compares its versions once each is checked).
    public func split(after id: BuildStep.ID) -> (first: BuildPipeline, rest: BuildPipeline) {
        let end = (steps.firstIndex { $0.id == id } ?? steps.count - 1) + 1
        return (BuildPipeline(steps: Array(steps[..<end])), BuildPipeline(steps: Array(steps[end...])))
    }

    /// Runs every step; throws `InvalidInputError` with all errors as soon as a step that does not read on after
    /// errors (`BuildStep.readsOnAfterErrors`) ends with any: reading components and resolving tokens go on to
    /// computing the matrices, so that the errors of both layers are reported in one run.
    /// Warnings are reported through `onEvent` as they are found. Between steps, `isCancelled` is asked whether to
    /// stop (a preview rebuild superseded by a newer change); the run then throws `CancellationError`.
    /// The files each step adds are recorded in `context.outputsByStep`, so that a rebuild can take them away.
    public func run(_ context: inout BuildContext, onEvent: (Event) -> Void = { _ in }, isCancelled: () -> Bool = { false }) throws {
        var reported = context.diagnostics.count
        for (index, step) in steps.enumerated() {
            if isCancelled() { throw CancellationError() }
            onEvent(.stepStarted(index: index + 1, count: steps.count, step: step.id, label: step.label))
            let start = DispatchTime.now().uptimeNanoseconds
            let pathsBefore = Set(context.output.files.keys)
            defer { context.outputsByStep[step.id, default: []].formUnion(Set(context.output.files.keys).subtracting(pathsBefore)) }
            do {
                try step.body(&context)
            } catch let error as InvalidInputError {
                context.diagnostics += error.diagnostics
            } catch let error as DiagnosticConvertible {
                context.diagnostics.append(error.diagnostic)
            }
            onEvent(.stepFinished(index: index + 1, step: step.id, label: step.label,
                                  seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
            // The warnings of a step that reads on are said after the next steps, which may tell what they change
            // (computing the matrices counts the cells each token warning reaches).
            if !step.readsOnAfterErrors || index == steps.count - 1 {
                for diagnostic in context.diagnostics[reported...] where diagnostic.severity != .error {
                    onEvent(.warning(diagnostic))
                }
                reported = context.diagnostics.count
            }
            if context.diagnostics.hasErrors, !step.readsOnAfterErrors || index == steps.count - 1 {
                throw InvalidInputError(context.diagnostics.errors)
            }
        }
    }
}
