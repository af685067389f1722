import DocGenSupport

/// What `docgen tokens` was asked to read, after looking inside the folders named: the token files, the one
/// resolver, and the problems met on the way, in the order met. A usage problem ends the search.
public struct TokenInputs: Hashable, Sendable {
    public var files: [String] = []
    public var resolver: String?
    /// Folders named that hold nothing to read: invalid input, once the empty result is printed.
    public var emptyFolders: [String] = []
    /// Every problem, in the order met; at most one usage problem, the last.
    public var problems: [TokenInputProblem] = []

    public init(files: [String] = [], resolver: String? = nil) {
        self.files = files
        self.resolver = resolver
    }

    /// The usage problem that ended the search, if one did.
    public var usageProblem: TokenInputProblem? { problems.last { $0.isUsage } }

    /// Looks inside each folder of `paths` (`Content` when no path and no resolver is named) with `TokenDiscovery`;
    /// a file is a resolver by its name or content, else a token file.
    public static func find(paths: [String], resolver: String?, files source: any FileSource = WorkTreeFileSource()) -> TokenInputs {
        var inputs = TokenInputs(resolver: resolver)
        var searched = paths
        if paths.isEmpty && resolver == nil {
            guard source.isDirectory("Content") else {
                inputs.problems.append(.noContentFolder)
                return inputs
            }
            searched = ["Content"]
        }
        for path in searched {
            if source.isDirectory(path) {
                switch TokenDiscovery.find(in: path, files: source) {
                case .resolver(let found):
                    guard inputs.setResolver(found) else { return inputs }
                case .files(let found):
                    if found.isEmpty {
                        inputs.problems.append(.emptyFolder(path))
                        inputs.emptyFolders.append(path)
                    }
                    inputs.files += found
                case .severalResolvers(let found):
                    inputs.problems.append(.severalResolvers(folder: path, found))
                    return inputs
                }
            } else if TokenDiscovery.isResolver(path) || TokensStudioExport.isThemes(path: path)
                        || TokenDiscovery.isResolver(content: path, files: source) {
                guard inputs.setResolver(path) else { return inputs }
            } else {
                inputs.files.append(path)
            }
        }
        return inputs
    }

    /// Takes `path` as the resolver; `false` (and the problem) when another one was taken already.
    private mutating func setResolver(_ path: String) -> Bool {
        if let resolver, resolver != path {
            problems.append(.twoResolvers(resolver, path))
            return false
        }
        resolver = path
        return true
    }

    /// The work tree as `docgen tokens` reads it: the paths named on its command line may lie anywhere (a folder as
    /// itself, a file by its folder); what their files reference stays inside them or the current folder.
    public static func fileSource(named paths: [String]) -> WorkTreeFileSource {
        let folders = paths.map { FileTree.isDirectory($0) ? $0 : FileTree.directory(of: $0) }
        return WorkTreeFileSource(confinement: ReadConfinement(projectRoot: ".", trusted: folders))
    }
}
