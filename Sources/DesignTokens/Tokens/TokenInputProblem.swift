import DocGenSupport

/// A problem finding what `docgen tokens` should read. An empty folder is invalid input (the empty result is printed
/// all the same); the others are usage errors: the command line must name something else.
public enum TokenInputProblem: Hashable, Sendable, CustomStringConvertible {
    /// No path and no resolver named, and no `Content/` folder to look in.
    case noContentFolder
    /// A folder named holds no token file, resolver or export.
    case emptyFolder(String)
    /// A folder named holds a resolver per design system.
    case severalResolvers(folder: String, [String])
    /// Two resolvers named or found.
    case twoResolvers(String, String)

    public var isUsage: Bool {
        if case .emptyFolder = self { return false }
        return true
    }

    public var description: String {
        switch self {
        case .noContentFolder:
            return "error: there is no Content/ folder here; pass token files or folders, or --resolver FILE"
        case .emptyFolder(let path):
            return "error: \(path) holds no token files (*.tokens.json, .jsonc or .json5, or other such files with " +
                "$value members), no resolver and no Figma Variables export; pass the files, or --resolver FILE"
        case .severalResolvers(let folder, let found):
            return "error: \(folder) holds several resolvers (one per design system); pass one as PATH:\n" +
                found.map { "  \($0)" }.joined(separator: "\n")
        case .twoResolvers(let first, let second):
            return "error: only one resolver at a time: \(first) and \(second)"
        }
    }
}
