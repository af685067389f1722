import DocGenSupport

/// The limit of what a YAML file may expand to, beside the nesting depth every reader holds.
extension InputLimits.Name {
    /// YAML values once aliases are expanded (front matter, component and system files).
    package static let yamlNodes = InputLimits.Name("yaml-nodes", default: 100_000, what: "YAML values after expanding aliases")

    /// The limits of what the YAML reader reads.
    package static let yaml: [InputLimits.Name] = [.yamlNodes]
}

extension InputLimits {
    package var yamlNodes: Int { self[.yamlNodes] }
}
