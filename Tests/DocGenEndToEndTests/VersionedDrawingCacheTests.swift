import Foundation
import Testing

/// A versioned site draws each version's buttons through the build cache, as `docgen build` does: a release built
/// again (the theme changed, so every release is) takes its drawings from the cache, kept under its commit, and the
/// site is the same bytes as one built without the cache.
@Suite(.serialized) struct VersionedDrawingCacheTests {
    @Test func aReleaseBuiltAgainTakesItsDrawingsFromTheCache() throws {
        let repo = try VersionedSiteTests.Repository()
        #expect(repo.build.status == 0, "\(repo.build.stderr)")
        let drawings = repo.root.appendingPathComponent(".docgen-cache/drawings").path
        let kept = Set(try FileManager.default.contentsOfDirectory(atPath: drawings))
        // v1.0.0, v1.1.0, v2.0.0 and next each draw Acme's one component, each under a key of its own.
        #expect(kept.count == 4, "\(kept.sorted())")

        // A template of the work tree: every release is built again, with the same buttons.
        let footer = repo.root.appendingPathComponent("Templates/partials/footer.mustache")
        try FileManager.default.createDirectory(at: footer.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "<footer class=\"site-footer\"><p>Built by {{generator}}.</p></footer>\n".write(to: footer, atomically: false, encoding: .utf8)
        Thread.sleep(forTimeInterval: 1.1)  // files modified just before a build are not trusted by the next one
        let again = try DocGenProcess.run(["build", "--versions"], in: repo.root)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!again.stdout.contains("from the build cache"), "the theme changed: every release is built again: \(again.stdout)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: drawings)) == kept, "no version drew its buttons again")

        let clean = try DocGenProcess.run(["build", "--versions", "--no-cache", "--output", "_clean"], in: repo.root)
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(try ScratchFolder.snapshot(of: repo.root.appendingPathComponent("_site")) == ScratchFolder.snapshot(of: repo.root.appendingPathComponent("_clean")))
    }
}
