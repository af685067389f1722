import ButtonModel
import DocGenKit
import DocGenMarkdown
import DocGenSupport

/// ```` ```docgen changelog ````: on a versioned site (`docgen build --versions`), the changelog's index, one row
/// per release; with `version=`, what that release changed since the one before it.
public struct ChangelogPart: DirectivePart {
    public let name = "changelog"
    public let summary = "On a versioned site: the releases, newest first, with their bump and counts; with version=, what one release changed since the one before it."
    public let parameters = [DirectiveParameter("version", "The release to show (a tag, or next); without it, the index of every release.")]
    public let takesBody = false
    public let showsEverySystem = true
    /// The releases up to the version being built and what changed in each; nil outside a versioned site, where the
    /// part says how to build one.
    public var changelog: Changelog?

    public init(changelog: Changelog? = nil) {
        self.changelog = changelog
    }

    public func document(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> any PartDocument {
        try changelogDocument(invocation, in: context)
    }

    /// The index of every release, or what one release changed.
    package func changelogDocument(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> ChangelogDocument {
        guard let changelog else {
            throw DirectiveError(reason: .unavailable("The 'changelog' part shows only on a versioned site: build it with `docgen build --versions` (or `versions:` in docgen.yaml)."),
                                 location: invocation.location)
        }
        let page = context.page.outputPath
        guard let version = invocation["version"] else {
            return ChangelogIndex(changelog: changelog, pageURL: { version in
                changelog.pagesRoot.isEmpty ? SitePaths.relativeURL(from: page, to: ChangelogPages.outputPath(of: version))
                    : context.page.rootPrefix + changelog.pagesRoot + ChangelogPages.outputPath(of: version)
            }, siteURL: { version in
                changelog.siteRoots[version].map { context.page.rootPrefix + $0 + "index.html" }
            }).document
        }
        guard let entry = changelog.entry(version) else {
            let known = changelog.entries.map(\.version)
            throw DirectiveError(reason: .invalidValue(argument: "version", value: version,
                                                       expected: known.isEmpty ? "a release, but the changelog has none" : "one of \(known.joined(separator: ", "))"),
                                 location: invocation.location)
        }
        let roots = changelog.siteRoots.mapValues { context.page.rootPrefix + $0 }
        return ChangelogRelease(entry: entry, roots: roots, firstRelease: entry.summary ?? (changelog.siteRoots[entry.version] == "" ? Self.firstRelease(context.site) : nil)).document
    }

    /// `First release: 42 tokens in 2 themes, 3 variants.`, counted in the site being built.
    package static func firstRelease(_ build: SiteModel) -> String {
        let tokens = Set(build.systems.flatMap { system in system.tokenSets.flatMap { $0.tokens.keys.map { "\(system.id) \($0)" } } }).count
        let themes = build.systems.map(\.tokenSets.count).reduce(0, +)
        let variants = build.systems.flatMap(\.components).map(\.variants.count).reduce(0, +)
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        return "First release: \(count(tokens, "token")) in \(count(themes, "theme")), \(count(variants, "variant"))."
    }
}

/// The changelog's document prints itself as a part: `ChangelogRenderer`'s HTML and Markdown of the same blocks. Its
/// pictures are files of the versions' own sites, not of the site being built: it declares none.
extension ChangelogDocument: PartDocument {
    package var shows: PartShows { PartShows() }

    package var html: String { ChangelogRenderer.html(self) }
    package var markdown: String { ChangelogRenderer.markdown(self) }
}
