import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview

/// `docgen serve` keeps `TokenDemand`'s rule: a broken token nothing documents uses is a warning, and a page edit that
/// adds a token table showing it stops the rebuild there, although the tokens are not resolved again.
@Suite struct PreviewLeftOutTokenTests {
    @Test func aTableAddedOverALeftOutTokenStopsThePageRebuild() throws {
        let (folder, configuration) = try PreviewBuilderTests.project()
        let base = "Content/acme/tokens/base.tokens.json"
        try folder.write(base, folder.read(base)!.replacingOccurrences(
            of: ##""white": { "$value": "#ffffff" },"##,
            with: ##""white": { "$value": "#ffffff" }, "legacy": { "$value": "{color.palette.teal.500}" },"##))
        let first = try PreviewBuilder(configuration: configuration).build()
        #expect(first.diagnostics.contains { $0.code == "tokens.left-out" && $0.severity == .warning && $0.location.path == "color.palette.legacy" })
        #expect(!first.diagnostics.hasErrors)

        try folder.write("Content/acme/palette.md", "---\ntitle: Palette\n---\n\n```docgen tokens prefix=color.palette\n```\n")
        let error = try #require(throws: InvalidInputError.self) {
            _ = try PreviewBuilderTests.rebuild(first, RebuildScope(pages: true), configuration)
        }
        #expect(error.diagnostics.contains { $0.message.contains("the table would show color.palette.legacy, which could not be resolved") },
                "\(error.diagnostics)")
    }
}
