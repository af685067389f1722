import Foundation

extension BuildStep {
    /// Reads each system's component definitions and computes their state matrices from the resolved tokens.
    public static let computeMatrices = computeMatrices(systems: nil)

    /// Computes the matrices of the systems whose ids are in `systems` (every system when `nil`); the others keep
    /// theirs.
    public static func computeMatrices(systems ids: Set<String>?) -> BuildStep {
        BuildStep("Compute state matrices") { context in
            for index in context.systems.indices where ids?.contains(context.systems[index].id) ?? true {
                let system = context.systems[index]
                var matrices: [StateMatrix] = []
                for component in system.manifest.components {
                    let file = system.path(component)
                    let data: [UInt8]
                    switch context.readInput(file, limitCode: "component.limit", noun: "component definition", refusedAt: system.manifest.location) {
                    case .bytes(let bytes):
                        data = bytes
                    case .missing:
                        context.diagnostics.append(Diagnostic(location: system.manifest.location, code: "system.missing-component",
                                                              message: "The component definition \(file) does not exist.",
                                                              hint: "Fix the path under `components:` in system.yaml."))
                        continue
                    case .refused(let diagnostic):
                        context.diagnostics.append(diagnostic)
                        continue
                    }
                    let (parsed, parseErrors) = ComponentDefinitionParser.parseCollecting(yaml: String(decoding: data, as: UTF8.self), file: file,
                                                                                           limits: context.limits)
                    context.diagnostics += parseErrors.map(\.diagnostic)
                    guard var definition = parsed, parseErrors.isEmpty else { continue }
                    definition.system = system.id
                    let (matrix, buildErrors) = StateMatrixBuilder.buildCollecting(definition, tokenSets: system.tokenSets, limits: context.limits)
                    context.diagnostics += buildErrors.map(\.diagnostic)
                    if buildErrors.isEmpty { matrices.append(matrix) }
                }
                context.systems[index].matrices = matrices
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
