import ButtonModel
import DocGenKit

/// One version of a versioned site: a release (a tag) or the work tree, and where its pages go.
public struct SiteVersion: Hashable, Sendable {
    /// The tag (`v2.0.0`), or `next` / `latest` for the work tree.
    public var name: String
    /// The folder of its site below the site's root, with a trailing slash (`v1.0.0/`, `next/`); `""` for the version
    /// at the root.
    public var folder: String
    /// The tag's commit; nil for the work tree.
    public var commit: String?
    /// The day of the tag's commit, in the commit's own time zone (`2026-03-14`); nil for the work tree.
    public var date: String?

    public init(name: String, folder: String, commit: String?, date: String?) {
        self.name = name
        self.folder = folder
        self.commit = commit
        self.date = date
    }

    /// The work tree, not a release.
    public var isWorkTree: Bool { commit == nil }

    /// `v1.0.0` as a folder: the characters a URL segment keeps as they are (ASCII letters, digits, `.`, `_`, `-`)
    /// stay; every other byte of the name's UTF-8, `/` and `~` among them, is `~` and two hex digits (`release/1.0` →
    /// `release~2F1.0`), and so is a leading `.`. The mapping is reversible, so two tags never share a folder
    /// (`v1/0` is `v1~2F0`, `v1-0` stays `v1-0`).
    package static func folderName(of name: String) -> String {
        var folder = ""
        for byte in name.utf8 {
            let kept = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || (byte == UInt8(ascii: ".") && !folder.isEmpty)
            if kept {
                folder.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                folder += "~" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return folder
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

/// How releases are ordered: by the numbers of their names (`v1.10.0` after `v1.9.2`, a pre-release such as
/// `v2.0.0-beta.1` before `v2.0.0`, as Semantic Versioning 2.0.0 §11 orders them), names without numbers by the time
/// of their commit.
package enum ReleaseOrder {
    /// The numbers of `v1.2.3-rc.1` (`[1, 2, 3]`) and its pre-release (`rc.1`); nil when the name holds no number.
    package static func parts(of name: String) -> (numbers: [Int], prerelease: String?)? {
        let start = name.firstIndex(where: \.isNumber) ?? name.endIndex
        guard start < name.endIndex else { return nil }
        let rest = name[start...]
        let core = rest.prefix { $0.isNumber || $0 == "." }
        let numbers = core.split(separator: ".").compactMap { Int($0) }
        guard !numbers.isEmpty else { return nil }
        let after = rest.dropFirst(core.count)
        let prerelease = after.first == "-" ? String(after.dropFirst().prefix { $0 != "+" }) : nil
        return (numbers, prerelease)
    }

    /// Whether release `a` comes before release `b`.
    package static func precedes(_ a: (name: String, time: Int64), _ b: (name: String, time: Int64)) -> Bool {
        guard let one = parts(of: a.name), let two = parts(of: b.name) else {
            return a.time != b.time ? a.time < b.time : a.name < b.name
        }
        let width = max(one.numbers.count, two.numbers.count)
        let left = one.numbers + Array(repeating: 0, count: width - one.numbers.count)
        let right = two.numbers + Array(repeating: 0, count: width - two.numbers.count)
        if left != right { return left.lexicographicallyPrecedes(right) }
        switch (one.prerelease, two.prerelease) {
        case (nil, nil): return a.name < b.name
        case (nil, _): return false
        case (_, nil): return true
        case (let x?, let y?): return prereleasePrecedes(x, y) || (x == y && a.name < b.name)
        }
    }

    /// Semantic Versioning §11.4: identifiers compared one by one, numbers numerically and before words.
    private static func prereleasePrecedes(_ x: String, _ y: String) -> Bool {
        let left = x.split(separator: "."), right = y.split(separator: ".")
        for (l, r) in zip(left, right) where l != r {
            switch (Int(l), Int(r)) {
            case (let a?, let b?): return a < b
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return l < r
            }
        }
        return left.count < right.count
    }
}
