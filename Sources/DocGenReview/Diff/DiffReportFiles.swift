import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit

/// Every rendering of one diff as the files of a report folder, so that one `docgen diff` run serves a pull request:
/// `diff.md` (the comment), `summary.md` (the job summary, up to GitHub's 1 MiB), `diff.json`, `diff.sarif`,
/// `annotations.txt` (workflow commands for what the change adds), `changeset.md` (a Changesets entry, when the project
/// names its package) and, when the cells were drawn, `html/`. Each file
/// holds what the single-format run prints (`--format markdown|json|sarif`, `--max-characters`).
public enum DiffReportFiles {
    public static let commentFile = "diff.md"
    public static let summaryFile = "summary.md"
    public static let jsonFile = "diff.json"
    public static let sarifFile = "diff.sarif"
    public static let annotationsFile = "annotations.txt"
    public static let changesetFile = "changeset.md"
    /// GitHub's job summary takes 1 MiB per step; the summary keeps a margin.
    public static let summaryLimit = 1_000_000
    public static let fullReport = "the docgen-diff artifact"

    /// The report folder's files for a diff; `commentLimit` is the comment's `--max-characters`.
    public static func files(_ diff: SiteDiff, commentLimit: Int = SiteDiff.markdownLimit, html: Bool,
                             changesetPackage: String? = nil) -> [(path: String, contents: String)] {
        var files: [(path: String, contents: String)] = [
            (commentFile, diff.markdown(limit: commentLimit)),
            (summaryFile, diff.markdown(limit: summaryLimit, fullReport: fullReport)),
            (jsonFile, diff.json()),
            (sarifFile, diff.sarif(toolVersion: DocGenVersion.current)),
            (annotationsFile, diff.githubAnnotations()),
        ]
        if let changesetPackage { files.append((changesetFile, diff.changeset(package: changesetPackage))) }
        if html { files += diff.htmlFiles().map { ("html/\($0.path)", $0.contents) } }
        return files
    }

    /// The report folder's files when a side could not be compared: the comment and the summary say so with each
    /// error, and each error with a place is an annotation there.
    public static func files(_ error: DiffInputError, commentLimit: Int = SiteDiff.markdownLimit) -> [(path: String, contents: String)] {
        [(commentFile, error.markdown(limit: commentLimit)), (summaryFile, error.markdown(limit: summaryLimit)),
         (annotationsFile, error.githubAnnotations())]
    }

    /// Writes `files` into `directory` as a site is written (`SiteWriter`): staged and swapped in whole, refusing a
    /// non-empty folder that docgen did not write and any of `protectedPaths`.
    public static func write(_ files: [(path: String, contents: String)], to directory: String, protectedPaths: [String] = []) throws {
        var output = SiteOutput()
        for file in files {
            try output.add(file.path, text: file.contents, origin: SourceLocation(file: directory))
        }
        try SiteWriter(destination: directory, protectedPaths: protectedPaths, option: "--output-dir").write(output)
    }
}
