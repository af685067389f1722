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

    /// `primary / medium`, then each axis whose covered cells share one value (`primary / medium / dark` when the
    /// finding was split by theme); a cell-level finding's cell path.
    public var scopePath: String {
        guard !covers.isEmpty else { return cell.path }
        return ([cell.variant, cell.size] + sharedAxes()).joined(separator: " / ")
    }

    /// `4 states × 2 themes`: the axes along which the covered cells differ, counted; empty for one cell.
    public var coverageDescription: String {
        guard covers.count > 1 else { return "" }
        func count(_ values: [String], _ noun: String) -> String? {
            let distinct = Set(values).count
            return distinct > 1 || noun == "state" ? "\(distinct) \(noun)\(distinct == 1 ? "" : "s")" : nil
        }
        return [count(covers.map(\.state), "state"), count(covers.map(\.theme), "theme"),
                count(covers.compactMap(\.surface), "surface")].compactMap { $0 }.joined(separator: " × ")
    }

    /// `primary / medium (4 states × 2 themes)`, or the cell's path.
    public var scopeDescription: String {
        isGrouped ? "\(scopePath) (\(coverageDescription))" : scopePath
    }

    /// Segments for `system component a/b/c` descriptions: the scope's path without spaces.
    var scopeSegments: [String] {
        guard !covers.isEmpty else { return cell.segments }
        return [cell.variant, cell.size] + sharedAxes()
    }

    /// Theme and surface when every covered cell has the same one (a state is never shared by a group).
    private func sharedAxes() -> [String] {
        var axes: [String] = []
        if covers.count == 1 { axes.append(cell.state) }
        if Set(covers.map(\.theme)).count == 1 { axes.append(cell.theme) }
        if let surface = cell.surface, Set(covers.map(\.surface)).count == 1 { axes.append(surface) }
        return axes
    }
}
