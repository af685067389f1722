import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation

/// What a site folder holds, file by file: each site path with its size and SHA-256, written with the site as
/// `.docgen-manifest`. The next build writes only the files whose bytes differ from it and links the others into
/// the new site, so that an unchanged file keeps its inode and its modification time.
///
/// The manifest is sealed (`SealedFile`: `docgen-manifest 2 <SHA-256 of the lines below>`), and every path it names
/// must be one `RelativePath.isSafe` accepts: a manifest of another format, whose lines do not match its digest or
/// that names any other path is set aside whole, and the site is written as if there were none.
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
    package static let kind = "docgen-manifest"
    /// 2 since manifests carry their digest.
    package static let format = 2

    /// Site path → entry, for every file but the marker and the manifest itself.
    public var entries: [String: Entry]

    public init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// One line per file, sorted by path: `digest size path`, a path's backslashes and line breaks escaped, under
    /// the seal's line.
    public var text: String {
        var lines: [String] = []
        lines.reserveCapacity(entries.count)
        for path in entries.keys.sorted() {
            let entry = entries[path]!
            lines.append("\(entry.digest) \(entry.size) \(Self.escape(path))\n")
        }
        return String(decoding: SealedFile.seal(Data(lines.joined().utf8), kind: Self.kind, format: Self.format), as: UTF8.self)
    }

    /// The manifest `text` wrote; nil for anything else (a manifest of another version, damaged, or naming a path
    /// outside its site).
    public init?(text: String) {
        guard case .success(let manifest) = Self.parse(Data(text.utf8)) else { return nil }
        self = manifest
    }

    /// The manifest `text` wrote, or why it is set aside. Read as bytes: a site's manifest has a line per file, and
    /// the build cache reads it on every build.
    package static func parse(_ data: Data) -> Result<SiteManifest, Discard> {
        SealedFile.open(data, kind: kind, format: format).flatMap { body in
            let bytes = Array(body)
            guard bytes.isEmpty || bytes.last == UInt8(ascii: "\n") else { return .failure(.damaged) }
            var entries: [String: Entry] = [:]
            var start = 0
            while start < bytes.count {
                guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return .failure(.damaged) }
                // `digest size path`: 64 lowercase hexadecimal digits, a space, digits, a space, the path to the line's end.
                let digestEnd = start + 64
                guard digestEnd < end, bytes[digestEnd] == UInt8(ascii: " "), bytes[start..<digestEnd].allSatisfy(Self.isHexDigit),
                      let sizeEnd = bytes[(digestEnd + 1)..<end].firstIndex(of: UInt8(ascii: " ")), sizeEnd > digestEnd + 1 else { return .failure(.damaged) }
                var size = 0
                for digit in bytes[(digestEnd + 1)..<sizeEnd] {
                    guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9"), size < Int.max / 10 - 9 else { return .failure(.damaged) }
                    size = size * 10 + Int(digit - UInt8(ascii: "0"))
                }
                guard let path = Self.unescape(Substring(String(decoding: bytes[(sizeEnd + 1)..<end], as: UTF8.self))), !path.isEmpty else {
                    return .failure(.damaged)
                }
                guard RelativePath.isSafe(path) else { return .failure(.unsafePath(path)) }
                entries[path] = Entry(size: size, digest: String(decoding: bytes[start..<digestEnd], as: UTF8.self))
                start = end + 1
            }
            return .success(SiteManifest(entries: entries))
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    /// The manifest of the site folder at `site`, when it holds one that docgen wrote; nil otherwise. A manifest
    /// that is not a regular file (a link put in its place) is not read.
    public static func read(site: String) -> SiteManifest? {
        (try? load(site: site).get()) ?? nil
    }

    /// The manifest of the site folder at `site`: nil when it holds none as a regular file, a `Discard` when it
    /// holds one that cannot be trusted.
    package static func load(site: String) -> Result<SiteManifest?, Discard> {
        guard let data = CacheFileSystem.readRegularFile(FileTree.join(site, fileName), maximumSize: 64 << 20) else { return .success(nil) }
        return parse(data).map { $0 }
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
