import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit
import Foundation

extension PreviewSite {
    enum Outcome: Sendable {
        case built(BuildContext, SiteSnapshot, seconds: Double, steps: [StepTime])
        case failed([Diagnostic])
        case cancelled
    }

    /// Runs a build or rebuild on a thread of its own (the build is synchronous work), and takes its output into a
    /// new snapshot there too.
    /// `changed`: the files the rebuild is about, named in the store first, so that a crash can be told about.
    static func execute(_ builder: PreviewBuilder, base: BuildContext?, scope: RebuildScope, snapshot: SiteSnapshot, flag: CancelFlag,
                        changed: Set<String> = [], store: SiteStore?, report: @escaping @Sendable (ServeEvent) -> Void) async -> Outcome {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                let start = now()
                if let store {
                    store.settle()
                    store.recordBuilding(changed)
                }
                CrashHook.check(changed, content: builder.configuration.contentDirectory)
                defer { store?.recordBuilding(nil) }
                var steps: [StepTime] = []
                let onEvent: (BuildPipeline.Event) -> Void = { event in
                    if case .warning(let diagnostic) = event { report(.warning(diagnostic)) }
                    if case .stepFinished(_, _, let label, let seconds) = event { steps.append(StepTime(name: label, seconds: seconds)) }
                }
                do {
                    let context = if let base {
                        try builder.rebuild(base, scope: scope, onEvent: onEvent, isCancelled: { flag.isCancelled })
                    } else {
                        try builder.build(onEvent: onEvent, isCancelled: { flag.isCancelled })
                    }
                    let taking = now()
                    let site = SiteSnapshot(output: context.output, previous: snapshot)
                    steps.append(StepTime(name: "Take the output", seconds: now() - taking))
                    continuation.resume(returning: .built(context, site, seconds: now() - start, steps: steps))
                } catch let error as InvalidInputError {
                    continuation.resume(returning: .failed(error.diagnostics))
                } catch is CancellationError {
                    continuation.resume(returning: .cancelled)
                } catch {
                    let diagnostic = (error as? DiagnosticConvertible)?.diagnostic
                        ?? Diagnostic(location: SourceLocation(file: builder.configuration.contentDirectory), code: "serve.build",
                                      message: "The build failed: \(error).")
                    continuation.resume(returning: .failed([diagnostic]))
                }
            }
        }
    }
}
