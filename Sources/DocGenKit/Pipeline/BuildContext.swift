import ButtonModel
import DesignTokens
import DocGenSupport

/// Everything a build knows, handed from step to step: load → parse → resolve → matrix → check → render → write.
public struct BuildContext: Sendable {
    public let configuration: BuildConfiguration
    /// Where the content's bytes come from: the work tree, or a git revision for `docgen diff`.
    public let files: any FileSource
    public var site = SiteConfiguration()
    public var templates = TemplateSet()
    public var directives: DirectiveRegistry
    public var pages: [Page] = []
    /// The raw-HTML policy `pages` were parsed under: a preview rebuild keeps an unchanged page only under the same.
    public var pagesRawHTML: RawHTMLPolicy?
    /// The design systems of the content (folders with a `system.yaml`), sorted by folder.
    public var systems: [DesignSystem] = []
    /// Every check of every cell, passed or not, in `FindingsReport` order.
    public var findings: [Finding] = []
    /// Measures labels with the fonts the site ships (`Public/fonts`), once the matrices are computed.
    public var measurer: TextMeasurer?
    /// The font files design systems name, served with the site for inline pictures.
    public var systemFonts = SystemFontFaces()
    /// Errors and warnings about the input, collected across steps.
    public var diagnostics: [Diagnostic] = []
    /// What the site will contain, by site path.
    public var output = SiteOutput()
    /// The documents of each rendered page's generated parts, in page order, by the page's output path: what the
    /// page's Markdown twin prints again and the search index reads what they show from.
    public var partDocuments: [String: [any PartDocument]] = [:]
    /// The site paths each step added to `output`, by step name: what a rebuild that runs the step again takes away
    /// first.
    public var outputsByStep: [BuildStep.ID: Set<String>] = [:]
    /// The build cache, when the build uses one: what lets a step reuse what an earlier build computed from the same
    /// inputs.
    public var cache: CacheSession?
    /// What writing the site did (files written, linked unchanged, gone), once it is written.
    public var siteWrite: SiteWriteReport?
    /// Every file and folder the loaders read, and what each feeds: what a preview rebuild and its watcher go by.
    public var reads = ReadRecord()
    /// The releases up to this one and what changed in each, when the site is versioned (`docgen build --versions`):
    /// what the `changelog` part shows.
    public var changelog: Changelog?
    /// The versions of a versioned site and the pages each has: what every page's version menu and banner show.
    public var versionMenu: VersionMenu?

    /// The Markdown sources, sorted by path. Setting them maps each to its page, for link rewriting.
    public var sources: [SourceFile] = [] {
        didSet {
            contentLinks = ContentLinkResolver(outputPaths: Dictionary(uniqueKeysWithValues: sources.map {
                ($0.relativePath, SitePaths.outputPath(forContentPath: $0.relativePath))
            }))
        }
    }
    /// Content path → output path for every Markdown source, made once when the sources are set.
    public private(set) var contentLinks = ContentLinkResolver(outputPaths: [:])

    /// The limits in force: the defaults, raised by `site.yaml`'s `limits:`, raised by `--limit`.
    public var limits: InputLimits { site.limits.overridden(by: configuration.tokenFormat.limits) }

    /// How token files are read, with the limits in force.
    public var tokenFormat: TokenFormatOptions {
        var options = configuration.tokenFormat
        options.limits = limits
        return options
    }

    /// `files` defaults to the work tree, read inside the configuration's folders only.
    public init(configuration: BuildConfiguration, directives: DirectiveRegistry = .standard, files: (any FileSource)? = nil) {
        self.configuration = configuration
        self.files = files ?? WorkTreeFileSource(confinement: configuration.confinement)
        self.directives = directives
    }

    /// The link rewriting for Markdown written in `page`.
    public func linkResolver(from page: Page) -> CommonMarkParser.LinkResolver {
        contentLinks.cmarkResolver(fromContentPath: page.source.relativePath)
    }
}

extension DirectiveRegistry {
    /// Every part docgen ships.
    public static var standard: DirectiveRegistry {
        DirectiveRegistry([TablePart(), TokensPart(), MatrixPart(), TextSizesPart(), GalleryPart(), ChecksPart(), ComparePart(),
                           DiagramPart(.anatomy), DiagramPart(.spec),
                           ChangelogPart()])
    }
}
