import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
import DocGenKit

/// The versions a versioned site publishes, oldest first, and where each goes: the tags `VersionSettings` names,
/// ordered as releases (`ReleaseOrder`), and the work tree. The newest release is at the root unless the work tree is
/// published as the latest; every other version is in a folder named after it.
public struct VersionPlan: Hashable, Sendable {
    public var versions: [SiteVersion]
    /// What the plan says beside its versions: a pattern that matched no tag.
    public var notes: [Diagnostic] = []

    public init(versions: [SiteVersion], notes: [Diagnostic] = []) {
        self.versions = versions
        self.notes = notes
    }

    /// The version at the site's root: the one readers should read.
    public var latest: SiteVersion { versions.first { $0.folder.isEmpty } ?? versions[versions.count - 1] }

    public func version(named name: String) -> SiteVersion? { versions.first { $0.name == name } }

    /// The plan for `settings` in the repository holding `directory`. Throws a `Diagnostic` for a tag that does not
    /// exist, a site with no version at all, or two versions published in one folder (the builder checks the folders
    /// of the content's own pages once it has read them).
    public static func make(_ settings: VersionSettings, in directory: String,
                            origin: SourceLocation) throws(Diagnostic) -> VersionPlan {
        var notes: [Diagnostic] = []
        var tags: [GitRepository.Tag] = []
        let all: [GitRepository.Tag]
        do throws(GitError) {
            switch settings.releases {
            case .pattern(let pattern): all = try GitRepository.tags(matching: TagPattern(pattern), from: directory)
            case .tags: all = try GitRepository.tags(matching: TagPattern("*"), from: directory)
            }
        } catch {
            throw Diagnostic(location: origin, code: "versions.git", message: "\(error)",
                             hint: "A versioned site is built from the tags of the git repository docgen runs in.")
        }
        switch settings.releases {
        case .pattern(let pattern):
            tags = all
            if tags.isEmpty {
                notes.append(Diagnostic(severity: .warning, location: origin, code: "versions.no-tag", message: "No tag matches '\(pattern)': the site holds no release.",
                                        hint: "Tag a release (git tag v1.0.0), or name the tags in versions.tags."))
            }
        case .tags(let names):
            for name in names {
                guard let tag = all.first(where: { $0.name == name }) else {
                    throw Diagnostic(location: origin, code: "versions.unknown-tag", message: "versions.tags names '\(name)', which is not a tag of this repository.",
                                     hint: all.isEmpty ? "The repository has no tag: create one with git tag \(name)." :
                                        "Tags: \(all.map(\.name).prefix(12).joined(separator: ", "))\(all.count > 12 ? ", …" : "").")
                }
                if !tags.contains(tag) { tags.append(tag) }
            }
        }
        tags.sort { ReleaseOrder.precedes(($0.name, $0.time), ($1.name, $1.time)) }
        let reserved = reservedFolders(settings)
        for tag in tags {
            let folder = SiteVersion.folderName(of: tag.name)
            if reserved.contains(folder) {
                throw reservedName(tag.name, settings: settings, origin: origin,
                                   reason: "its folder, \(folder)/, is a name the versioned site keeps for itself")
            }
            // A changelog page is the folder's name and `.md`: both must be a file name the system takes.
            if folder.utf8.count + 3 > 255 {
                throw reservedName(tag.name, settings: settings, origin: origin,
                                   reason: "its folder's name would be \(folder.utf8.count) bytes, longer than a file name may be")
            }
        }
        var versions = tags.map { SiteVersion(name: $0.name, folder: SiteVersion.folderName(of: $0.name) + "/", commit: $0.commit, date: day(of: $0)) }
        switch settings.workTree {
        case .next:
            versions.append(SiteVersion(name: "next", folder: versions.isEmpty ? "" : "next/", commit: nil, date: nil))
        case .latest:
            versions.append(SiteVersion(name: "latest", folder: "", commit: nil, date: nil))
        case .none:
            break
        }
        if settings.workTree != .latest, let newest = versions.lastIndex(where: { !$0.isWorkTree }) { versions[newest].folder = "" }
        guard !versions.isEmpty else {
            throw Diagnostic(location: origin, code: "versions.empty", message: "The versioned site has nothing to publish: no tag matches, and versions.current is none.",
                             hint: "Tag a release, or publish the work tree with current: next.")
        }
        // Folder names are injective (`SiteVersion.folderName`), so two tags never share one; kept as a guard.
        var folders: [String: String] = [:]
        for version in versions where !version.folder.isEmpty {
            let folder = String(version.folder.dropLast())
            if let other = folders[folder] {
                throw Diagnostic(location: origin, code: "versions.folder-taken",
                                 message: "Versions \(other) and \(version.name) would both be published in \(folder)/.", hint: "Leave one of the tags out with versions.tags.")
            }
            folders[folder] = version.name
        }
        return VersionPlan(versions: versions, notes: notes)
    }

    /// The folders below the site's root that no release may have: the changelog's, the work tree's, names that read
    /// as pages (`index`, `latest`), and the files every versioned site writes at its root. A folder clashing with
    /// what the root version itself writes (a content folder, `llms.txt`) is found once that version is built.
    package static func reservedFolders(_ settings: VersionSettings) -> Set<String> {
        var names: Set<String> = [ChangelogPages.folder, "index", "latest", VersionsScript.path, NotFoundPage.path, Sitemap.path,
                                  AgentPaths.llmsText, "index.html", "index.md", "assets", SiteWriter.markerFile, SiteManifest.fileName]
        if settings.workTree == .next { names.insert("next") }
        return names
    }

    /// The error for a tag the site cannot publish under its name: it names the tag and how to leave it out.
    package static func reservedName(_ tag: String, settings: VersionSettings, origin: SourceLocation, reason: String) -> Diagnostic {
        let how: String
        switch settings.releases {
        case .pattern(let pattern):
            how = "Leave it out with a versions.tags pattern that does not match it (today '\(pattern)'; for example tags: \"v*\"), or rename the tag."
        case .tags:
            how = "Remove it from the list in versions.tags, or rename the tag."
        }
        return Diagnostic(location: origin, code: "versions.reserved-name",
                          message: "Tag '\(tag)' cannot be published: \(reason).", hint: how)
    }

    /// `2026-03-14`: the day of the tag's commit where it was made.
    package static func day(of tag: GitRepository.Tag) -> String {
        var seconds = time_t(tag.time + Int64(tag.offsetMinutes) * 60)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        return String(format: "%04d-%02d-%02d", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday))
    }
}
