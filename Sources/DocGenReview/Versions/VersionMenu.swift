import ButtonModel
import Mustache
import DocGenKit

/// What every page of a versioned site shows about versions, kept the same size whatever the number of versions: the
/// menu's button (the version being read), a panel the shared `versions.js` fills with every version (each keeping the
/// reader on the same page where that version has it), the banner of a version that is not the latest, and the
/// changelog's link. Without scripts the panel leads to the latest release and to the changelog, which lists every
/// release. What a page holds depends only on its own version's name and place, so adding a tag changes no page of
/// the other releases.
public struct VersionMenu: Hashable, Sendable {
    /// The version whose pages are being built.
    public var version: SiteVersion

    public init(version: SiteVersion) {
        self.version = version
    }

    /// The path from the current version's root to the site's root (`../` from `next/`).
    package var upToSiteRoot: String { String(repeating: "../", count: version.folder.split(separator: "/").count) }

    /// `v2.0.0 (latest)` for the version at the site's root, `next (unreleased)` for the work tree elsewhere.
    package static func label(of version: SiteVersion) -> String {
        if version.folder.isEmpty { return "\(version.name) (latest)" }
        return version.isWorkTree ? "\(version.name) (unreleased)" : version.name
    }

    /// From the current version's root to its changelog page, which the site's root holds.
    package var changelogPath: String { upToSiteRoot + ChangelogPages.outputPath(of: version.name) }

    /// The values the templates print as `versions`, for the page at `outputPath`, whose links start with `root`.
    package func templateValue(forPage outputPath: String, root: String) -> TemplateValue {
        let siteRoot = root + upToSiteRoot
        var values: [String: TemplateValue] = [
            "current": .text(version.name), "currentLabel": .text(Self.label(of: version)), "page": .text(outputPath),
            "siteRoot": .text(siteRoot), "script": .text(siteRoot + VersionsScript.path),
            "latestURL": .text(siteRoot + "index.html"), "changelogURL": .text(siteRoot + "\(ChangelogPages.folder)/index.html"),
        ]
        if !version.folder.isEmpty {
            values["banner"] = .object([
                "isUnreleased": .bool(version.isWorkTree), "current": .text(version.name), "latestURL": .text(siteRoot + "index.html"),
            ])
        }
        return .object(values)
    }
}
