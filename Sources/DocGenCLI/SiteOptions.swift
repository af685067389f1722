import ArgumentParser
import DocGenKit

/// The input folders every command that reads a site shares.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The folder of Markdown pages, tokens and component definitions.", valueName: "dir"))
    var content = "Content"

    @Option(name: .long, help: ArgumentHelp("The folder of Mustache templates.", valueName: "dir"))
    var templates = "Templates"

    @Option(name: .long, help: ArgumentHelp("The folder of files copied into the site as they are.", valueName: "dir"))
    var `public` = "Public"
}
