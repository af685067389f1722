import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenChecks
import DocGenMarkdown

/// Everything a build knows, handed from step to step: load → parse → resolve → matrix → check → render → write.
public struct BuildContext: Sendable {
    public let configuration: BuildConfiguration
    /// Where the content's bytes come from: the work tree, or a git revision for `docgen diff`.
    public let files: any FileSource
    public var site = SiteConfiguration()
    public var templates = TemplateSet()
    public var directives: DirectiveRegistry
    /// What the pages are drawn from: pages, systems, findings, the measurer, the links between pages.
    public var model: SiteModel
    /// The raw-HTML policy `pages` were parsed under: a preview rebuild keeps an unchanged page only under the same.
    public var pagesRawHTML: RawHTMLPolicy?
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
    /// The capabilities plugged into this build (a versioned site's changelog and version menu), in the order
    /// registered (`register(_:)`).
    public private(set) var extensions: [any BuildExtension] = []

    /// The Markdown sources, sorted by path. Setting them maps each to its page, for link rewriting.
    public var sources: [SourceFile] = [] {
        didSet {
            model.contentLinks = ContentLinkResolver(outputPaths: Dictionary(uniqueKeysWithValues: sources.map {
                ($0.relativePath, SitePaths.outputPath(forContentPath: $0.relativePath))
            }))
        }
    }
    /// Content path → output path for every Markdown source, made once when the sources are set.
    public var contentLinks: ContentLinkResolver { model.contentLinks }

    /// The pages, parsed from `sources` (`model.pages`).
    public var pages: [Page] {
        get { model.pages }
        _modify { yield &model.pages }
        set { model.pages = newValue }
    }
    /// The design systems of the content (`model.systems`), sorted by folder.
    public var systems: [DesignSystem] {
        get { model.systems }
        _modify { yield &model.systems }
        set { model.systems = newValue }
    }
    /// Every check of every cell (`model.findings`), passed or not, in `FindingsReport` order.
    public var findings: [Finding] {
        get { model.findings }
        _modify { yield &model.findings }
        set { model.findings = newValue }
    }
    /// The label measurer (`model.measurer`), once the fonts are loaded.
    public var measurer: TextMeasurer? {
        get { model.measurer }
        set { model.measurer = newValue }
    }

    /// The limits in force: the defaults, raised by `site.yaml`'s `limits:`, raised by `--limit`.
    public var limits: InputLimits { site.limits.overridden(by: configuration.tokenFormat.limits) }

    /// How token files are read, with the limits in force.
    public var tokenFormat: TokenFormatOptions {
        var options = configuration.tokenFormat
        options.limits = limits
        return options
    }

    /// `files` defaults to the work tree, read inside the configuration's folders only; `directives` to the site
    /// generator's own parts (a caller adds the parts of the capabilities it plugs in).
    public init(configuration: BuildConfiguration, directives: DirectiveRegistry = .site, files: (any FileSource)? = nil) {
        self.configuration = configuration
        self.files = files ?? WorkTreeFileSource(confinement: configuration.confinement)
        self.directives = directives
        model = SiteModel(touchTargetMinimum: configuration.checks.touchTargetMinimum)
    }

    /// Plugs `extension` into the build: its parts join the registry, its values every page's template.
    public mutating func register(_ extension: any BuildExtension) {
        extensions.append(`extension`)
        for part in `extension`.parts { directives.register(part) }
    }

    /// The link rewriting for Markdown written in `page`.
    public func linkResolver(from page: Page) -> CommonMarkParser.LinkResolver { model.linkResolver(from: page) }
}

extension DirectiveRegistry {
    /// The parts of the site generator itself; `standard` adds those of the capabilities built on it.
    public static var site: DirectiveRegistry {
        DirectiveRegistry([TablePart(), TokensPart(), MatrixPart(), TextSizesPart(), GalleryPart(), ChecksPart(), ComparePart(),
                           DiagramPart(.anatomy), DiagramPart(.spec)])
    }
}
