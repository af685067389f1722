import ArgumentParser
import DesignTokens
import DocGenKit
import Foundation

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Says what a token change does to the buttons: tokens, cells and checks of HEAD compared with BASE.",
        discussion: """
            BASE and HEAD are each a folder (a checkout holding the content folder, or a content folder) or a git \
            revision of the repository docgen runs in, read from git objects without touching the work tree. \
            Exit status: 0 no new error, 1 a new failing error check or a badly removed token, 2 invalid input \
            (a revision that does not exist, tokens that do not resolve), 64 usage.
            """
    )

    @Argument(help: "The side compared against: a revision (origin/main) or a folder.")
    var base: String

    @Argument(help: "The side under review: a revision (HEAD) or a folder.")
    var head: String

    @OptionGroup var project: ProjectOptions

    @Option(help: "markdown (a pull-request comment), json or sarif (code scanning).")
    var format: Format = .markdown

    @Option(help: ArgumentHelp("Also write a visual report: before and after pictures of every changed cell.", valueName: "dir"))
    var html: String?

    @Option(help: ArgumentHelp("Longest markdown report; longer ones are folded, then cut with a note (GitHub comments take 65,536).",
                               valueName: "n"))
    var maxCharacters = SiteDiff.markdownLimit

    @Option(help: ArgumentHelp("Also write every format into one folder: diff.md, summary.md, diff.json, diff.sarif, annotations.txt, html/; for invalid input, the comment and annotations that say why.",
                               valueName: "dir"))
    var outputDir: String?

    @Flag(help: "Compare HEAD with the commit where it left BASE, as a pull request does.")
    var mergeBase = false

    enum Format: String, ExpressibleByArgument, CaseIterable { case markdown, json, sarif }

    func validate() throws {
        guard maxCharacters >= 1_000 else { throw ValidationError("--max-characters takes at least 1000.") }
    }

    func run() throws {
        let configuration = try project.configuration()
        let content = configuration.contentDirectory
        let diff: SiteDiff
        do {
            var baseName = base
            if mergeBase {
                do { baseName = try DiffInput.mergeBase(base, head) } catch { try fail("\(error)", side: "BASE", base, configuration) }
            }
            var baseInput: DiffInput
            let headInput: DiffInput
            do { baseInput = try DiffInput.resolve(baseName, configuration: configuration) } catch { try fail("\(error)", side: "BASE", baseName, configuration) }
            do { headInput = try DiffInput.resolve(head, configuration: configuration) } catch { try fail("\(error)", side: "HEAD", head, configuration) }
            if mergeBase { baseInput.side = SiteDiff.DiffSide(name: "merge base of \(base) and \(head)", description: baseInput.side.description, commit: baseInput.side.commit) }
            diff = try SiteComparer(configuration: configuration, drawsCells: html != nil || outputDir != nil).compare(base: baseInput, head: headInput)
        } catch let error as DiffInputError {
            Terminal.error(error.description)
            try writeReport(DiffReportFiles.files(error, commentLimit: maxCharacters), configuration)
            throw ExitStatus.invalidInput
        }
        switch format {
        case .markdown: Terminal.out(diff.markdown(limit: maxCharacters))
        case .json: Terminal.out(diff.json())
        case .sarif: Terminal.out(diff.sarif())
        }
        if let html {
            do {
                try DiffHTMLWriter.write(diff, to: html, protectedPaths: [content, configuration.templatesDirectory, configuration.publicDirectory])
            } catch let diagnostic as Diagnostic {
                Terminal.error(diagnostic.description)
                throw ExitStatus.invalidInput
            } catch {
                Terminal.error("docgen diff: the visual report cannot be written to \(html): \(error.localizedDescription)")
                throw ExitStatus.invalidInput
            }
        }
        try writeReport(DiffReportFiles.files(diff, commentLimit: maxCharacters, html: true), configuration)
        if diff.exitStatus != 0 { throw ExitStatus(code: diff.exitStatus) }
    }

    /// Under `--output-dir`, writes the report folder.
    private func writeReport(_ files: @autoclosure () -> [(path: String, contents: String)], _ configuration: BuildConfiguration) throws {
        guard let outputDir else { return }
        do {
            try DiffReportFiles.write(files(), to: outputDir,
                                      protectedPaths: [configuration.contentDirectory, configuration.templatesDirectory, configuration.publicDirectory])
        } catch let diagnostic as Diagnostic {
            Terminal.error(diagnostic.description)
            throw ExitStatus.invalidInput
        } catch {
            Terminal.error("docgen diff: the report cannot be written to \(outputDir): \(error.localizedDescription)")
            throw ExitStatus.invalidInput
        }
    }

    private func fail(_ message: String, side: String, _ name: String, _ configuration: BuildConfiguration) throws -> Never {
        Terminal.error("docgen diff: \(message)")
        try writeReport(DiffReportFiles.files(DiffInputError(side: side, sideDescription: name, reason: message), commentLimit: maxCharacters), configuration)
        throw ExitStatus.invalidInput
    }
}
