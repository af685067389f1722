import ArgumentParser
import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit
import Foundation

/// The project file and input folders every command that reads a site shares. A flag wins over `docgen.yaml`; the
/// help of a flag with a `docgen.yaml` key is its entry's in `ProjectFile.settings`.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The project file (default: docgen.yaml, when it exists).", valueName: "file"))
    var project: String?

    @Option(name: .long, help: ArgumentHelp(ProjectFile.settings.summary(of: "content"), valueName: "dir"))
    var content: String?

    @Option(name: .long, help: ArgumentHelp(ProjectFile.settings.summary(of: "templates"), valueName: "dir"))
    var templates: String?

    @Option(name: .long, help: ArgumentHelp(ProjectFile.settings.summary(of: "public"), valueName: "dir"))
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
