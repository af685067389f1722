import ButtonModel
import DocGenSupport
import DesignTokens

/// How a finding names the cells it stands for: one cell, or a variant's size and the cells it covers.
extension Finding {
    /// The cells the finding is about: those it covers, or its own cell.
    public var coveredCells: [CellReference] { covers.isEmpty ? [cell] : covers }

    /// Every cell's findings, a finding that stands for several cells listed under each of them: what one cell's
    /// details show (its size passes or fails the touch target).
    public static func byCoveredCell(_ findings: [Finding]) -> [CellReference: [Finding]] {
        var result: [CellReference: [Finding]] = [:]
        for finding in findings {
            for cell in finding.coveredCells { result[cell, default: []].append(finding) }
        }
        return result
    }

    /// True for a finding that stands for several cells (a size-level rule's).
    public var isGrouped: Bool { covers.count > 1 }

    /// What the finding names: its cell, or its size and the cells it covers.
    public var scope: CellScope { CellScope(cell: cell, covers: covers) }

    /// `primary / medium`, then each axis whose covered cells share one value (`primary / medium / dark` when the
    /// finding was split by theme); a cell-level finding's cell path.
    public var scopePath: String { scope.path }

    /// `4 states × 2 themes`: the axes along which the covered cells differ, counted; empty for one cell.
    public var coverageDescription: String { scope.coverage }

    /// `primary / medium (4 states × 2 themes)`, or the cell's path.
    public var scopeDescription: String { scope.description }

    /// Segments for `system component a/b/c` descriptions: the scope's path without spaces.
    package var scopeSegments: [String] { scope.segments }
}

/// A cell, or a variant's size and the cells a finding or a check change about it covers, as reports name them.
public struct CellScope: Hashable, Sendable {
    public var cell: CellReference
    /// Every cell covered, the first one `cell`; empty for `cell` alone.
    public var covers: [CellReference]

    public init(cell: CellReference, covers: [CellReference]) {
        self.cell = cell
        self.covers = covers
    }

    /// `primary / medium`, then each axis whose covered cells share one value; the cell's path for one cell.
    public var path: String {
        guard !covers.isEmpty else { return cell.path }
        return segments.joined(separator: " / ")
    }

    /// `4 states × 2 themes`: the axes along which the covered cells differ, counted; empty for one cell.
    public var coverage: String {
        guard covers.count > 1 else { return "" }
        func count(_ values: [String], _ noun: String) -> String? {
            let distinct = Set(values).count
            return distinct > 1 || noun == "state" ? "\(distinct) \(noun)\(distinct == 1 ? "" : "s")" : nil
        }
        return [count(covers.map(\.size), "size"), count(covers.map(\.state), "state"), count(covers.map(\.theme), "theme"),
                count(covers.compactMap(\.surface), "surface")].compactMap { $0 }.joined(separator: " × ")
    }

    /// `primary / medium (4 states × 2 themes)`, or the cell's path.
    public var description: String {
        covers.count > 1 ? "\(path) (\(coverage))" : path
    }

    /// The path's parts: the variant, then each axis every covered cell shares (the size always for a size-level
    /// group; a state is never shared by a group); the cell's segments for one cell.
    package var segments: [String] {
        guard !covers.isEmpty else { return cell.segments }
        var axes = [cell.variant]
        if Set(covers.map(\.size)).count == 1 { axes.append(cell.size) }
        if covers.count == 1 { axes.append(cell.state) }
        if Set(covers.map(\.theme)).count == 1 { axes.append(cell.theme) }
        if let surface = cell.surface, Set(covers.map(\.surface)).count == 1 { axes.append(surface) }
        return axes
    }
}
