import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation

extension BuildStep {
    /// Reads and parses each system's component definitions, before its tokens are resolved: the tokens they name
    /// are the ones a token error must stop the build for (`TokenDemand`).
    public static let readComponents = readComponents(systems: nil)

    /// Reads the component definitions of the systems whose ids are in `systems` (every system when `nil`); the
    /// others keep theirs.
    public static func readComponents(systems ids: Set<String>?) -> BuildStep {
        BuildStep(.readComponents, label: "Read component definitions", readsOnAfterErrors: true) { context in
            context.reads.forget(.readComponents, systems: ids)
            for index in context.systems.indices where ids?.contains(context.systems[index].id) ?? true {
                let system = context.systems[index]
                var components: [ComponentDefinition] = []
                var named: [TokenPath] = []
                for component in system.manifest.components {
                    let file = system.path(component)
                    context.reads.file(file, .init(.readComponents, system: system.id))
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
                    guard var definition = parsed, parseErrors.isEmpty else {
                        named += parsed?.tokenReferences ?? []
                        continue
                    }
                    definition.system = system.id
                    components.append(definition)
                }
                context.systems[index].components = components
                context.systems[index].tokensNamedByInvalidComponents = named
            }
        }
    }
}
