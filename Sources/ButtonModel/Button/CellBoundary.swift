import DesignTokens
import DocGenSupport

/// Which part of the button draws its boundary against the surface: the border, or the fill where no border shows.
public enum CellBoundary: String, Hashable, Sendable, Codable {
    case border, fill
}

/// What a focus ring's pixels cover when the button is not focused.
public enum RingBeneath: String, Hashable, Sendable {
    case surface, border, fill
}
