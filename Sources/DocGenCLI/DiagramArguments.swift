import ArgumentParser
import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit
import Foundation
import ButtonDrawing

/// The cell `anatomy` and `spec` draw, and where the drawing goes; shared by both commands.
struct DiagramArguments: ParsableArguments {
    @Argument(help: "The design system: its folder in the content folder (backbase).")
    var system: String

    @Option(help: "The variant (default: the system's primary variant).")
    var variant: String?

    @Option(help: "The size (default: the variant's first).")
    var size: String?

    @Option(help: "The state (default: a focused state when the variant has one, else its first).")
    var state: String?

    @Option(help: "The theme (default: the first).")
    var theme: String?

    @Option(help: "The surface of the component's surface axis (default: its first).")
    var surface: String?

    @Option(help: "The component, when the system defines several (default: the first).")
    var component: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The SVG file to write (default: standard output).", valueName: "file"))
    var output: String?

    @OptionGroup var project: ProjectOptions

    /// Draws `kind` for the chosen cell and writes it; exits 2 with the problem when the cell does not exist.
    func draw(_ kind: DiagramKind) throws {
        var context = BuildContext(configuration: try project.configuration(), directives: .standard)
        let svg: String
        do {
            try BuildPipeline.diagrams.run(&context) { event in
                if case .warning(let diagnostic) = event { Terminal.error(diagnostic.description) }
            }
            let selection = DiagramSelection(component: component, variant: variant, size: size, state: state, theme: theme,
                                             surface: surface)
            svg = try kind.svg(systemID: system, selection: selection, in: context)
        } catch let error as InvalidInputError {
            Terminal.report(error, written: false)
            throw ExitStatus.invalidInput
        } catch let diagnostic as Diagnostic {
            Terminal.report(InvalidInputError([diagnostic]), written: false)
            throw ExitStatus.invalidInput
        }
        guard let output else { return Terminal.out(svg) }
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            Terminal.error("\(output): error: cannot write the drawing: \(error.localizedDescription)")
            throw ExitStatus.invalidInput
        }
    }
}
