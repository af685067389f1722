import DesignTokens
import DocGenSupport

/// A design system's `system.yaml`: its name and where its tokens and components are.
///
/// ```yaml
/// name: Backbase Design System
/// platform: UIKit
/// tokens:
///   resolver: tokens/backbase.resolver.json   # or: files: [tokens/base.tokens.json, tokens/button.tokens.json]
///   contextValues: { org.primer.overrides: theme }   # $extensions keyed by the contexts of a modifier
///   build: dist/tokens.css      # the team's build output: its values win (or { light: …, dark: … }, see TokenBuildSetting)
/// components:
///   - button.component.yaml
/// primaryVariant: primary
/// fonts:                        # the files of the families its typography tokens name (default: the built-in Inter)
///   Roboto: [fonts/Roboto-Regular.ttf, fonts/Roboto-Medium.ttf]
/// ```
/// Paths are relative to the folder holding `system.yaml`.
public struct SystemManifest: Hashable, Sendable {
    public var name: String
    public var platform: String?
    /// A resolver file, relative to the system's folder.
    public var tokenResolver: String?
    /// Token files merged in order, when there is no resolver: files, folders (every token file below) or globs.
    public var tokenFiles: [String]
    /// Where each entry of `tokenFiles` is written, for errors.
    public var tokenFileLocations: [SourceLocation] = []
    /// Extension name → resolver modifier: `$extensions[name]` holds a token's values per context of that modifier
    /// (`contextValues:` under `tokens:`; `--context-values` adds to it and wins).
    public var tokenContextValues: [String: String] = [:]
    /// Modifier → the one context the site shows of it (`contexts:` under `tokens:`): a resolver's modifier that does
    /// not change the Button (Swiss Post's `Device`) fixed, so that the site draws the others' every context.
    public var tokenContexts: [String: String] = [:]
    /// The team's build output (`build:` under `tokens:`), whose values the tokens take.
    public var tokenBuild: TokenBuildSetting?
    /// Component definition files.
    public var components: [String]
    /// The variant that stands for the system where one button is shown (the home page's gallery row); the first
    /// variant when unset.
    public var primaryVariant: String?
    /// Where `primaryVariant` is written, for errors.
    public var primaryVariantLocation: SourceLocation?
    /// Where `system.yaml` is, for errors.
    public var location: SourceLocation
    /// Family → font files (paths as the user sees them), for measuring and drawing labels set in that family.
    public var fonts: [String: [String]] = [:]

    public init(name: String, platform: String? = nil, tokenResolver: String? = nil, tokenFiles: [String] = [], components: [String] = [],
                location: SourceLocation) {
        self.name = name
        self.platform = platform
        self.tokenResolver = tokenResolver
        self.tokenFiles = tokenFiles
        self.components = components
        self.location = location
    }
}

/// One design system of the site: a folder of the content with a `system.yaml`.
public struct DesignSystem: Hashable, Sendable {
    /// The folder's path in the content folder (`backbase`), also the system's id in findings.
    public var id: String
    /// The folder as the user sees it (`Content/backbase`).
    public var directory: String
    public var manifest: SystemManifest
    /// Every permutation of its tokens (one per theme), resolved.
    public var tokenSets: [TokenSet] = []
    /// Its token files as written, recorded by the loader: what `docgen diff` compares written values and finds
    /// references by.
    public var writtenTokens = WrittenTokens()
    /// Its component definitions as read, in the order `system.yaml` lists them (those that parsed).
    public var components: [ComponentDefinition] = []
    /// The tokens named by its definitions that read with errors: still in use, so that an error in one of them is
    /// reported in the same run as the definition's (`TokenDemand`).
    public var tokensNamedByInvalidComponents: [TokenPath] = []
    /// Its components' state matrices, in the order `system.yaml` lists the components.
    public var matrices: [StateMatrix] = []
    /// What loading its tokens said (assumptions, tokens left out, errors), as the loader collected it: the site's
    /// "How these values were read" panel reports these, never a second reading of the files.
    public var tokenDiagnostics: [Diagnostic] = []
    /// The renames the system declares in `token-renames.json`, read with its tokens: what a token table names as the
    /// replacement of a deprecated token.
    public var tokenRenames: [TokenPath: TokenPath] = [:]
    /// What loading its fonts said (substitutions, unreadable files).
    public var fontDiagnostics: [Diagnostic] = []

    public init(id: String, directory: String, manifest: SystemManifest) {
        self.id = id
        self.directory = directory
        self.manifest = manifest
    }

    /// The path of a file named in `system.yaml`, as the user sees it.
    public func path(_ relative: String) -> String { FileTree.join(directory, relative) }
}
