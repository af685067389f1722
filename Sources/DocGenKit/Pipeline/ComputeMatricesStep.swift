import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
import DocGenMarkdown

extension BuildStep {
    /// Computes the state matrices of each system's component definitions from its resolved tokens.
    public static let computeMatrices = computeMatrices(systems: nil)

    /// Computes the matrices of the systems whose ids are in `systems` (every system when `nil`); the others keep
    /// theirs.
    public static func computeMatrices(systems ids: Set<String>?) -> BuildStep {
        BuildStep(.computeMatrices, label: "Compute state matrices") { context in
            for index in context.systems.indices where ids?.contains(context.systems[index].id) ?? true {
                let system = context.systems[index]
                var matrices: [StateMatrix] = []
                for definition in system.components {
                    let (matrix, buildErrors) = StateMatrixBuilder.buildCollecting(definition, tokenSets: system.tokenSets, limits: context.limits,
                                                                                  threads: context.configuration.jobs)
                    context.diagnostics += LeftOutReferences.settle(buildErrors.map(\.diagnostic), sets: system.tokenSets)
                    if buildErrors.isEmpty { matrices.append(matrix) }
                }
                context.systems[index].matrices = matrices
                context.recordReach(ofSystem: index)
                if let primary = system.manifest.primaryVariant, let definition = matrices.first?.definition,
                   definition.variant(named: primary) == nil {
                    let names = definition.variants.map(\.name)
                    context.diagnostics.append(Diagnostic(
                        location: system.manifest.primaryVariantLocation ?? system.manifest.location, code: "system.unknown-variant",
                        message: "\(definition.file) has no variant '\(primary)'.",
                        hint: (suggestion(for: primary, among: names).map { "Did you mean '\($0)'? " } ?? "") + "Variants: \(names.joined(separator: ", "))."))
                }
            }
        }
    }
}
