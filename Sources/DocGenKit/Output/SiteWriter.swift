import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation

/// Writes a site atomically.
///
/// The files go into a new folder beside the destination; when every file is written, the new folder and the
/// old site are exchanged in one `renameat2(RENAME_EXCHANGE)` call, and the old site is removed (`SiteSwap`: off
/// Linux, the old site is renamed aside and the new one in). At no moment is the destination half written (nor, with
/// the exchange, missing); if anything fails before the swap, the old site is untouched and the new folder is removed.
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
    /// How the new site takes the previous one's place: Linux's exchange, or the portable renames.
    package var swap = SiteSwap.standard
    /// How `durable` flushes: Linux's `syncfs`, or an `fsync` of each file.
    package var flush = DiskFlush.standard
    /// Threads that write files at once (folders are made first, on one).
    public var jobs: Int
    /// The option that names the destination, for the hints of errors (`--output`, `--output-dir`, `--html`).
    public var option: String

    public init(destination: String, durable: Bool = false, protectedPaths: [String] = [], jobs: Int = 1, option: String = "--output") {
        self.destination = destination
        self.protectedPaths = protectedPaths
        self.durable = durable
        self.jobs = jobs
        self.option = option
    }

    /// Writes `output` and says what it did. Every file's SHA-256 is compared with the previous site's manifest: a
    /// file whose bytes are the same is linked from the previous site into the new one (same inode, same modification
    /// time), and when no file differs and none went away, nothing is written at all.
    @discardableResult
    public func write(_ output: SiteOutput) throws -> SiteWriteReport {
        let fileManager = FileManager.default
        let target = URL(fileURLWithPath: destination).standardizedFileURL
        try checkDestination(target)
        let parent = target.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).docgen-new-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            let plan = SiteWritePlan(output: output, previousSite: target.path, marker: Self.marker, jobs: jobs)
            if plan.changesNothing { return plan.report }
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            try? fileManager.removeItem(at: staging)
            try writeFiles(output, plan: plan, into: staging)
            try swap.swap(staging, into: target)
            return plan.report
        } catch let diagnostic as Diagnostic {
            try? fileManager.removeItem(at: staging)
            throw diagnostic
        } catch {
            try? fileManager.removeItem(at: staging)
            throw Diagnostic(location: SourceLocation(file: destination), code: "output.unwritable",
                             message: "The site cannot be written here: \(Self.reason(error)).",
                             hint: "Choose an --output folder whose parent exists and is writable; the previous site is untouched.")
        }
    }

    /// What `markerFile` holds.
    package static var marker: Data { Data("docgen \(DocGenVersion.current)\n".utf8) }

    /// The operating system's reason for a failed file operation (`No such file or directory`), without Foundation's wrapping.
    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let posix = underlying, posix.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(posix.code))) }
        let text = (error as NSError).localizedDescription
        return text.hasSuffix(".") ? String(text.dropLast()) : text
    }

    private func writeFiles(_ output: SiteOutput, plan: SiteWritePlan, into staging: URL) throws {
        var writer = try StagedFileWriter(root: staging.path)
        if !(plan.sameMarker && writer.link(from: FileTree.join(plan.previousSite, Self.markerFile), to: Self.markerFile)) {
            try writer.write(Self.marker, to: Self.markerFile)
        }
        let paths = output.paths
        try writer.makeFolders(for: paths)
        let staged = writer
        func write(_ path: String) throws(Diagnostic) {
            switch output[path] {
            case .bytes(let data)?: try staged.writeFile(data, to: path)
            case .copy(let source)?: try staged.copyFile(from: source, to: path)
            case nil: break
            }
        }
        let failures = ParallelMap.map(paths.filter { plan.sameBytes[$0] == nil }, threads: jobs) { path -> Diagnostic? in
            do throws(Diagnostic) {
                if plan.reused.contains(path), staged.link(from: FileTree.join(plan.previousSite, path), to: path) { return nil }
                try write(path)
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
        // The same bytes as a file written above: one inode for both.
        for path in paths {
            guard let first = plan.sameBytes[path] else { continue }
            if !staged.link(from: FileTree.join(staging.path, first), to: path) { try write(path) }
        }
        try writer.write(Data(plan.manifest.text.utf8), to: SiteManifest.fileName)
        if durable { try writer.syncToDisk(flush) }
    }

    /// Refuses destinations that would destroy something: an input folder, a parent of one, or a folder with
    /// files that docgen did not write.
    private func checkDestination(_ target: URL) throws {
        let path = target.path
        // A link is never replaced, nor followed: swapping a folder in would leave its target stale.
        if let linkTarget = PosixFile.linkTarget(path) {
            throw Diagnostic(location: SourceLocation(file: destination), code: "output.is-link",
                             message: "The output folder \(destination) is a symbolic link (to \(linkTarget)); docgen replaces a site only in a real folder.",
                             hint: "Remove the link, or pass its target as \(option).")
        }
        for protected in protectedPaths {
            let input = URL(fileURLWithPath: protected).standardizedFileURL.path
            if path == input || input.hasPrefix(path.hasSuffix("/") ? path : path + "/") || path == "/" {
                throw Diagnostic(location: SourceLocation(file: destination), code: "output.overlaps-input",
                                 message: "The output folder would replace \(protected), which the build reads.",
                                 hint: "Choose another --output folder, such as _site.")
            }
            if path.hasPrefix(input.hasSuffix("/") ? input : input + "/") {
                throw Diagnostic(location: SourceLocation(file: destination), code: "output.inside-input",
                                 message: "The output folder is inside \(protected), which the build reads: the next build would read the site as input.",
                                 hint: "Choose an --output folder outside it, such as _site beside it.")
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
