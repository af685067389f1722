import DesignTokens
import DocGenSupport

/// The limits of a component definition: how many cells its axes multiply to, how long a label may be.
extension InputLimits.Name {
    /// States × variants × sizes × themes of one component.
    package static let componentCells = InputLimits.Name("component-cells", default: 4_096,
                                                         what: "state-matrix cells (states × variants × sizes × themes)")
    /// Characters in one button label (each is drawn as outlines in every cell's picture).
    package static let labelLength = InputLimits.Name("label-length", default: 1_000, what: "characters in one button label")

    /// The limits of what the button model reads.
    package static let buttonModel: [InputLimits.Name] = [.componentCells, .labelLength]
}

extension InputLimits {
    package var componentCells: Int { self[.componentCells] }
    package var labelLength: Int { self[.labelLength] }
}
