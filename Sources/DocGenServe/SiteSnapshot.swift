import ButtonModel
import DocGenKit
import Foundation

/// The whole site in memory, by site path (`guides/index.html`): what the preview serves between rebuilds.
public struct SiteSnapshot: Sendable {
    public private(set) var files: [String: ServedFile] = [:]

    public init() {}

    init(files: [String: ServedFile]) {
        self.files = files
    }

    /// The site of `output`, with `.copy` files read through `read`. A file whose bytes equal the file of
    /// `previous` at the same path is that file, with its fingerprint and date: only new bytes are hashed.
    public init(output: SiteOutput, previous: SiteSnapshot, now: Date = Date(), read: (String) -> Data? = { FileManager.default.contents(atPath: $0) }) {
        for path in output.paths {
            let data: Data
            switch output[path] {
            case .bytes(let bytes)?: data = bytes
            case .copy(let source)?: data = read(source) ?? Data()
            case nil: continue
            }
            if let old = previous.files[path], old.data == data {
                files[path] = old
            } else {
                files[path] = ServedFile(data: data, modified: now)
            }
        }
    }

    public subscript(path: String) -> ServedFile? { files[path] }

    /// The paths whose bytes differ between the two sites, added and removed ones included.
    public func changedPaths(since other: SiteSnapshot) -> Set<String> {
        var changed = Set<String>()
        for (path, file) in files where other.files[path]?.hash != file.hash || other.files[path]?.data != file.data {
            changed.insert(path)
        }
        for path in other.files.keys where files[path] == nil { changed.insert(path) }
        return changed
    }
}
