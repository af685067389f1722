import DesignTokens
import DocGenSupport

extension StateCell {
    /// The cell's layout as it was laid out once (see `ButtonGeometry`): what checks, pictures, JSON, diagrams, pages
    /// and the diff read. A cell read before it is laid out is a mistake of the code that reads it, not of the input:
    /// the build lays every cell out before any step reads one.
    package var geometry: ButtonGeometry {
        guard let layout else {
            preconditionFailure("\(reference.component) \(title) is read before it is laid out: lay its matrix out first (StateMatrix.laidOut).")
        }
        return layout
    }

    /// The cell with its layout, its texts measured with the fonts of `measurer` that set its label.
    package func laidOut(with measurer: TextMeasurer) -> StateCell {
        var cell = self
        cell.layout = ButtonGeometry(cell: self, measurer: measurer)
        return cell
    }
}
