import DocGenSupport
import DesignTokens

/// What a team's own build output defines, as read from one file or folder: for each scope it writes (a CSS
/// selector, an appearance of an asset catalog, a resource qualifier), its values by name.
///
/// Readers record what they read once (names, written values, places); mapping names to token paths and scopes to
/// resolver contexts comes after, from this record alone.
public struct BuildOutput: Hashable, Sendable {
    /// The file or folder as the user named it.
    public var file: String
    public var format: Format
    /// The scopes in the order the output writes them.
    public var scopes: [Scope]
    /// Every file read (an asset catalog is a folder of files): what a preview watches.
    public var files: [String]
    /// What the reader read but left out, doubted or could not read (a system color it cannot know, a reference to
    /// nothing, a JavaScript expression it does not evaluate), each a warning at its file and place; the values it
    /// did read are in `scopes`.
    public var warnings: [Diagnostic] = []

    public enum Format: String, Hashable, Sendable, Codable, CaseIterable {
        /// Custom properties of a stylesheet (`--pgn-color-primary: #0a3055;`).
        case css
        /// Style Dictionary's flat or nested JSON outputs (`{"ColorPrimary": "#0a3055"}`).
        case json
        /// Style Dictionary's JavaScript outputs (`module.exports = {…}`, `export const ColorPrimary = "#0a3055";`).
        case javascript
        /// An Xcode asset catalog's color sets (`*.xcassets/**/*.colorset/Contents.json`).
        case assetCatalog = "asset-catalog"
        /// Android resources (`res/values*/colors.xml`).
        case androidResources = "android-resources"
    }

    public init(file: String, format: Format, scopes: [Scope] = [], files: [String] = []) {
        self.file = file
        self.format = format
        self.scopes = scopes
        self.files = files
    }

    /// One scope of the output: the values that apply together.
    public struct Scope: Hashable, Sendable {
        /// How the output names the scope: `:root`, `[data-theme="dark"]`, `@media (prefers-color-scheme: dark) :root`,
        /// `luminosity=dark, contrast=high`, `values-night`; empty for an output with one scope.
        public var selector: String
        /// What the scope says about the appearance it stands for, in CSS's media feature terms where they apply
        /// (`prefers-color-scheme` → `dark`, `prefers-contrast` → `more`); empty for the default appearance.
        public var appearance: [String: String]
        /// The values in the order written.
        public var values: [BuiltValue]

        public init(selector: String, appearance: [String: String] = [:], values: [BuiltValue] = []) {
            self.selector = selector
            self.appearance = appearance
            self.values = values
        }
    }
}

/// One value of a build output, as written and where.
public struct BuiltValue: Hashable, Sendable {
    /// The name as the output writes it: `--pgn-color-primary-base`, `ColorPrimaryBase`, `Button/Primary/Fill`,
    /// `button_primary_fill`.
    public var name: String
    /// The value as written, after the output's own references are substituted (`var(--x)`, `@color/x`).
    public var text: String
    /// The color, when the reader decoded one itself (asset catalogs and Android resources write no CSS).
    public var color: Color?
    /// Where the value is written.
    public var location: SourceLocation
    /// What the reader assumed or converted, for the value's provenance (`Display P3, converted to sRGB`).
    public var note: String?

    public init(name: String, text: String, color: Color? = nil, location: SourceLocation, note: String? = nil) {
        self.name = name
        self.text = text
        self.color = color
        self.location = location
        self.note = note
    }
}
