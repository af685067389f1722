import DesignTokens
import Foundation

/// The build cache as one build uses it: the input digests of the last build of the same configuration (lending the
/// digest of every file whose `lstat` did not change), and each design system's drawings, kept under the digest of
/// everything the system's steps read. A page edit leaves every system's inputs as they were, so no button is drawn
/// again; a token edit draws again only the system whose tokens changed.
public struct CacheSession: Sendable {
    let cache: BuildCache
    /// SHA-256 of the configuration's fingerprint and the docgen executable's identity.
    let configurationKey: String
    let previous: InputSnapshot?
    /// When the build started, in nanoseconds since 1970: inputs modified after it are not trusted.
    let started: Int64
    /// The folders the build may read: the snapshot follows no link out of them.
    let confinement: ReadConfinement

    /// Drawings kept: one file per system and input digest, the least recently written removed past this.
    static let drawingsKept = 64

    private var drawingsFolder: String { FileTree.join(cache.folder, "drawings") }

    /// The steps whose reads do not feed a system's drawings: pages, templates, public files are drawn from nothing.
    private static let stepsNotDrawn: Set<BuildStep.ID> = [.parseMarkdown, .loadTemplates, .copyPublicFiles]
    /// Steps that list a folder to find files and record each file they then read: the folders they list count by
    /// their listing, so that a page edited beside a system's token files does not draw its buttons again.
    private static let stepsListing: Set<BuildStep.ID> = [.loadSystems, .resolveTokens]

    /// The digest of every input the drawings of system `id` rest on: what its steps read for it, and what the build
    /// read for no system in particular (`site.yaml`'s limits, every `system.yaml`, `Public/fonts`) but pages,
    /// templates and public files. nil when one of them changed while the build ran.
    func systemKey(_ id: String, reads: ReadRecord) -> String? {
        let record = reads.filtered { use in use.system == id || (use.system == nil && !Self.stepsNotDrawn.contains(use.step)) }
        let snapshot = InputSnapshot.take(of: record, buildStarted: started, previous: previous, listedBy: Self.stepsListing, confinement: confinement)
        return snapshot.digest(after: ["system \(id)", configurationKey])
    }

    /// The files drawn under `key`, in the order they were stored; nil when none are kept.
    func drawings(forKey key: String) -> [(path: String, bytes: Data)]? {
        guard let data = CacheFileSystem.readRegularFile(FileTree.join(drawingsFolder, key), maximumSize: 1 << 30) else { return nil }
        return DrawingArchive.files(in: data)
    }

    func storeDrawings(_ files: [(path: String, bytes: Data)], forKey key: String) {
        try? FileManager.default.createDirectory(atPath: drawingsFolder, withIntermediateDirectories: true)
        guard CacheFileSystem.replace(FileTree.join(drawingsFolder, key), with: DrawingArchive.data(of: files)) else { return }
        CacheFileSystem.removeOldest(in: drawingsFolder, keeping: Self.drawingsKept)
    }
}

/// Files in one blob: `docgen-drawings 1\n`, then per file its path, a tab, its length in bytes, a line break and the
/// bytes.
enum DrawingArchive {
    private static let header = Data("docgen-drawings 1\n".utf8)

    static func data(of files: [(path: String, bytes: Data)]) -> Data {
        var data = header
        for file in files {
            data.append(Data("\(file.path)\t\(file.bytes.count)\n".utf8))
            data.append(file.bytes)
        }
        return data
    }

    /// The files `data(of:)` wrote; nil for anything else.
    static func files(in data: Data) -> [(path: String, bytes: Data)]? {
        guard data.starts(with: header) else { return nil }
        var files: [(path: String, bytes: Data)] = []
        var index = data.startIndex + header.count
        while index < data.endIndex {
            guard let newline = data[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            let line = String(decoding: data[index..<newline], as: UTF8.self)
            guard let tab = line.lastIndex(of: "\t"), let length = Int(line[line.index(after: tab)...]), length >= 0,
                  data.endIndex - (newline + 1) >= length else { return nil }
            files.append((String(line[..<tab]), Data(data[(newline + 1)..<(newline + 1 + length)])))
            index = newline + 1 + length
        }
        return files
    }
}
