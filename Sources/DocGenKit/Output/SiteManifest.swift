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

    /// The manifest `text` wrote; nil for anything else (a manifest of another version, or damaged). Read as bytes: a
    /// site's manifest has a line per file, and the build cache reads it on every build.
    public init?(text: String) {
        let bytes = Array(text.utf8)
        let header = Array((Self.header + "\n").utf8)
        guard bytes.starts(with: header), bytes.last == UInt8(ascii: "\n") else { return nil }
        var entries: [String: Entry] = [:]
        var start = header.count
        while start < bytes.count {
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            // `digest size path`: 64 hexadecimal digits, a space, digits, a space, the path to the line's end.
            let digestEnd = start + 64
            guard digestEnd < end, bytes[digestEnd] == UInt8(ascii: " "),
                  let sizeEnd = bytes[(digestEnd + 1)..<end].firstIndex(of: UInt8(ascii: " ")), sizeEnd > digestEnd + 1 else { return nil }
            var size = 0
            for digit in bytes[(digestEnd + 1)..<sizeEnd] {
                guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9"), size < Int.max / 10 - 9 else { return nil }
                size = size * 10 + Int(digit - UInt8(ascii: "0"))
            }
            guard let path = Self.unescape(Substring(String(decoding: bytes[(sizeEnd + 1)..<end], as: UTF8.self))), !path.isEmpty else { return nil }
            entries[path] = Entry(size: size, digest: String(decoding: bytes[start..<digestEnd], as: UTF8.self))
            start = end + 1
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
