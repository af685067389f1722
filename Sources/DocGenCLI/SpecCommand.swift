import ArgumentParser
import ButtonModel
import DocGenKit

struct SpecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spec",
        abstract: "Draws one cell's spec as SVG: redlines for height, padding, icon, gap, radius, border and hit area, each with its token.",
        discussion: "Exit status: 0 success, 2 invalid input (an unknown system, variant, size, state or theme), 64 usage."
    )

    @OptionGroup var diagram: DiagramArguments

    func run() throws {
        try diagram.draw(.spec)
    }
}
