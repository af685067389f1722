import ButtonModel
import DocGenKit

extension SiteDiff {
    /// GitHub's comment limit is 65,536 characters; the report keeps a margin.
    public static let markdownLimit = 60_000
    /// The hidden first line a workflow finds its own comment by.
    public static let marker = "<!-- docgen-diff -->"

    /// The pull-request comment: the verdict with counts, new failures and errors, then the tables, long lists
    /// folded in `<details>`. Within `limit` characters: tables are shortened first (rows beyond a bound are
    /// counted, not listed), then the text is cut at a line with a note that points to `fullReport`.
    public func markdown(limit: Int = SiteDiff.markdownLimit,
                         fullReport: String = "the job summary, or `docgen diff --format json`") -> String {
        for rows in [Int.max, 100, 25, 5] {
            let text = DiffMarkdown(diff: self, rowLimit: rows, fullReport: fullReport).render()
            if text.count <= limit { return text }
        }
        let text = DiffMarkdown(diff: self, rowLimit: 5, fullReport: fullReport).render()
        let note = "\n\n> ✂️ The report is cut here to stay within \(limit) characters: the full report is in \(fullReport).\n"
        var cut = String(text.prefix(limit - note.count - 40))
        if let newline = cut.lastIndex(of: "\n") { cut = String(cut[..<newline]) }
        let open = cut.components(separatedBy: "<details").count - cut.components(separatedBy: "</details>").count
        return cut + String(repeating: "\n</details>", count: max(open, 0)) + note
    }
}
