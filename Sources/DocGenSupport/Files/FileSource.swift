/// Where the loaders' bytes come from: the work tree, a git revision, or a tree held in memory.
///
/// Paths are written as the user names them (`Content/orange/tokens/button.tokens.json`, relative to the
/// current folder or absolute), so that every message points at the same place whatever the source. Every read
/// goes through `read(_:maximumSize:)`, which applies the source's one rule: a path that leads outside the folders
/// the build may read, a file that is not a regular file, or one larger than `maximumSize` is refused before any
/// byte is read.
public protocol FileSource: Sendable {
    /// The bytes of the file at `path`; `.missing` when there is no such file; `.refused` when it exists but may not
    /// be read (outside the project, not a regular file, more than `maximumSize` bytes).
    func read(_ path: String, maximumSize: Int) -> FileRead
    /// The regular files below `directory`: relative paths with `/`, sorted, hidden files and folders skipped.
    func files(in directory: String) -> [String]
    func isDirectory(_ path: String) -> Bool
    func fileExists(_ path: String) -> Bool
    /// What below `directory` may not be read or published, found without reading a byte: the folder itself when it
    /// leads out (then nothing else), links that lead out, files that are not regular or have more than `maximumSize`
    /// bytes. Empty when the folder is missing.
    func refusals(below directory: String, maximumSize: Int) -> [FileRefusal]
    /// How to name the source in messages: `the work tree`, `revision main (3f2a9c1)`.
    var sourceDescription: String { get }
}

extension FileSource {
    /// The bytes of the file at `path` under the default `file-size` limit, or `nil` when it is missing or refused.
    /// Readers that report why a file was not read use `read(_:maximumSize:)`.
    public func contents(atPath path: String) -> [UInt8]? {
        read(path, maximumSize: InputLimits.Name.fileSize.defaultValue).bytes
    }

    /// The files below `directory` whose name ends in `.ext`.
    public func files(in directory: String, withExtension ext: String) -> [String] {
        files(in: directory).filter { $0.hasSuffix("." + ext) }
    }

    /// The file as UTF-8 text, `nil` when absent or not UTF-8.
    public func text(atPath path: String) -> String? {
        contents(atPath: path).flatMap { String(validating: $0, as: UTF8.self) }
    }
}
