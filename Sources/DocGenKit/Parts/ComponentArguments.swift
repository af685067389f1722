import ButtonModel
import DocGenMarkdown
import DocGenSupport

extension DirectiveContext {
    /// The state matrix a part shows: the `component=` named one of the system, or its first.
    package func matrix(for invocation: DirectiveInvocation, in system: DesignSystem) throws(DirectiveError) -> StateMatrix {
        if let name = invocation["component"] {
            guard let matrix = system.matrices.first(where: { $0.definition.name == name }) else {
                throw DirectiveError(reason: .invalidValue(argument: "component", value: name,
                                                           expected: "one of \(system.matrices.map(\.definition.name).joined(separator: ", "))"),
                                     location: invocation.location)
            }
            return matrix
        }
        guard let matrix = system.matrices.first else {
            throw DirectiveError(reason: .unavailable("\(system.manifest.name) defines no component: list one under `components:` in system.yaml."),
                                 location: invocation.location)
        }
        return matrix
    }

    /// The text measurer, which exists once the matrices are computed.
    package func measurer(for invocation: DirectiveInvocation) throws(DirectiveError) -> TextMeasurer {
        guard let measurer = site.measurer else {
            throw DirectiveError(reason: .unavailable("Buttons cannot be drawn: the fonts in Public/fonts were not read."),
                                 location: invocation.location)
        }
        return measurer
    }
}

extension DirectiveParameter {
    package static let variant = DirectiveParameter("variant", "One variant (default: every variant).")
    package static let size = DirectiveParameter("size", "One size (default: every size).")
    package static let system = DirectiveParameter("system", "The design system's folder, for pages outside it.")
    package static let surface = DirectiveParameter("surface", "One surface of the component's surface axis (default: every surface).")
    package static let component = DirectiveParameter("component", "The component, when the system defines several (default: the first).")
}

extension DirectiveInvocation {
    /// Reports an argument whose value is none of `names`, with the closest name.
    package func check(_ argument: String, among names: [String]) throws(DirectiveError) {
        guard let value = self[argument], !names.contains(value) else { return }
        let close = suggestion(for: value, among: names)
        let expected = names.isEmpty ? "no value: this component declares no \(argument)" : "one of \(names.joined(separator: ", "))"
        throw DirectiveError(reason: .invalidValue(argument: argument, value: value,
                                                   expected: expected + (close.map { " (did you mean \($0)?)" } ?? "")),
                             location: location)
    }
}
