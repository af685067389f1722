import CAtomicRename
import Foundation

/// Writes a site atomically.
///
/// The files go into a new folder beside the destination; when every file is written, the new folder and the
/// old site are exchanged in one `renameat2(RENAME_EXCHANGE)` call, and the old site is removed. At no moment is
/// the destination missing or half written; if anything fails before the exchange, the old site is untouched
/// and the new folder is removed.
public struct SiteWriter: Sendable {
    /// A file docgen writes into every site, so that it never replaces a folder it did not write.
    public static let markerFile = ".docgen-site"

    public var destination: String
    /// Folders the destination must not be, nor contain (the inputs).
    public var protectedPaths: [String]
    /// Flush the staged site to disk (one `syncfs`) before it is swapped in, so that a power loss right after the
    /// swap cannot leave empty files. Off by default: readers never see a half-written site either way, a lost
    /// site is rebuilt in seconds, and the flush waits for every other write pending on the same file system.
    public var durable: Bool

    public init(destination: String, durable: Bool = false, protectedPaths: [String] = []) {
        self.destination = destination
        self.protectedPaths = protectedPaths
        self.durable = durable
    }

    public func write(_ output: SiteOutput) throws {
        let fileManager = FileManager.default
        let target = URL(fileURLWithPath: destination).standardizedFileURL
        try checkDestination(target)
        let parent = target.deletingLastPathComponent()
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).docgen-new-\(ProcessInfo.processInfo.processIdentifier)")
        try? fileManager.removeItem(at: staging)
        do {
            try writeFiles(output, into: staging)
            try swapIn(staging, at: target)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
    }

    private func writeFiles(_ output: SiteOutput, into staging: URL) throws {
        var writer = try StagedFileWriter(root: staging.path)
        try writer.write(Data("docgen \(DocGenVersion.current)\n".utf8), to: Self.markerFile)
        for path in output.paths {
            switch output[path] {
            case .bytes(let data)?: try writer.write(data, to: path)
            case .copy(let source)?: try writer.copy(from: source, to: path)
            case nil: continue
            }
        }
        if durable { try writer.syncToDisk() }
    }

    private func swapIn(_ staging: URL, at target: URL) throws {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: target.path) else {
            try fileManager.moveItem(at: staging, to: target)
            return
        }
        if docgen_exchange_paths(staging.path, target.path) == 0 {
            try fileManager.removeItem(at: staging)  // now holds the previous site
            return
        }
        // The file system cannot exchange: move the old site aside, move the new one in, then delete the old one.
        let previous = staging.deletingLastPathComponent().appendingPathComponent(staging.lastPathComponent + "-previous")
        try? fileManager.removeItem(at: previous)
        try fileManager.moveItem(at: target, to: previous)
        do {
            try fileManager.moveItem(at: staging, to: target)
        } catch {
            try? fileManager.moveItem(at: previous, to: target)
            throw error
        }
        try? fileManager.removeItem(at: previous)
    }

    /// Refuses destinations that would destroy something: an input folder, a parent of one, or a folder with
    /// files that docgen did not write.
    private func checkDestination(_ target: URL) throws {
        let path = target.path
        for protected in protectedPaths {
            let input = URL(fileURLWithPath: protected).standardizedFileURL.path
            if path == input || input.hasPrefix(path.hasSuffix("/") ? path : path + "/") || path == "/" {
                throw Diagnostic(location: SourceLocation(file: destination), code: "output.overlaps-input",
                                 message: "The output folder would replace \(protected), which the build reads.",
                                 hint: "Choose another --output folder, such as _site.")
            }
        }
        let fileManager = FileManager.default
        guard FileTree.isDirectory(path) else {
            if fileManager.fileExists(atPath: path) {
                throw Diagnostic(location: SourceLocation(file: destination), code: "output.not-a-folder",
                                 message: "The output path exists and is not a folder.", hint: "Remove it or choose another --output.")
            }
            return
        }
        let contents = (try? fileManager.contentsOfDirectory(atPath: path)) ?? []
        if !contents.isEmpty, !contents.contains(Self.markerFile) {
            throw Diagnostic(location: SourceLocation(file: destination), code: "output.not-a-site",
                             message: "The output folder holds files that docgen did not write; it will not replace them.",
                             hint: "Empty or remove the folder, or choose another --output.")
        }
    }
}
