import ButtonModel

/// The cells of a matrix by variant, size, state, theme and surface: a table or a gallery looks every cell up once,
/// where `StateMatrix.cell(…)` would read the whole matrix for each.
package struct CellIndex {
    private var cells: [[String]: StateCell] = [:]

    package init(_ matrix: StateMatrix) {
        for cell in matrix.cells where cells[Self.key(cell.variant, cell.size, cell.state, cell.theme, cell.surface)] == nil {
            cells[Self.key(cell.variant, cell.size, cell.state, cell.theme, cell.surface)] = cell
        }
    }

    package subscript(variant variant: String, size size: String, state state: String, theme theme: String, surface surface: String?) -> StateCell? {
        cells[Self.key(variant, size, state, theme, surface)]
    }

    private static func key(_ variant: String, _ size: String, _ state: String, _ theme: String, _ surface: String?) -> [String] {
        [variant, size, state, theme] + (surface.map { [$0] } ?? [])
    }
}
