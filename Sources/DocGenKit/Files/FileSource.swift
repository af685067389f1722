/// Where the loaders' bytes come from: the work tree, a git revision, or a tree held in memory.
///
/// Paths are written as the user names them (`Content/orange/tokens/button.tokens.json`, relative to the
/// current folder or absolute), so that every message points at the same place whatever the source.
public protocol FileSource: Sendable {
    /// The bytes of the file at `path`, or `nil` when there is no such file (or it cannot be read).
    func contents(atPath path: String) -> [UInt8]?
    /// The regular files below `directory`: relative paths with `/`, sorted, hidden files and folders skipped.
    func files(in directory: String) -> [String]
    func isDirectory(_ path: String) -> Bool
    func fileExists(_ path: String) -> Bool
    /// How to name the source in messages: `the work tree`, `revision main (3f2a9c1)`.
    var sourceDescription: String { get }
}

extension FileSource {
    /// The files below `directory` whose name ends in `.ext`.
    public func files(in directory: String, withExtension ext: String) -> [String] {
        files(in: directory).filter { $0.hasSuffix("." + ext) }
    }

    /// The file as UTF-8 text, `nil` when absent or not UTF-8.
    public func text(atPath path: String) -> String? {
        contents(atPath: path).flatMap { String(validating: $0, as: UTF8.self) }
    }
}
