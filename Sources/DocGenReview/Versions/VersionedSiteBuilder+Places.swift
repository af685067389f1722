import DesignTokens
import Foundation
import DocGenSupport
import ButtonModel
import DocGenKit
import DocGenMarkdown

/// Where a versioned site puts the changelog's pages and each version's folder, and the places they must not take.
extension VersionedSiteBuilder {
    /// Puts the changelog's pages of `versions` among the content of the root version; a page of the content's own at their
    /// place is an error.
    func addChangelogPages(for versions: [SiteVersion], to context: inout BuildContext, version: SiteVersion) throws {
        let added = ChangelogPages.sources(for: versions, content: configuration.contentDirectory)
        let taken = Set(context.sources.map(\.relativePath)).intersection(added.map(\.relativePath))
        if let path = taken.sorted().first {
            throw InvalidInputError([Self.naming(version, in: Diagnostic(
                location: SourceLocation(file: FileTree.join(configuration.contentDirectory, path)), code: "versions.changelog-taken",
                message: "A versioned site writes its changelog at \(ChangelogPages.folder)/, where this page is.",
                hint: "Move the page out of \(ChangelogPages.folder)/."))])
        }
        context.sources = (context.sources + added).sorted { $0.relativePath < $1.relativePath }
    }

    /// A version's folder must not be a folder of the root version's own pages.
    func checkFolders(_ plan: VersionPlan, root: BuildContext) throws {
        let used = Set(root.pages.compactMap { $0.outputPath.split(separator: "/").first.map(String.init) })
        for version in plan.versions where !version.folder.isEmpty && used.contains(String(version.folder.dropLast())) {
            throw InvalidInputError([VersionPlan.reservedName(version.name, settings: settings, origin: SourceLocation(file: ProjectFile.fileName),
                                                              reason: "it would be published in \(version.folder), where the pages of \(plan.latest.name) are")])
        }
    }

    /// A version's folder must not be the name of a file or folder the root version writes (`llms.txt`, `assets`,
    /// `sitemap.xml`): the two could not both be on disk.
    func checkRootFiles(_ plan: VersionPlan, root paths: [String]) throws {
        let used = Set(paths.compactMap { $0.split(separator: "/").first.map(String.init) })
        for version in plan.versions where !version.folder.isEmpty && used.contains(String(version.folder.dropLast())) {
            throw InvalidInputError([VersionPlan.reservedName(version.name, settings: settings, origin: SourceLocation(file: ProjectFile.fileName),
                                                              reason: "its folder, \(version.folder), is the name of a file the site writes at its root")])
        }
    }
}
