import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit

/// What HEAD changes compared with BASE: tokens per theme, the cells they reach, the checks whose result moved, the
/// problems found and the version bump. Markdown, JSON, SARIF and HTML are renderings of this one value.
public struct SiteDiff: Hashable, Sendable, Codable {
    /// Bumped when the JSON shape changes incompatibly.
    public static let schemaVersion = 2

    public var schemaVersion = SiteDiff.schemaVersion
    public var base: DiffSide
    public var head: DiffSide
    /// One entry per system and theme that has token changes, in system then theme order.
    public var tokens: [TokenDiff]
    /// Every cell whose rendering changed, in matrix order.
    public var cells: [CellChange]
    /// Every check whose result changed: new failures, then fixed, then moved.
    public var checks: [CheckChange]
    public var problems: [DiffProblem]
    public var bump: VersionBump
    /// What the diff says beside its findings, plainly (BASE had no content folder).
    public var notes: [String]
    /// Cells whose values changed while nothing drawn did (a focus ring's color in a state without a ring): listed
    /// apart, never counted as looking different.
    public var valueOnlyCells: [CellChange] = []
    /// New failures that the baseline accepts (`--baseline`): shown as accepted, never counted as new errors.
    public var accepted: [CheckChange] = []

    /// One side as the report names it.
    public struct DiffSide: Hashable, Sendable, Codable {
        /// As given on the command line: `origin/main`, `HEAD`, `../old-site/Content`.
        public var name: String
        /// `revision main (3f2a9c1)`, `folder ../old-site/Content`.
        public var description: String
        /// The commit's full id, for a revision.
        public var commit: String?

        public init(name: String, description: String, commit: String? = nil) {
            self.name = name
            self.description = description
            self.commit = commit
        }
    }

    public var newFailures: [CheckChange] { checks.filter { $0.kind == .newFailure } }
    public var fixed: [CheckChange] { checks.filter { $0.kind == .fixed } }
    public var moved: [CheckChange] { checks.filter { $0.kind == .moved } }
    public var errors: [DiffProblem] { problems.filter { $0.severity == .error } }

    /// Distinct token paths that changed in any way, across systems and themes.
    public var changedTokenCount: Int {
        var keys: Set<String> = []
        for diff in tokens {
            var paths: [TokenPath] = diff.added.map(\.path)
            paths += diff.removed.map(\.path)
            paths += diff.renamed.map(\.from)
            paths += diff.changed.map(\.path)
            paths += diff.deprecationsAdded.map(\.path)
            paths += diff.deprecationsRemoved.map(\.path)
            for path in paths { keys.insert("\(diff.system) \(path)") }
        }
        return keys.count
    }

    /// Nothing differs.
    public var isEmpty: Bool { tokens.isEmpty && cells.isEmpty && valueOnlyCells.isEmpty && checks.isEmpty && problems.isEmpty && accepted.isEmpty }

    /// Something changed, but no value, cell or check: descriptions, moves, rewrites to an equal value.
    public var isInvisible: Bool {
        !isEmpty && changedTokenCount == 0 && cells.isEmpty && valueOnlyCells.isEmpty && checks.isEmpty && problems.isEmpty && accepted.isEmpty
    }

    /// 1 when HEAD adds a failing error check or removes a token badly (see `DiffProblem`), else 0.
    public var exitStatus: Int32 { errors.isEmpty && !checks.contains(where: \.isNewError) ? 0 : 1 }

    /// One line: the verdict, then the counts, with a ✅ or ❌ in front.
    public var verdict: String {
        if isEmpty { return plainVerdict }
        return (exitStatus == 0 ? "✅ " : "❌ ") + plainVerdict
    }

    /// The verdict without its symbol, for places with no emoji font.
    public var plainVerdict: String {
        if isEmpty { return "No change: the tokens, cells and checks of HEAD are those of BASE." }
        if isInvisible {
            let quiet = tokens.map(\.quietCount).reduce(0, +)
            return "No visible change: HEAD's tokens resolve to BASE's values and every cell is drawn the same; "
                + "\(quiet) change\(quiet == 1 ? "" : "s") of text (descriptions, files, written values) are folded below."
        }
        let failing = checks.filter(\.isNewError).count + errors.count
        let head = failing > 0 ? "\(failing) new error\(failing == 1 ? "" : "s")" : "No new error"
        let themes = Set(tokens.map { "\($0.system)/\($0.theme)" }).count
        var parts = ["\(changedTokenCount) token\(changedTokenCount == 1 ? "" : "s") changed in \(themes) theme\(themes == 1 ? "" : "s")"]
        parts += ["\(cells.count) cell\(cells.count == 1 ? "" : "s") look\(cells.count == 1 ? "s" : "") different",
                  "\(newFailures.count) new failure\(newFailures.count == 1 ? "" : "s")", "\(fixed.count) fixed"]
        if !accepted.isEmpty { parts.append("\(accepted.count) accepted by the baseline") }
        parts.append("bump: \(bump.level.rawValue)")
        return head + " · " + parts.joined(separator: " · ")
    }
}
