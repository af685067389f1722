import DesignTokens
import DocGenSupport
import TokenBuilds

/// `tokens: { build: … }` in `system.yaml`: the team's build output, whose values win over docgen's reading of the
/// token files.
///
/// ```yaml
/// tokens:
///   build: dist/tokens.css                                  # one file (or folder) for every context
///   build: [styles/core/variables.css, styles/themes/light/variables.css]   # several, later ones win
///   build: { light: dist/light.css, dark: dist/dark.css }   # one per context value of the resolver
///   build:
///     file: dist/tokens.css
///     selectors: { dark: '[data-color-mode="dark"]' }      # the scope of a context, where the names do not say
///     nameRule: kebab                                       # how names map to paths (default: inferred)
///     prefix: pgn
/// ```
public struct TokenBuildSetting: Hashable, Sendable {
    /// Outputs read for every token set, in order: a later one wins for a name both define.
    public var files: [String] = []
    /// Context value → the outputs read for the token sets with that context, after `files`.
    public var contextFiles: [String: [String]] = [:]
    /// Context value → the selector of its scope in a stylesheet with several.
    public var selectors: [String: String] = [:]
    /// The style of the name rule; inferred from the names when unset.
    public var nameRule: BuildNameRule.Style?
    /// The prefix of the names (`pgn` for `--pgn-color-primary`); inferred with the style when unset.
    public var prefix: String?
    /// Where `build:` is written.
    public var location: SourceLocation

    public init(files: [String] = [], location: SourceLocation) {
        self.files = files
        self.location = location
    }

    /// Every output named, each once, in order.
    public var allFiles: [String] {
        var seen = Set<String>()
        return (files + contextFiles.keys.sorted().flatMap { contextFiles[$0] ?? [] }).filter { seen.insert($0).inserted }
    }
}
