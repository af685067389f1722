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
        ParallelMap.map(matrix.cells, threads: threads) { cell in
            File(path: path(of: cell),
                 contents: ButtonSVG.file(cell, geometry: ButtonGeometry(cell: cell, measurer: measurer), measurer: measurer))
        }
    }
}
