import ArgumentParser
import DocGenKit

/// How token files that stray from the DTCG 2025.10 format are read, shared by `tokens`, `build` and `check`.
struct TokenFormatArguments: ParsableArguments {
    @Flag(name: .long, help: "Report token files' deviations from the DTCG 2025.10 format (tokens.nonstandard) as errors, not warnings.")
    var strictFormat = false

    @Option(name: .long, help: ArgumentHelp("The unit of a dimension written as a bare number, such as \"fontSize\": 16.",
                                            valueName: "px|rem"))
    var bareDimensionUnit = "px"

    func validate() throws {
        guard unit != nil else { throw ValidationError("--bare-dimension-unit takes px or rem, not '\(bareDimensionUnit)'.") }
    }

    private var unit: Dimension.Unit? {
        [Dimension.Unit.px, .rem].first { $0.rawValue == bareDimensionUnit }
    }

    var options: TokenFormatOptions {
        TokenFormatOptions(strict: strictFormat, bareDimensionUnit: unit ?? .px)
    }
}
