import DesignTokens
import DocGenSupport

/// Which cell of which state matrix a finding is about.
public struct CellReference: Hashable, Sendable, Codable {
    public var system: String
    public var component: String
    public var variant: String
    public var size: String
    public var state: String
    public var theme: String
    /// The surface of the matrix's surface axis the cell is drawn on; `nil` for a definition without an axis, whose
    /// cells keep the names, ids and paths they had before axes existed.
    public var surface: String?

    public init(system: String, component: String, variant: String, size: String, state: String, theme: String,
                surface: String? = nil) {
        self.system = system
        self.component = component
        self.variant = variant
        self.size = size
        self.state = state
        self.theme = theme
        self.surface = surface
    }

    /// Theme, then the surface when there is one: `dark` or `dark / dark-scheme`.
    public var themeAndSurface: String { surface.map { "\(theme) / \($0)" } ?? theme }

    /// `primary / medium / pressed / dark`, and ` / dark-scheme` on a surface of the axis.
    public var path: String { "\(variant) / \(size) / \(state) / \(themeAndSurface)" }

    /// What names a cell in ids and file names: variant, size, state, theme, and the surface when there is one.
    public var segments: [String] { [variant, size, state, theme] + (surface.map { [$0] } ?? []) }
}

/// A token that a finding's value came from, and where it is defined.
public struct TokenReference: Hashable, Sendable, Codable {
    /// What the token gave the cell: `foreground`, `background`, `border`, `height`, …
    public var role: String
    public var path: TokenPath
    public var location: SourceLocation

    public init(role: String, path: TokenPath, location: SourceLocation) {
        self.role = role
        self.path = path
        self.location = location
    }
}
