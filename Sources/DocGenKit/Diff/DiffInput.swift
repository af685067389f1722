import DesignTokens
import Foundation

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

    /// `argument` as the command line gives it: a folder on disk (a checkout holding `content`, or a content folder
    /// itself), else a git revision of the repository holding `directory`, read from its objects. A folder is read
    /// inside `confinement` and the folder itself; a revision's folders nest at most `maximumDepth` levels.
    public static func resolve(_ argument: String, content: String, in directory: String = FileManager.default.currentDirectoryPath,
                               confinement: ReadConfinement = .anywhere,
                               maximumDepth: Int = InputLimits.Name.nestingDepth.defaultValue) throws(GitError) -> DiffInput {
        let work = WorkTreeFileSource(confinement: confinement.trusting([argument]))
        if work.isDirectory(argument) {
            let nested = FileTree.join(argument, content)
            let folder = work.isDirectory(nested) ? nested : argument
            return DiffInput(files: work, contentDirectory: folder, side: SiteDiff.DiffSide(name: argument, description: "folder \(folder)"))
        }
        let source = try GitRevisionFileSource(revision: argument, folder: content, in: directory, maximumDepth: maximumDepth)
        return DiffInput(files: source, contentDirectory: content,
                         side: SiteDiff.DiffSide(name: argument, description: source.sourceDescription, commit: source.commit))
    }

    /// The commit where `head`'s history meets `base`'s, as a pull request compares.
    public static func mergeBase(_ base: String, _ head: String, in directory: String = FileManager.default.currentDirectoryPath)
        throws(GitError) -> String {
        try GitRepository.mergeBase(base, head, from: directory)
    }
}
