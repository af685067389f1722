import ArgumentParser
import DocGenKit
import Foundation

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Builds the static site.",
        discussion: """
            Reads the Markdown pages, tokens and component definitions of the content folder, lays the pages out \
            with the Mustache templates, copies the public files, and swaps the new site in only when the whole \
            build succeeded. Exit status: 0 success, 1 a check failed with --strict, 2 invalid input, 64 usage.
            """
    )

    @OptionGroup var site: SiteOptions
    @OptionGroup var checks: CheckOptions
    @OptionGroup var tokenFormat: TokenFormatArguments

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder the site is written to.", valueName: "dir"))
    var output = "_site"

    @Flag(help: "Fail (exit 1) when a check finds an error.")
    var strict = false

    func run() throws {
        let configuration = BuildConfiguration(contentDirectory: site.content, templatesDirectory: site.templates,
                                               publicDirectory: site.public, outputDirectory: output, strict: strict,
                                               checks: checks.configuration, tokenFormat: tokenFormat.options)
        let summary: SiteBuilder.Summary
        do {
            summary = try SiteBuilder(configuration: configuration).build { event in
                switch event {
                case .stepStarted(let index, let count, let name): Terminal.out("[\(index)/\(count)] \(name)")
                case .warning(let diagnostic): Terminal.error(diagnostic.description)
                }
            }
        } catch let error as InvalidInputError {
            Terminal.report(error)
            throw ExitCode(ExitStatus.invalidInput)
        }
        let failed = summary.findings.filter(\.isFailingError).count
        let time = String(format: "%.2f", summary.seconds)
        Terminal.out("Wrote \(summary.pagesWritten) pages (\(summary.filesWritten) files) to \(output)/ in \(time) s.")
        if !summary.findings.isEmpty {
            Terminal.out("Checks: \(summary.findings.count - failed) passed or advisory, \(failed) failed.")
        }
        if strict, failed > 0 {
            Terminal.error("docgen: \(failed) check\(failed == 1 ? "" : "s") failed (--strict).")
            throw ExitCode(ExitStatus.checksFailed)
        }
    }
}
