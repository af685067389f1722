import ArgumentParser
import ButtonModel
import DocGenKit

struct AnatomyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "anatomy",
        abstract: "Draws one cell's anatomy as SVG: its parts numbered, and a legend naming each part's value and token.",
        discussion: "Exit status: 0 success, 2 invalid input (an unknown system, variant, size, state or theme), 64 usage."
    )

    @OptionGroup var diagram: DiagramArguments

    func run() throws {
        try diagram.draw(.anatomy)
    }
}
