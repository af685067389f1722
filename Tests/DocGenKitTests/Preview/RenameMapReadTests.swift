import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

/// A design system's `token-renames.json` is read with its tokens, into the build's record of what it read: the
/// preview's watcher and classifier see an edit of it as a change of the system's tokens, and the rebuild's token
/// tables name the new replacement.
@Suite struct RenameMapReadTests {
    /// The acme fixture with a table of its palette (whose `color.palette.gray.old` is deprecated) and a rename map.
    static func project(renamedTo target: String) throws -> (TemporaryDirectory, BuildConfiguration) {
        let (folder, configuration) = try PreviewBuilderTests.project()
        let page = try #require(folder.read("Content/acme/index.md"))
        try folder.write("Content/acme/index.md", page + "\n## Palette\n\n```docgen tokens prefix=color.palette\n```\n")
        try folder.write("Content/acme/token-renames.json", #"{ "renamed": { "color.palette.gray.old": "\#(target)" } }"#)
        return (folder, configuration)
    }

    @Test func theRenameMapIsReadWithTheSystemsTokens() throws {
        let (folder, configuration) = try Self.project(renamedTo: "color.palette.gray.900")
        let context = try PreviewBuilder(configuration: configuration).build()
        let map = ReadRecord.absolute(folder.url("Content/acme/token-renames.json").path)
        #expect(context.reads.uses(ofFile: map) == [.init(.resolveTokens, system: "acme")])
        #expect(context.systems.first?.tokenRenames == [TokenPath(dotted: "color.palette.gray.old"): TokenPath(dotted: "color.palette.gray.900")])
        let classifier = ChangeClassifier(configuration: configuration, reads: context.reads)
        #expect(classifier.scope(of: map) == RebuildScope(tokenSystems: ["acme"]))
        #expect(context.reads.watchedFolders.contains { ReadRecord.isInside(map, $0.path) }, "the watcher watches the map's folder")
    }

    @Test func aMissingRenameMapIsRecordedSoThatOneAddedIsSeen() throws {
        let (folder, configuration) = try PreviewBuilderTests.project()
        let context = try PreviewBuilder(configuration: configuration).build()
        let map = folder.url("Content/acme/token-renames.json").path
        #expect(ChangeClassifier(configuration: configuration, reads: context.reads).scope(of: map) == RebuildScope(tokenSystems: ["acme"]))
    }

    @Test func aRebuildAfterAnEditOfTheMapNamesTheNewReplacement() throws {
        let (folder, configuration) = try Self.project(renamedTo: "color.palette.gray.900")
        let builder = PreviewBuilder(configuration: configuration)
        let first = try builder.build()
        try folder.write("Content/acme/token-renames.json", #"{ "renamed": { "color.palette.gray.old": "color.palette.blue.600" } }"#)
        let scope = ChangeClassifier(configuration: configuration, reads: first.reads).scope(of: folder.url("Content/acme/token-renames.json").path)
        let context = try builder.rebuild(first, scope: scope)
        guard case .bytes(let data)? = context.output["acme/index.html"] else { Issue.record("no acme page"); return }
        let page = String(decoding: data, as: UTF8.self)
        #expect(page.contains("Replaced by <a href=\"#token-color.palette.blue.600\">"))
        #expect(context.output.files == (try builder.build()).output.files, "the same site a full build makes")
    }
}
