import DocGenSupport
import DocGenYAML


/// Stable, unique ids for a page's headings: `Touch target (44 pt)` → `touch-target-44-pt`.
public enum HeadingIDs {
    /// Ids the page layout itself uses; a heading never takes one of them.
    public static let reserved: Set<String> = ["main", "top", "site-nav", "page-toc"]

    public static func make(for headings: [MarkdownHeading]) -> [String] {
        var used = reserved
        return headings.map { heading in
            let base = slug(heading.text)
            var candidate = base
            var counter = 1
            while used.contains(candidate) {
                candidate = "\(base)-\(counter)"
                counter += 1
            }
            used.insert(candidate)
            return candidate
        }
    }

    /// Lowercased letters and digits, runs of anything else collapsed into one `-`.
    public static func slug(_ text: String) -> String {
        text.utf8.allSatisfy({ $0 < 0x80 }) ? asciiSlug(text) : characterSlug(text)
    }

    /// `slug` character by character, for text beyond ASCII.
    package static func characterSlug(_ text: String) -> String {
        var slug = ""
        var pendingDash = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                slug.append(character)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "section" : slug
    }

    /// `slug` for ASCII text, byte by byte: the letters are A to Z and the digits 0 to 9.
    private static func asciiSlug(_ text: String) -> String {
        var slug: [UInt8] = []
        slug.reserveCapacity(text.utf8.count)
        var pendingDash = false
        for byte in text.utf8 {
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            if (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9")) {
                if pendingDash, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                slug.append(lower)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "section" : String(decoding: slug, as: UTF8.self)
    }
}
