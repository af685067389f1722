import Mustache

/// What every page of a versioned site shows about versions: the menu of versions, each keeping the reader on the
/// same page where that version has it, the banner of a version that is not the latest, and the changelog's link.
public struct VersionMenu: Hashable, Sendable {
    public var plan: VersionPlan
    /// The version whose pages are being built.
    public var current: String
    /// Version name → the output paths of its pages (`orange/index.html`).
    public var pages: [String: Set<String>]

    public init(plan: VersionPlan, current: String, pages: [String: Set<String>]) {
        self.plan = plan
        self.current = current
        self.pages = pages
    }

    /// The path from the current version's root to the site's root (`../` from `next/`).
    private var upToSiteRoot: String {
        let folder = plan.version(named: current)?.folder ?? ""
        return String(repeating: "../", count: folder.split(separator: "/").count)
    }

    /// From the current version's root to `version`'s.
    func siteRoot(of version: SiteVersion) -> String { upToSiteRoot + version.folder }

    /// `v2.0.0 (latest)`, `next (unreleased)`.
    func label(of version: SiteVersion) -> String {
        if version.name == plan.latest.name { return "\(version.name) (latest)" }
        return version.isWorkTree ? "\(version.name) (unreleased)" : version.name
    }

    /// The values the templates print as `versions`, for the page at `outputPath`, whose links start with `root`.
    func templateValue(forPage outputPath: String, root: String) -> TemplateValue {
        let latest = plan.latest
        func link(to version: SiteVersion) -> (url: String, hasPage: Bool) {
            let hasPage = pages[version.name]?.contains(outputPath) ?? false
            return (root + siteRoot(of: version) + (hasPage ? outputPath : "index.html"), hasPage)
        }
        let entries = plan.versions.reversed().map { version -> TemplateValue in
            let (url, hasPage) = link(to: version)
            var entry: [String: TemplateValue] = [
                "name": .text(version.name), "label": .text(label(of: version)), "url": .text(url),
                "isCurrent": .bool(version.name == current), "hasPage": .bool(hasPage),
            ]
            if let date = version.date { entry["date"] = .text(date) }
            return .object(entry)
        }
        let currentVersion = plan.version(named: current) ?? latest
        var values: [String: TemplateValue] = [
            "current": .text(current), "currentLabel": .text(label(of: currentVersion)), "list": .list(entries),
            "changelogURL": .text(root + "changelog/index.html"),
        ]
        if current != latest.name {
            let (url, hasPage) = link(to: latest)
            values["banner"] = .object([
                "isUnreleased": .bool(currentVersion.isWorkTree), "current": .text(current), "latest": .text(latest.name),
                "latestURL": .text(url), "hasPage": .bool(hasPage),
            ])
        }
        return .object(values)
    }
}
