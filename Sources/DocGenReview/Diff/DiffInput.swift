import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
import DocGenKit

/// One side of a diff: where its bytes come from, its content folder there, and how the report names it.
public struct DiffInput: Sendable {
    public var files: any FileSource
    public var contentDirectory: String
    public var side: SiteDiff.DiffSide

    public init(files: any FileSource, contentDirectory: String, side: SiteDiff.DiffSide) {
        self.files = files
        self.contentDirectory = contentDirectory
        self.side = side
    }

    /// `argument` as the command line gives it: a folder on disk (a checkout holding the content folder, or a content
    /// folder itself), else a git revision of the repository holding `directory`, read from its objects: the content
    /// folder and the theme folders (`Templates`, `Public`) as the revision has them. A folder is read inside the
    /// configuration's confinement and the folder itself; a revision's folders nest at most `nesting-depth` levels.
    public static func resolve(_ argument: String, configuration: BuildConfiguration,
                               in directory: String = FileManager.default.currentDirectoryPath) throws(GitError) -> DiffInput {
        let content = configuration.contentDirectory
        let work = WorkTreeFileSource(confinement: configuration.confinement.trusting([argument]))
        if work.isDirectory(argument) {
            let nested = FileTree.join(argument, content)
            let folder = work.isDirectory(nested) ? nested : argument
            return DiffInput(files: work, contentDirectory: folder, side: SiteDiff.DiffSide(name: argument, description: "folder \(folder)"))
        }
        let source = try GitRevisionFileSource(revision: argument, folder: content,
                                               themeFolders: [configuration.templatesDirectory, configuration.publicDirectory], in: directory,
                                               confinement: configuration.confinement,
                                               maximumDepth: configuration.tokenFormat.limits.nestingDepth)
        return DiffInput(files: source, contentDirectory: content,
                         side: SiteDiff.DiffSide(name: argument, description: source.sourceDescription, commit: source.commit))
    }

    /// The commit where `head`'s history meets `base`'s, as a pull request compares.
    public static func mergeBase(_ base: String, _ head: String, in directory: String = FileManager.default.currentDirectoryPath)
        throws(GitError) -> String {
        try GitRepository.mergeBase(base, head, from: directory)
    }
}
