import ArgumentParser
import DocGenKit

/// How token files that stray from the DTCG 2025.10 format are read, shared by `tokens`, `build` and `check`.
struct TokenFormatArguments: ParsableArguments {
    @Flag(name: .long, help: "Report token files' deviations from the DTCG 2025.10 format (tokens.nonstandard) as errors, not warnings.")
    var strictFormat = false

    @Option(name: .long, help: ArgumentHelp("The unit of a dimension written as a bare number, such as \"fontSize\": 16.",
                                            valueName: "px|rem"))
    var bareDimensionUnit = "px"

    @Option(name: .customLong("limit"), help: ArgumentHelp("Raise (or lower) one input limit, such as alias-chain=1000; repeatable. " +
                                                           "Limits: " + InputLimits.Name.allCases.map(\.rawValue).joined(separator: ", ") + ".",
                                                           valueName: "name=value"))
    var limitAssignments: [String] = []

    func validate() throws {
        guard unit != nil else { throw ValidationError("--bare-dimension-unit takes px or rem, not '\(bareDimensionUnit)'.") }
        var limits = InputLimits()
        for assignment in limitAssignments {
            if let problem = limits.set(assignment) { throw ValidationError("--limit: \(problem).") }
        }
    }

    var limits: InputLimits {
        var limits = InputLimits()
        for assignment in limitAssignments { _ = limits.set(assignment) }
        return limits
    }

    private var unit: Dimension.Unit? {
        [Dimension.Unit.px, .rem].first { $0.rawValue == bareDimensionUnit }
    }

    var options: TokenFormatOptions {
        TokenFormatOptions(strict: strictFormat, bareDimensionUnit: unit ?? .px, limits: limits)
    }
}
