import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

/// The record of what a build read, as the loaders write it, and the rebuild scopes it gives.
@Suite struct PreviewReadRecordBuildTests {
    /// The `acme` fixture with its light theme moved out of the content folder, named by the resolver alone.
    static func projectWithSharedSource() throws -> (TemporaryDirectory, BuildConfiguration) {
        let (folder, configuration) = try PreviewBuilderTests.project()
        try FileManager.default.createDirectory(at: folder.url("shared"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: folder.url("Content/acme/tokens/light.tokens.json"), to: folder.url("shared/light.tokens.json"))
        let resolver = try #require(folder.read("Content/acme/tokens/button.resolver.json"))
        try folder.write("Content/acme/tokens/button.resolver.json",
                         resolver.replacingOccurrences(of: #""$ref": "light.tokens.json""#, with: #""$ref": "../../../shared/light.tokens.json""#))
        var confined = configuration
        confined.confinement = ReadConfinement(projectRoot: folder.path)
        return (folder, confined)
    }

    @Test func everyFileABuildReadIsRecordedWithItsStepAndSystem() throws {
        let (folder, configuration) = try Self.projectWithSharedSource()
        let context = try PreviewBuilder(configuration: configuration).build()
        let reads = context.reads
        let path = { (relative: String) in ReadRecord.absolute(folder.url(relative).path) }
        #expect(reads.uses(ofFile: path("shared/light.tokens.json")) == [.init(.resolveTokens, system: "acme")])
        #expect(reads.uses(ofFile: path("Content/acme/tokens/button.resolver.json")) == [.init(.resolveTokens, system: "acme")])
        #expect(reads.uses(ofFile: path("Content/acme/button.component.yaml")) == [.init(.readComponents, system: "acme")])
        #expect(reads.uses(ofFile: path("Content/acme/system.yaml")) == [.init(.loadSystems)])
        #expect(reads.uses(ofFile: path("Content/index.md")) == [.init(.parseMarkdown)])
        #expect(reads.uses(ofFile: path("Content/site.yaml")) == [.init(.loadContent)], "looked for, though missing")
        #expect(reads.folders[path("Templates")] == [.init(.loadTemplates)])
        #expect(reads.folders[path("Public")] == [.init(.copyPublicFiles)], "looked for, though missing")
        #expect(reads.folders[path("Public/fonts")] == [.init(.loadFonts)])
        #expect(reads.watchedFolders.contains { $0.path == path("shared") && !$0.recursive })
    }

    @Test func aResolverSourceOutsideTheContentFolderRebuildsItsSystem() throws {
        let (folder, configuration) = try Self.projectWithSharedSource()
        let context = try PreviewBuilder(configuration: configuration).build()
        let classifier = ChangeClassifier(configuration: configuration, reads: context.reads)
        #expect(classifier.scope(of: folder.url("shared/light.tokens.json").path) == RebuildScope(tokenSystems: ["acme"]))
        #expect(classifier.scope(of: folder.url("shared/unrelated.json").path) == .nothing)
        #expect(classifier.filesOutsideContent == [ReadRecord.absolute(folder.url("shared/light.tokens.json").path)])
    }

    @Test func overrideFoldersAndTheContentFolderComingOrGoingAreScoped() throws {
        let (folder, configuration) = try PreviewBuilderTests.project()
        let context = try PreviewBuilder(configuration: configuration).build()
        let classifier = ChangeClassifier(configuration: configuration, reads: context.reads)
        #expect(classifier.scope(of: folder.url("Public").path) == .all, "Public/fonts is measured with")
        #expect(classifier.scope(of: folder.url("Public/assets/site.css").path) == RebuildScope(publicFiles: true))
        #expect(classifier.scope(of: folder.url("Templates").path) == RebuildScope(templates: true))
        #expect(classifier.scope(of: folder.url("Content").path) == .all)
        #expect(classifier.scope(of: folder.url("Content/guides/new.md").path) == RebuildScope(pages: true))
    }

    @Test func aDeletedPageIsGoneAfterARebuild() throws {
        let (folder, configuration) = try PreviewBuilderTests.project()
        try folder.write("Content/retired.md", "# Retired guidance\n\nAbout to go.\n")
        let builder = PreviewBuilder(configuration: configuration)
        let first = try builder.build()
        #expect(first.output["retired/index.html"] != nil)
        try FileManager.default.removeItem(at: folder.url("Content/retired.md"))
        let scope = ChangeClassifier(configuration: configuration, reads: first.reads).scope(of: folder.url("Content/retired.md").path)
        #expect(scope == RebuildScope(pages: true))
        let context = try builder.rebuild(first, scope: scope)
        #expect(context.output["retired/index.html"] == nil)
        #expect(context.output.files == (try builder.build()).output.files, "the same site a full build makes")
    }
}
