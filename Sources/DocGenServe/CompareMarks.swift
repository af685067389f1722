import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit
import Foundation
import DocGenReview
import ButtonDrawing

/// What `/_docgen/compare.json` tells a page under `--compare`: each changed token row and state-matrix cell, by
/// the element id the page gives it, with its values before and after (a cell's pictures too), and the one-line
/// summary the pill shows.
public struct CompareMarks: Codable, Hashable, Sendable {
    /// The revision compared with, as given (`main`), and as the diff names it (`revision main (3f2a9c1)`).
    public var base: String
    public var baseDescription: String
    /// `12 cells, 3 tokens differ from main`.
    public var summary: String
    public var tokens: [Mark]
    public var cells: [Mark]
    /// Why the work tree could not be compared, when it could not; the marks are then empty.
    public var problem: String?

    /// One marked element: a token row (`token-PATH`) or a cell (its matrix and gallery ids).
    public struct Mark: Codable, Hashable, Sendable {
        /// The ids the element may carry on a page; the first one a page has is marked.
        public var ids: [String]
        /// `changed`, `added`, `renamed` or `removed` (a removed token has no row to mark; the summary counts it).
        public var kind: String
        /// `color.button.primary` or `orange · primary / medium / enabled / light`.
        public var title: String
        public var values: [Value]
        /// A cell's standalone SVG as the base revision draws it and as the work tree does, for the popover to show
        /// before and after side by side; `nil` for a token, and on the side where the cell does not exist.
        public var pictureBefore: String?
        public var pictureAfter: String?
    }

    /// One value before and after: a theme's value of a token, or a cell's background, label, height…
    public struct Value: Codable, Hashable, Sendable {
        public var name: String
        public var before: String?
        public var after: String?
    }

    public init(base: String, baseDescription: String, diff: SiteDiff) {
        self.base = base
        self.baseDescription = baseDescription
        tokens = Self.tokenMarks(diff.tokens)
        cells = diff.cells.map { change in
            let cell = change.cell
            let ids = ["matrix", "gallery"].map { ButtonSVG.elementID(prefix: $0, reference: cell) }
            return Mark(ids: ids, kind: change.kind.rawValue, title: change.title,
                        values: change.values.map { Value(name: $0.name, before: $0.before, after: $0.after) },
                        pictureBefore: change.svgBefore, pictureAfter: change.svgAfter)
        }
        summary = Self.summary(cells: cells.count, tokens: tokens.count, base: base)
    }

    /// Marks nothing and says why: the work tree could not be compared with the base.
    public init(base: String, baseDescription: String, problem: String) {
        self.base = base
        self.baseDescription = baseDescription
        tokens = []
        cells = []
        summary = "Not compared with \(base)"
        self.problem = problem
    }

    static func summary(cells: Int, tokens: Int, base: String) -> String {
        if cells == 0 && tokens == 0 { return "No cell or token differs from \(base)" }
        let verb = cells + tokens == 1 ? "differs" : "differ"
        return "\(cells) cell\(cells == 1 ? "" : "s"), \(tokens) token\(tokens == 1 ? "" : "s") \(verb) from \(base)"
    }

    /// One mark per token path, its values one per theme it differs in.
    static func tokenMarks(_ diffs: [TokenDiff]) -> [Mark] {
        var marks: [Mark] = []
        var index: [String: Int] = [:]
        func add(_ path: TokenPath, _ kind: String, _ theme: String, _ before: String?, _ after: String?) {
            let value = Value(name: theme, before: before, after: after)
            if let at = index[path.description] { return marks[at].values.append(value) }
            index[path.description] = marks.count
            marks.append(Mark(ids: [TokenTableRenderer.anchor(for: path)], kind: kind, title: path.description, values: [value]))
        }
        for diff in diffs {
            let theme = diff.theme
            for change in diff.changed { add(change.path, "changed", theme, change.before.value, change.after.value) }
            for entry in diff.added { add(entry.path, "added", theme, nil, entry.state.value) }
            for rename in diff.renamed { add(rename.to, "renamed", theme, "\(rename.from): \(rename.before.value)", rename.after.value) }
            for removal in diff.removed { add(removal.path, "removed", theme, removal.before.value, nil) }
        }
        return marks
    }

    public var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }
}
