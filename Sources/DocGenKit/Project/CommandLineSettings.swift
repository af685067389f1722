import ButtonModel
import DesignTokens
import DocGenSupport

/// What a command line says about a build, before the project file is read: the flags that have a `docgen.yaml` key
/// (as a `ProjectFile`, to lay over the file) and the settings only a command line gives.
public struct CommandLineSettings: Hashable, Sendable {
    /// The project file named with `--project`; `nil` reads `docgen.yaml` in the current folder when it exists.
    public var projectFile: String?
    /// Flags with a `docgen.yaml` key (folders, output, base URL, strict, check thresholds): each wins over the file.
    public var flags: ProjectFile
    /// How token files that stray from the DTCG format are read.
    public var tokenFormat: TokenFormatOptions
    /// Threads for pages and pictures; `nil` keeps one per processor.
    public var jobs: Int?
    /// Flush the new site to disk before swapping it in.
    public var durable: Bool

    public init(projectFile: String? = nil, flags: ProjectFile = ProjectFile(), tokenFormat: TokenFormatOptions = TokenFormatOptions(),
                jobs: Int? = nil, durable: Bool = false) {
        self.projectFile = projectFile
        self.flags = flags
        self.tokenFormat = tokenFormat
        self.jobs = jobs
        self.durable = durable
    }
}
