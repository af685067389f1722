import DesignTokens
import Foundation

/// What a site folder holds, file by file: each site path with its size and SHA-256, written with the site as
/// `.docgen-manifest`. The next build writes only the files whose bytes differ from it and links the others into
/// the new site, so that an unchanged file keeps its inode and its modification time.
public struct SiteManifest: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var size: Int
        /// SHA-256 of the bytes, 64 lowercase hexadecimal digits.
        public var digest: String

        public init(size: Int, digest: String) {
            self.size = size
            self.digest = digest
        }
    }

    public static let fileName = ".docgen-manifest"
    private static let header = "docgen-manifest 1"

    /// Site path → entry, for every file but the marker and the manifest itself.
    public var entries: [String: Entry]

    public init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// One line per file, sorted by path: `digest size path`, a path's backslashes and line breaks escaped.
    public var text: String {
        var lines = [Self.header]
        lines.reserveCapacity(entries.count + 1)
        for path in entries.keys.sorted() {
            let entry = entries[path]!
            lines.append("\(entry.digest) \(entry.size) \(Self.escape(path))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The manifest `text` wrote; nil for anything else (a manifest of another version, or damaged).
    public init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(Self.header), lines.last == "" else { return nil }
        lines.removeFirst()
        lines.removeLast()
        var entries: [String: Entry] = [:]
        for line in lines {
            let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, fields[0].utf8.count == 64, let size = Int(fields[1]), size >= 0,
                  let path = Self.unescape(fields[2]), !path.isEmpty else { return nil }
            entries[path] = Entry(size: size, digest: String(fields[0]))
        }
        self.entries = entries
    }

    /// The manifest of the site folder at `site`, when it holds one that docgen wrote; nil otherwise. A manifest
    /// that is not a regular file (a link put in its place) is not read.
    public static func read(site: String) -> SiteManifest? {
        guard let data = CacheFileSystem.readRegularFile(FileTree.join(site, fileName), maximumSize: 64 << 20) else { return nil }
        return SiteManifest(text: String(decoding: data, as: UTF8.self))
    }

    private static func escape(_ path: String) -> String {
        guard path.contains(where: { $0 == "\\" || $0 == "\n" || $0 == "\r" }) else { return path }
        return path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }

    private static func unescape(_ field: Substring) -> String? {
        guard field.contains("\\") else { return String(field) }
        var out = ""
        var escaping = false
        for character in field {
            if escaping {
                switch character {
                case "\\": out.append("\\")
                case "n": out.append("\n")
                case "r": out.append("\r")
                default: return nil
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return escaping ? nil : out
    }
}
