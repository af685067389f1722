import Foundation

/// The last good site, kept in a folder outside the worker (in `/dev/shm` when there is one), so that a worker
/// restarted after a crash serves it again. `site.bin` holds every file with its date and fingerprint, written whole
/// and renamed into place; `building.txt` names the files whose change the running rebuild is about, so that the
/// restarted worker can say which edit crashed it. Saving happens off the rebuild's path, on a queue of its own.
public final class SiteStore: @unchecked Sendable {
    public let folder: String
    private let queue = DispatchQueue(label: "docgen.serve.site-store")
    static let magic = Data("docgen-site 1\n".utf8)

    public init(folder: String) {
        self.folder = folder
    }

    var siteFile: String { folder + "/site.bin" }
    var buildingFile: String { folder + "/building.txt" }

    /// Saves `site` and the files the preview watches outside its folders, in the background.
    func save(_ site: SiteSnapshot, watching outside: [String]) {
        queue.async { [siteFile] in
            var data = Self.magic
            Self.append(outside.joined(separator: "\n"), to: &data)
            Self.append(UInt64(site.files.count), to: &data)
            for path in site.files.keys.sorted() {
                let file = site.files[path]!
                Self.append(path, to: &data)
                Self.append(file.modified.timeIntervalSince1970.bitPattern, to: &data)
                Self.append(file.hash, to: &data)
                Self.append(UInt64(file.data.count), to: &data)
                data += file.data
            }
            let partial = siteFile + ".partial"
            guard FileManager.default.createFile(atPath: partial, contents: data) else { return }
            _ = rename(partial, siteFile)
        }
    }

    /// Waits for the saves already asked for: a rebuild starts only once the site before it is safe.
    func settle() {
        queue.sync {}
    }

    /// Names the changed files a build is about to take (none: the first build) before it starts; `nil` once it ended.
    func recordBuilding(_ paths: Set<String>?) {
        guard let paths else {
            unlink(buildingFile)
            return
        }
        // Best effort: without the record, a worker that dies mid-build is restarted without naming the changed files.
        _ = FileManager.default.createFile(atPath: buildingFile, contents: Data(paths.sorted().joined(separator: "\n").utf8))
    }

    /// The changed files of the build running when the worker died; `nil` when no build was running.
    func building() -> [String]? {
        guard let data = FileManager.default.contents(atPath: buildingFile) else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The saved site and the files watched outside its folders, `nil` when no build succeeded yet.
    func load() -> (site: SiteSnapshot, outside: [String])? {
        guard let data = FileManager.default.contents(atPath: siteFile), data.starts(with: Self.magic) else { return nil }
        var reader = Reader(data: data, offset: Self.magic.count)
        guard let outside = reader.string(), let count = reader.number() else { return nil }
        var files: [String: ServedFile] = [:]
        for _ in 0..<count {
            guard let path = reader.string(), let date = reader.number(), let hash = reader.number(),
                  let length = reader.number(), let bytes = reader.bytes(Int(clamping: length)) else { return nil }
            files[path] = ServedFile(data: bytes, hash: hash, modified: Date(timeIntervalSince1970: Double(bitPattern: date)))
        }
        return (SiteSnapshot(files: files), outside.split(separator: "\n").map(String.init))
    }

    private static func append(_ number: UInt64, to data: inout Data) {
        withUnsafeBytes(of: number.littleEndian) { data.append(contentsOf: $0) }
    }

    private static func append(_ text: String, to data: inout Data) {
        append(UInt64(text.utf8.count), to: &data)
        data += Data(text.utf8)
    }

    private struct Reader {
        let data: Data
        var offset: Int

        mutating func bytes(_ count: Int) -> Data? {
            guard count >= 0, count <= data.count - offset else { return nil }
            defer { offset += count }
            return data.subdata(in: data.startIndex + offset..<data.startIndex + offset + count)
        }

        mutating func number() -> UInt64? {
            bytes(8).map { bytes in bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) } }
        }

        mutating func string() -> String? {
            guard let length = number(), let bytes = bytes(Int(clamping: length)) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
