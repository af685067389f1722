import DesignTokens

/// The SVG of every cell as a file of the site: `buttons/<system>/<variant>/<size>--<state>--<theme>.svg`, and
/// `…--<theme>--<surface>.svg` for a cell on a surface of the matrix's surface axis.
public enum ButtonSVGFiles {
    public struct File: Hashable, Sendable {
        /// Site-relative path, made only of `[a-z0-9_-]` segments.
        public var path: String
        public var contents: String
    }

    /// The site path of one cell's SVG.
    public static func path(of cell: StateCell) -> String {
        let name = cell.reference.segments.dropFirst().map(ButtonSVG.safeSegment).joined(separator: "--")
        return "buttons/\(ButtonSVG.safeSegment(cell.reference.system))/\(ButtonSVG.safeSegment(cell.variant))/\(name).svg"
    }

    /// One file per cell, in matrix order (drawn on `threads` threads), each label drawn as glyph outlines (see `ButtonSVG.Form.file`).
    public static func files(of matrix: StateMatrix, measurer: TextMeasurer, threads: Int = 1) -> [File] {
        ParallelMap.map(matrix.cells, threads: threads) { file(of: $0, geometry: ButtonGeometry(cell: $0, measurer: measurer), measurer: measurer) }
    }

    /// One cell's file, its geometry laid out already.
    public static func file(of cell: StateCell, geometry: ButtonGeometry, measurer: TextMeasurer) -> File {
        File(path: path(of: cell), contents: ButtonSVG.file(cell, geometry: geometry, measurer: measurer))
    }
}
