import Foundation
import Testing

/// `token-renames.json` is an input of the build like a token file: the token tables name a deprecated token's
/// replacement from it, so an edit of it is a change the build cache sees (the site is built again, the same bytes as
/// a clean build) rather than a site left up to date with the old replacement.
@Suite(.serialized) struct RenameMapCacheTests {
    /// The acme project with a token table of its palette, whose `color.palette.gray.old` is deprecated, and a rename
    /// map naming what replaces it.
    static func project() throws -> IncrementalBuildTests.Project {
        let project = try IncrementalBuildTests.Project()
        try project.edit("Content/acme/index.md") { $0 + "\n## Palette\n\n```docgen tokens prefix=color.palette\n```\n" }
        try project.write("Content/acme/token-renames.json", #"{ "renamed": { "color.palette.gray.old": "color.palette.gray.900" } }"#)
        return project
    }

    @Test func anEditOfTheRenameMapBuildsTheSiteAgain() throws {
        let project = try Self.project()
        let first = try project.build()
        #expect(first.status == 0, "\(first.stderr)")
        let page = { try String(contentsOf: project.root.appendingPathComponent("_site/acme/index.html"), encoding: .utf8) }
        #expect(try page().contains("Replaced by <a href=\"#token-color.palette.gray.900\">"), "the map's replacement is named")
        Thread.sleep(forTimeInterval: 1.1)  // files modified just before a build are not trusted by the next one
        #expect(try project.build().stdout.contains("is up to date"))

        try project.write("Content/acme/token-renames.json", #"{ "renamed": { "color.palette.gray.old": "color.palette.blue.600" } }"#)
        Thread.sleep(forTimeInterval: 1.1)
        let (incremental, clean, stdout) = try project.incrementalAndClean()
        #expect(!stdout.contains("is up to date"), "the edit of token-renames.json went unseen: \(stdout)")
        #expect(incremental == clean)
        #expect(try page().contains("Replaced by <a href=\"#token-color.palette.blue.600\">"), "the new replacement is named")
    }
}
