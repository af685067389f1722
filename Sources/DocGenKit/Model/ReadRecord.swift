import ButtonModel
import Foundation

/// Every file and folder a build read, and what each one feeds: the step that read it and the design system it was
/// read for. The loaders write it as they read; a preview rebuild is scoped by it, and the watcher watches its
/// folders. Paths are absolute and standardized.
public struct ReadRecord: Hashable, Sendable {
    /// What one read feeds.
    public struct Use: Hashable, Sendable, Comparable {
        /// The step the read input is for (a page is read by "Load content" for `.parseMarkdown`).
        public var step: BuildStepID
        /// The design system (by id) it was read for; nil for the site's own inputs.
        public var system: String?

        public init(_ step: BuildStepID, system: String? = nil) {
            self.step = step
            self.system = system
        }

        public static func < (lhs: Use, rhs: Use) -> Bool {
            (lhs.step.rawValue, lhs.system ?? "") < (rhs.step.rawValue, rhs.system ?? "")
        }
    }

    /// File path → what it feeds. A file looked for and missing is recorded too: its appearing matters.
    public private(set) var files: [String: Set<Use>] = [:]
    /// Folder path → what a file appearing anywhere below it may feed (the folder's listing was read, or it is
    /// looked for: a theme override folder that does not exist yet).
    public private(set) var folders: [String: Set<Use>] = [:]

    public init() {}

    /// Records that `path` was read (or looked for) for `use`.
    public mutating func file(_ path: String, _ use: Use) {
        files[Self.absolute(path), default: []].insert(use)
    }

    /// Records that the files below `path` were listed (or would be, once it exists) for `use`.
    public mutating func folder(_ path: String, _ use: Use) {
        folders[Self.absolute(path), default: []].insert(use)
    }

    /// Forgets what `step` read, for every system (`systems` nil) or the systems named: before the step reads again.
    public mutating func forget(_ step: BuildStepID, systems: Set<String>? = nil) {
        func kept(_ use: Use) -> Bool {
            guard use.step == step, let systems else { return use.step != step }
            return use.system.map { !systems.contains($0) } ?? true
        }
        files = files.compactMapValues { uses in Self.nonEmpty(uses.filter(kept)) }
        folders = folders.compactMapValues { uses in Self.nonEmpty(uses.filter(kept)) }
    }

    /// The reads whose uses `keep` keeps, each with those uses only.
    public func filtered(_ keep: (Use) -> Bool) -> ReadRecord {
        var record = ReadRecord()
        record.files = files.compactMapValues { Self.nonEmpty($0.filter(keep)) }
        record.folders = folders.compactMapValues { Self.nonEmpty($0.filter(keep)) }
        return record
    }

    /// The reads of files and folders at or below one of `folders`.
    public func within(_ folders: [String]) -> ReadRecord {
        let roots = folders.map(Self.absolute)
        func kept(_ path: String) -> Bool { roots.contains { path == $0 || Self.isInside(path, $0) } }
        var record = ReadRecord()
        record.files = files.filter { kept($0.key) }
        record.folders = self.folders.filter { kept($0.key) }
        return record
    }

    /// What reading `path` fed, as a file.
    public func uses(ofFile path: String) -> Set<Use> {
        files[Self.absolute(path)] ?? []
    }

    /// What a file at `path` may feed by the folders listed above it, innermost first.
    public func listings(containing path: String) -> [(folder: String, uses: Set<Use>)] {
        let file = Self.absolute(path)
        return folders.filter { Self.isInside(file, $0.key) }.sorted { $0.key.count > $1.key.count }.map { ($0.key, $0.value) }
    }

    /// What the recorded folders at or below `path` feed: a folder that appeared or went away.
    public func uses(ofFolder path: String) -> Set<Use> {
        let folder = Self.absolute(path)
        var uses = Set<Use>()
        for (recorded, fed) in folders where recorded == folder || Self.isInside(recorded, folder) { uses.formUnion(fed) }
        for (recorded, fed) in files where Self.isInside(recorded, folder) { uses.formUnion(fed) }
        return uses
    }

    /// The folders to watch: every recorded folder (with what is below it), and the folder of every recorded file
    /// that lies in none of them (alone), sorted.
    public var watchedFolders: [(path: String, recursive: Bool)] {
        let listed = folders.keys.sorted()
        var lone = Set<String>()
        for file in files.keys where !listed.contains(where: { Self.isInside(file, $0) }) {
            lone.insert((file as NSString).deletingLastPathComponent)
        }
        return listed.map { ($0, true) } + lone.sorted().map { ($0, false) }
    }

    private static func nonEmpty(_ uses: Set<Use>) -> Set<Use>? { uses.isEmpty ? nil : uses }

    public static func isInside(_ path: String, _ folder: String) -> Bool {
        path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    public static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
