import DocGenSupport


/// The words of a YAML limit error (`YAMLDocument` finds the value past the limit).
package enum YAMLSize {
    /// The sentence a limit error says.
    package static func message(_ name: InputLimits.Name, limits: InputLimits) -> String {
        "the YAML holds more than \(limits[name]) \(name.what)" + (name == .yamlNodes ? " (an anchor repeated through aliases multiplies it)" : "")
    }
}
