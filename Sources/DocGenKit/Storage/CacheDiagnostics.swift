import ButtonModel
import DesignTokens
import DocGenSupport

/// What a build says of its cache: a cache folder it cannot use, and a record, drawings archive or site manifest it
/// set aside. These speak of one build, so a build the cache stands for does not print them again.
package enum CacheDiagnostics {
    /// The codes below start with it.
    package static let prefix = "cache."

    /// True for a diagnostic of the cache itself, which a cached summary does not keep.
    package static func isAboutTheCache(_ diagnostic: Diagnostic) -> Bool { diagnostic.code.hasPrefix(prefix) }

    /// `path` (the cache, or one of its folders) is a link or not a folder: the build neither reads nor writes the cache.
    package static func unusableFolder(_ path: String, linkTarget: String?) -> Diagnostic {
        let what = linkTarget.map { "is a symbolic link (to \($0))" } ?? "is not a folder"
        return Diagnostic(severity: .warning, location: SourceLocation(file: path), code: "cache.not-a-folder",
                          message: "The build cache folder \(path) \(what); docgen keeps its cache only in real folders, so this build neither reads nor writes it.",
                          hint: "Remove \(path) (the cache is safe to delete), or build with --no-cache.")
    }

    /// `what` at `path` was set aside for `reason`; the build makes again what it held.
    package static func discarded(_ what: String, at path: String, _ reason: Discard) -> Diagnostic {
        Diagnostic(severity: .note, location: SourceLocation(file: path), code: "cache.discarded",
                   message: "docgen set aside \(what) \(path): \(reason); it builds what it held again.")
    }
}
