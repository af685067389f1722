import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit

/// A cell of a state matrix whose rendering differs between BASE and HEAD: the impact part of a `SiteDiff`.
public struct CellChange: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable { case changed, added, removed }

    public var cell: CellReference
    public var kind: Kind
    /// Each value that differs, in drawing order (colors, then dimensions, then the label).
    public var values: [CellValueChange]
    /// The changed tokens that reach this cell through the values' alias chains.
    public var causes: [TokenPath]
    /// Every check of the cell on each side, for the visual report.
    public var checksBefore: [CheckResult]
    public var checksAfter: [CheckResult]
    /// The cell's standalone SVG on each side (`ButtonSVG.file`); not part of the JSON report.
    public var svgBefore: String?
    public var svgAfter: String?
    /// The surface each side's button sits on, as hex; not part of the JSON report.
    public var surfaceBefore: String?
    public var surfaceAfter: String?

    package enum CodingKeys: String, CodingKey { case cell, kind, values, causes, checksBefore, checksAfter }

    /// `orange · high / standard / enabled / dark`
    public var title: String {
        (cell.system.isEmpty ? "" : "\(cell.system) · ") + cell.path
    }
}
