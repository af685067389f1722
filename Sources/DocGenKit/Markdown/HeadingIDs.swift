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
}
