import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit
import DocGenChecks

/// A problem the diff itself finds in HEAD: a token removed without deprecation, or removed while content still names it.
public struct DiffProblem: Hashable, Sendable, Codable {
    public enum Code: String, Hashable, Sendable, Codable {
        /// Removed without having been deprecated in BASE (nor announced in `token-renames.json`).
        case removedUndeprecated = "diff.removed-undeprecated"
        /// Removed while HEAD's content still names it.
        case removedReferenced = "diff.removed-referenced"
        /// Removed after a deprecation or an announcement: fine, reported for the record.
        case removedAnnounced = "diff.removed-announced"
    }

    public var code: Code
    @FindingSeverityName public var severity: Diagnostic.Severity
    public var system: String
    public var path: TokenPath
    /// The themes where it happens.
    public var themes: [String]
    public var message: String
    public var hint: String
    /// Where the token was defined in BASE, or where HEAD still names it.
    public var location: SourceLocation

    package static func removal(_ removal: TokenRemoval, system: String, themes: [String]) -> DiffProblem {
        let path = removal.path
        if let reference = removal.references.first {
            return DiffProblem(code: .removedReferenced, severity: .error, system: system, path: path, themes: themes,
                               message: "\(path) was removed, but content still names it (\(removal.references.count) place\(removal.references.count == 1 ? "" : "s")).",
                               hint: "Point \(reference.description) at another token, or keep \(path) (deprecated) until nothing names it.",
                               location: reference)
        }
        if !removal.before.deprecated, removal.announced == nil {
            return DiffProblem(code: .removedUndeprecated, severity: .error, system: system, path: path, themes: themes,
                               message: "\(path) was removed without having been deprecated.",
                               hint: "Deprecate it first (\"$deprecated\": \"Use …\") and remove it in a later release, or list it under \"removed\" in \(TokenRenameMap.fileName).",
                               location: removal.before.location)
        }
        return DiffProblem(code: .removedAnnounced, severity: .note, system: system, path: path, themes: themes,
                           message: "\(path) was removed" + (removal.announced.map { ": \($0)" } ?? " after its deprecation."),
                           hint: "Nothing to do: its users were told.", location: removal.before.location)
    }
}
