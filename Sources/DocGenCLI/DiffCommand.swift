import ArgumentParser
import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit
import Foundation
import DocGenReview

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

    @Option(help: "markdown (a pull-request comment), json, sarif (code scanning) or changeset (a .changeset/*.md entry; needs docgen.yaml's changeset.package).")
    var format: Format = .markdown

    @Option(help: ArgumentHelp("Accepted failures: a new failure this file lists is not a new error (default: docgen.yaml's baseline).",
                               valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Also write a visual report: before and after pictures of every changed cell.", valueName: "dir"))
    var html: String?

    @Option(help: ArgumentHelp("Longest markdown report; longer ones are folded, then cut with a note (GitHub comments take 65,536).",
                               valueName: "n"))
    var maxCharacters = SiteDiff.markdownLimit

    @Option(help: ArgumentHelp("Also write every format into one folder: diff.md, summary.md, diff.json, diff.sarif, annotations.txt, html/, and changeset.md when docgen.yaml names a changeset package; for invalid input, the comment and annotations that say why.",
                               valueName: "dir"))
    var outputDir: String?

    @Flag(help: "Compare HEAD with the commit where it left BASE, as a pull request does.")
    var mergeBase = false

    enum Format: String, ExpressibleByArgument, CaseIterable { case markdown, json, sarif, changeset }

    func validate() throws {
        guard maxCharacters >= 1_000 else { throw ValidationError("--max-characters takes at least 1000.") }
    }

    func run() throws {
        let configuration = try project.configuration(flags: { if let baseline { $0.baseline = baseline } })
        let content = configuration.contentDirectory
        let package = configuration.changeset.package
        if format == .changeset, package == nil {
            Terminal.error("docgen diff: --format changeset needs the package the entry bumps: add `changeset: { package: \"@acme/tokens\" }` "
                           + "to \(project.site.project ?? ProjectFile.fileName), with your package's name.")
            throw ExitStatus.invalidInput
        }
        let request = DiffRequest(base: base, head: head, mergeBase: mergeBase, drawsCells: html != nil || outputDir != nil)
        let diff: SiteDiff
        switch request.run(configuration: configuration) {
        case .success(let made): diff = made
        case .failure(let error):
            // A side that cannot be read says only why; one that does not resolve lists its errors.
            Terminal.error(error.diagnostics.isEmpty ? "docgen diff: \(error.reason ?? error.description)" : error.description)
            try writeReport(DiffReportFiles.files(error, commentLimit: maxCharacters), configuration)
            throw ExitStatus.invalidInput
        }
        switch format {
        case .markdown: Terminal.out(diff.markdown(limit: maxCharacters))
        case .json: Terminal.out(diff.json())
        case .sarif: Terminal.out(diff.sarif(toolVersion: DocGenVersion.current))
        case .changeset: Terminal.out(diff.changeset(package: package ?? ""))
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
        try writeReport(DiffReportFiles.files(diff, commentLimit: maxCharacters, html: true, changesetPackage: package), configuration)
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
}
