import ArgumentParser
import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit
import DocGenChecks

struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Prints the WCAG 2 contrast ratio and the APCA Lc of a foreground on a background.",
        discussion: """
            Colors are hex (#rgb, #rgba, #rrggbb, #rrggbbaa) or DTCG color objects such as \
            '{"colorSpace": "oklch", "components": [0.62, 0.19, 259]}'. A translucent foreground is composited \
            over the background first.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The text or foreground color.")
    var foreground: String

    @Argument(help: "The background color.")
    var background: String

    @Option(help: "text or json.")
    var format: Format = .text

    func run() throws {
        let foregroundColor = ColorArgument.parse(foreground, name: "foreground")
        let backgroundColor = ColorArgument.parse(background, name: "background")
        guard case .success(let fg) = foregroundColor, case .success(let bg) = backgroundColor else {
            var problems: [Diagnostic] = []
            if case .failure(let error) = foregroundColor { problems += error.diagnostics }
            if case .failure(let error) = backgroundColor { problems += error.diagnostics }
            Terminal.report(InvalidInputError(problems), written: false)
            throw ExitStatus.invalidInput
        }
        let report = ContrastReport.measure(foreground: fg, background: bg)
        Terminal.out(format == .json ? report.json() : report.text())
    }
}
