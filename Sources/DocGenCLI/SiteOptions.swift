import ArgumentParser
import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit
import Foundation

/// The project file and input folders every command that reads a site shares. A flag wins over `docgen.yaml`.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The project file (default: docgen.yaml, when it exists).", valueName: "file"))
    var project: String?

    @Option(name: .long, help: ArgumentHelp("The folder of Markdown pages, tokens and component definitions (default: Content).", valueName: "dir"))
    var content: String?

    @Option(name: .long, help: ArgumentHelp("A folder of Mustache templates overriding the built-in ones file by file (default: Templates).", valueName: "dir"))
    var templates: String?

    @Option(name: .long, help: ArgumentHelp("A folder of files copied into the site, overriding the built-in ones file by file (default: Public).", valueName: "dir"))
    var `public`: String?

    func validate() throws {
        for (flag, folder) in [("--templates", templates), ("--public", `public`)] {
            if let folder, !FileTree.isDirectory(folder) {
                throw ValidationError("\(flag) \(folder): the folder does not exist. Leave the flag out to use the built-in theme.")
            }
        }
        if let project, !FileManager.default.fileExists(atPath: project) {
            throw ValidationError("--project \(project): the file does not exist.")
        }
    }

    /// The flags as project settings, to lay over the project file.
    var flags: ProjectFile {
        var flags = ProjectFile()
        flags.contentDirectory = content
        flags.templatesDirectory = templates
        flags.publicDirectory = `public`
        return flags
    }
}
