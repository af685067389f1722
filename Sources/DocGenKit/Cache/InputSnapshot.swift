import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation

/// Every input a build read, each with the SHA-256 of its bytes: the files the `ReadRecord` names, and every file
/// below the folders it names (their listing included, so that a file added or removed counts). Two snapshots with
/// the same digests mean the build would read the same bytes.
///
/// A file is hashed again only when `lstat` says it may have changed since the last snapshot (size, inode,
/// modification or status-change time), as git's index does. A file modified within `margin` of the moment that
/// matters (a build's start, a snapshot) is not trusted: a second edit within the file system's clock tick would
/// leave its times the same.
package struct InputSnapshot: Hashable, Sendable, Codable {
    package struct Input: Hashable, Sendable, Codable {
        package var status: CacheFileSystem.Status?
        /// SHA-256 of the bytes (a link: of its target path and the bytes it leads to); nil when the file is missing.
        package var digest: String?
    }

    /// File path → what it held. Missing files that were looked for are here too, with no digest.
    package var files: [String: Input] = [:]
    /// Folder path → SHA-256 of its listing (every path below it, with its kind); nil when the folder is missing.
    package var folders: [String: String?] = [:]
    /// The recorded files that were not below any recorded folder (their folders are not listed).
    package var loneFiles: [String] = []
    /// When the snapshot was taken, in nanoseconds since 1970.
    package var taken: Int64 = 0
    /// The folders the build may read: a link below a recorded folder is followed only when it leads inside them.
    package var confinement: ReadConfinement?

    private enum CodingKeys: String, CodingKey { case files, folders, loneFiles, taken, trustedBefore }

    /// When the build started: a file modified after it (less `margin`) is not trusted, since the build may have read
    /// it before or after the change.
    package var trustedBefore: Int64 = 0

    /// How close to a moment a file's times must not be for them to tell the order: 50 ms where the file system keeps
    /// nanoseconds (its clock ticks every few milliseconds), 2 s where its times are whole seconds (FAT's are even).
    package static func margin(_ time: Int64) -> Int64 {
        time % 1_000_000_000 == 0 ? 2_000_000_000 : 50_000_000
    }

    /// Hashes the inputs `record` names. `previous` lends the digests of files whose `lstat` did not change. A folder
    /// recorded only by steps in `listedBy` counts by its listing alone: those steps record every file they read.
    package static func take(of record: ReadRecord, buildStarted: Int64, previous: InputSnapshot? = nil, jobs: Int = 1,
                     listedBy: Set<BuildStepID> = [], confinement: ReadConfinement) -> InputSnapshot {
        let folders = record.folders.filter { !$0.value.allSatisfy { listedBy.contains($0.step) } }.keys.sorted()
        let listed = record.folders.keys.filter { !folders.contains($0) }.sorted()
        let lone = record.files.keys.filter { file in !folders.contains { ReadRecord.isInside(file, $0) } }.sorted()
        var snapshot = take(folders: folders, loneFiles: lone, buildStarted: buildStarted, previous: previous, jobs: jobs, confinement: confinement)
        for folder in listed {
            var listing: [String] = [], ignored: [String] = []
            walk(folder, relative: "", into: &listing, files: &ignored)
            snapshot.folders["listing " + folder] = .some(CacheFileSystem.status(folder)?.isFolder == true ? SHA256.hex(listing.joined(separator: "\n")) : nil)
        }
        return snapshot
    }

    /// The same inputs as `self`, hashed again now: equal digests mean nothing the build read changed.
    package func retaken(jobs: Int = 1, confinement: ReadConfinement) -> InputSnapshot {
        Self.take(folders: folders.keys.sorted(), loneFiles: loneFiles, buildStarted: CacheFileSystem.now(), previous: self, jobs: jobs,
                  confinement: confinement)
    }

    /// The SHA-256 of `header` and every folder's listing and file's digest, in path order; nil when an input changed
    /// while the build ran (a digest not to be trusted).
    package func digest(after header: [String]) -> String? {
        var lines = header
        for path in folders.keys.sorted() { lines.append("folder \(path) \(folders[path]!.map { $0 } ?? "missing")") }
        for path in files.keys.sorted() {
            let digest = files[path]!.digest
            if digest == Self.untrusted { return nil }
            lines.append("file \(path) \(digest ?? "missing")")
        }
        return SHA256.hex(lines.joined(separator: "\n"))
    }

    /// True when `other` holds the same bytes for every input and no input of either was untrusted.
    package func sameInputs(as other: InputSnapshot) -> Bool {
        guard folders == other.folders, files.count == other.files.count else { return false }
        for (path, input) in files {
            guard let theirs = other.files[path], theirs.digest == input.digest, input.digest != Self.untrusted else { return false }
        }
        return true
    }

    /// The first path the snapshot names (a file, a folder or a folder's listing) that `confinement` does not let a
    /// build read; nil when it lets every one. A snapshot read from the cache names what the next build hashes again.
    package func firstPath(outside confinement: ReadConfinement) -> String? {
        let listed = folders.keys.map { $0.hasPrefix("listing ") ? String($0.dropFirst("listing ".count)) : $0 }
        return (files.keys.sorted() + listed.sorted() + loneFiles).first { !confinement.allows($0) }
    }

    /// The digest of a file changed while the build ran: it matches no other.
    package static let untrusted = "untrusted"

    private static func take(folders: [String], loneFiles: [String], buildStarted: Int64, previous: InputSnapshot?, jobs: Int,
                             confinement: ReadConfinement) -> InputSnapshot {
        var snapshot = InputSnapshot()
        snapshot.confinement = confinement
        snapshot.taken = CacheFileSystem.now()
        snapshot.trustedBefore = buildStarted
        snapshot.loneFiles = loneFiles
        var paths: [String] = loneFiles
        for folder in folders {
            guard let status = CacheFileSystem.status(folder), status.isFolder else {
                snapshot.folders[folder] = .some(nil)
                continue
            }
            var listing: [String] = []
            walk(folder, relative: "", into: &listing, files: &paths)
            snapshot.folders[folder] = .some(SHA256.hex(listing.joined(separator: "\n")))
        }
        let unique = Array(Set(paths)).sorted()
        let inputs = ParallelMap.map(unique, threads: jobs) { path in
            snapshot.input(at: path, previous: previous?.files[path], previousTaken: previous?.taken ?? 0)
        }
        snapshot.files = Dictionary(uniqueKeysWithValues: zip(unique, inputs))
        return snapshot
    }

    /// Lists `folder` depth first in name order: each entry as `kind relative-path` into `listing`, each file's path
    /// into `files`.
    private static func walk(_ folder: String, relative: String, into listing: inout [String], files: inout [String]) {
        for name in (CacheFileSystem.entries(of: folder) ?? []).sorted() {
            let path = folder + "/" + name
            let shown = relative.isEmpty ? name : relative + "/" + name
            guard let status = CacheFileSystem.status(path) else { continue }
            if status.isFolder {
                listing.append("d " + shown)
                walk(path, relative: shown, into: &listing, files: &files)
            } else {
                listing.append("f " + shown)
                files.append(path)
            }
        }
    }

    private func input(at path: String, previous: Input?, previousTaken: Int64) -> Input {
        guard let status = CacheFileSystem.status(path) else { return Input(status: nil, digest: nil) }
        if status.modified >= trustedBefore - Self.margin(status.modified) || status.changed >= trustedBefore - Self.margin(status.changed) {
            return Input(status: status, digest: Self.untrusted)
        }
        if let previous, previous.status == status, let digest = previous.digest, digest != Self.untrusted,
           status.modified < previousTaken - Self.margin(status.modified), status.changed < previousTaken - Self.margin(status.changed) {
            return Input(status: status, digest: digest)
        }
        if status.isRegular { return Input(status: status, digest: CacheFileSystem.digest(ofFile: path)?.digest) }
        // A link: what it says, and what it leads to where the build may read it (nothing outside is read).
        let target = PosixFile.linkTarget(path) ?? ""
        let followed = confinement?.allows(path) == true ? CacheFileSystem.digest(ofFile: path, followingLinks: true)?.digest ?? "none" : "not read"
        return Input(status: status, digest: SHA256.hex("link \(target) \(followed)"))
    }
}
