import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit

/// Why a git revision could not be read. The description says what to do.
public struct GitError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        /// The folder is not inside a git repository.
        case notARepository(String)
        /// The repository has no work tree, so folders cannot be placed in it.
        case bareRepository
        /// No commit, branch or tag of that name.
        case unknownRevision(String)
        /// The two revisions share no history.
        case noMergeBase(String, String)
        /// The folder lies outside the repository's work tree.
        case outsideRepository(String)
        /// The revision's folders nest deeper than the `nesting-depth` limit (the first folder past it).
        case tooDeep(String, limit: Int)
        /// libgit2 failed while reading objects.
        case readFailed(String)
    }

    public var reason: Reason

    public init(_ reason: Reason) { self.reason = reason }

    public var description: String {
        switch reason {
        case .notARepository(let folder):
            "\(folder) is not inside a git repository: run docgen diff in the repository, or compare two folders."
        case .bareRepository:
            "the repository has no work tree: run docgen diff in a clone with one."
        case .unknownRevision(let revision):
            "the repository has no revision '\(revision)': name a commit, branch or tag (git log --oneline shows them); fetch it first if it lives on a remote."
        case .noMergeBase(let base, let head):
            "'\(base)' and '\(head)' share no history, so there is no merge base: compare them without --merge-base."
        case .outsideRepository(let folder):
            "\(folder) lies outside the repository's work tree: name a content folder inside it with --content."
        case .tooDeep(let path, let limit):
            "the revision's folders nest more than \(limit) levels deep (at \(path)): \(InputLimits.advice(.nestingDepth))."
        case .readFailed(let message):
            "git objects could not be read: \(message)"
        }
    }
}
