import Mustache
import DocGenSupport
import DesignTokens
import ButtonModel
import DocGenKit

/// What a versioned site (`docgen build --versions`) plugs into the build of each of its versions: the `changelog`
/// part with the releases up to the version, every page's version menu and banner, and a system page's link to what
/// changed in this version.
public struct VersionedSiteExtension: BuildExtension {
    /// The version being built, and the pages each version has: what the menu and banner show.
    public var menu: VersionMenu
    /// The releases and what changed in each: what the `changelog` part shows.
    public var changelog: Changelog

    public init(menu: VersionMenu, changelog: Changelog) {
        self.menu = menu
        self.changelog = changelog
    }

    public var parts: [any DirectivePart] { [ChangelogPart(changelog: changelog)] }

    public func templateValues(for page: Page, root: String) -> [String: TemplateValue] {
        ["versions": menu.templateValue(forPage: page.outputPath, root: root)]
    }

    /// A system's page links to what changed in this version, on the changelog at the site's root.
    public func pageValues(for page: Page, system: DesignSystem?, root: String) -> [String: TemplateValue] {
        guard system != nil else { return [:] }
        return ["changelog": .object(["version": .text(menu.version.name), "url": .text(root + menu.changelogPath)])]
    }
}

extension DirectiveRegistry {
    /// Every part docgen ships: the site generator's, and the changelog of a versioned site (which, outside one, says
    /// how to build one).
    public static var standard: DirectiveRegistry {
        var registry = DirectiveRegistry.site
        registry.register(ChangelogPart())
        return registry
    }
}
