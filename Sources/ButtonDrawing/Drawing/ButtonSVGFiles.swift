import ButtonModel
import DesignTokens
import DocGenSupport

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
        path(of: cell.reference)
    }

    /// The site path of the SVG of the cell `reference` names: where a site written from any revision keeps it, so
    /// a changelog can show a cell of an older release from that release's site.
    public static func path(of reference: CellReference) -> String {
        let name = reference.segments.dropFirst().map(ButtonSVG.safeSegment).joined(separator: "--")
        return "buttons/\(ButtonSVG.safeSegment(reference.system))/\(ButtonSVG.safeSegment(reference.variant))/\(name).svg"
    }

    /// One file per cell of a matrix whose cells are laid out, in matrix order (drawn on `threads` threads), each
    /// label drawn as glyph outlines of `measurer`'s fonts (see `ButtonSVG.Form.file`).
    public static func files(of matrix: StateMatrix, measurer: TextMeasurer, threads: Int = 1) -> [File] {
        ParallelMap.map(matrix.cells, threads: threads) { file(of: $0, measurer: measurer) }
    }

    /// One cell's file, drawn as the cell is laid out.
    public static func file(of cell: StateCell, measurer: TextMeasurer) -> File {
        File(path: path(of: cell), contents: ButtonSVG.file(cell, geometry: cell.geometry, measurer: measurer))
    }
}
