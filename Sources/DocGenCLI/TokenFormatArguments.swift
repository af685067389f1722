import ArgumentParser
import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit

/// How token files that stray from the DTCG 2025.10 format are read, shared by `tokens`, `build`, `check`, `diff` and `serve`.
struct TokenFormatArguments: ParsableArguments {
    @Flag(name: .long, help: "Report token files' deviations from the DTCG 2025.10 format (tokens.nonstandard), conflicting definitions and alternative themes merged without a resolver as errors, not warnings.")
    var strictFormat = false

    @Option(name: .long, help: ArgumentHelp("The unit of a dimension written as a bare number, such as \"fontSize\": 16.",
                                            valueName: "px|rem"))
    var bareDimensionUnit = "px"

    @Option(name: .customLong("limit"), help: ArgumentHelp("Raise (or lower) one input limit, such as alias-chain=1000; repeatable. " +
                                                           "Limits: " + InputLimits.Name.all.map(\.rawValue).joined(separator: ", ") + ".",
                                                           valueName: "name=value"))
    var limitAssignments: [String] = []

    @Option(name: .long, help: ArgumentHelp("Read $extensions[EXTENSION] as the token's values per context of the resolver modifier MODIFIER, " +
                                            "as system.yaml's tokens: { contextValues: { EXTENSION: MODIFIER } } does (GitHub Primer: " +
                                            "org.primer.overrides=theme); repeatable.", valueName: "extension=modifier"))
    var contextValues: [String] = []

    func validate() throws {
        guard unit != nil else { throw ValidationError("--bare-dimension-unit takes px or rem, not '\(bareDimensionUnit)'.") }
        for assignment in contextValues where Self.contextValue(assignment) == nil {
            throw ValidationError("--context-values takes extension=modifier, such as org.primer.overrides=theme, not '\(assignment)'.")
        }
        var limits = InputLimits()
        for assignment in limitAssignments {
            if let problem = limits.set(assignment, among: InputLimits.Name.all) { throw ValidationError("--limit: \(problem).") }
        }
    }

    var limits: InputLimits {
        var limits = InputLimits()
        for assignment in limitAssignments { _ = limits.set(assignment, among: InputLimits.Name.all) }
        return limits
    }

    private var unit: Dimension.Unit? {
        [Dimension.Unit.px, .rem].first { $0.rawValue == bareDimensionUnit }
    }

    var options: TokenFormatOptions {
        TokenFormatOptions(strict: strictFormat, bareDimensionUnit: unit ?? .px, limits: limits,
                           contextValues: Dictionary(contextValues.compactMap(Self.contextValue), uniquingKeysWith: { _, later in later }))
    }

    /// `org.primer.overrides=theme` → (extension, modifier); the extension's name may itself hold no `=`.
    private static func contextValue(_ assignment: String) -> (String, String)? {
        guard let equals = assignment.lastIndex(of: "=") else { return nil }
        let name = String(assignment[..<equals]), modifier = String(assignment[assignment.index(after: equals)...])
        return name.isEmpty || modifier.isEmpty ? nil : (name, modifier)
    }
}
