import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

/// A release's record in the build cache: read only when whole (its digest), of this format, under the key asked
/// for, and naming only paths that stay below the release's folder.
@Suite struct VersionCacheTests {
    private func site(_ folder: TemporaryDirectory, files: [String: String]) throws -> SiteManifest {
        var entries: [String: SiteManifest.Entry] = [:]
        for (path, text) in files {
            try folder.write("_site/" + path, text)
            entries[path] = SiteManifest.Entry(size: text.utf8.count, digest: SHA256.hex(text))
        }
        return SiteManifest(entries: entries)
    }

    /// The record of a release whose one page, `index.html`, holds `<p>v1</p>`, its build counting 3 checks.
    static func record(key: String) -> VersionCache.ReleaseRecord {
        VersionCache.ReleaseRecord(key: key, files: ["index.html": SHA256.hex("<p>v1</p>")], pages: ["index.html"], diff: nil, checks: 3, failedChecks: 0)
    }

    @Test func aRecordIsReadBackUnderItsKey() throws {
        let folder = try TemporaryDirectory()
        let manifest = try site(folder, files: ["v1.0.0/index.html": "<p>v1</p>"])
        let cache = VersionCache(folder: folder.url("cache").path)
        cache.store(Self.record(key: "k1"), of: "v1.0.0")
        let site = folder.url("_site").path
        #expect(cache.record(of: "v1.0.0", key: "k1", versionFolder: "v1.0.0/", site: site, manifest: manifest)?.checks == 3)
        #expect(cache.record(of: "v1.0.0", key: "k2", versionFolder: "v1.0.0/", site: site, manifest: manifest) == nil, "another key")
        #expect(cache.record(of: "v1.1.0", key: "k1", versionFolder: "v1.0.0/", site: site, manifest: manifest) == nil, "another release")
    }

    /// A record naming `../../../victim.txt`, with the victim's digest and size in the manifest and a valid digest of
    /// its own, is no record: nothing outside the site is read, linked or truncated; the release is built again.
    @Test(arguments: ["../../../victim.txt", "/tmp/victim.txt", "a/../../victim.txt", "./index.html"])
    func aRecordNamingAPathOutsideItsFolderIsDiscarded(_ hostile: String) throws {
        let folder = try TemporaryDirectory()
        try folder.write("victim.txt", "secret")
        var manifest = try site(folder, files: ["v1.0.0/index.html": "<p>v1</p>"])
        manifest.entries["v1.0.0/" + hostile] = SiteManifest.Entry(size: 6, digest: SHA256.hex("secret"))
        let cache = VersionCache(folder: folder.url("cache").path)
        cache.store(VersionCache.ReleaseRecord(key: "k", files: ["index.html": SHA256.hex("<p>v1</p>"), hostile: SHA256.hex("secret")],
                                        pages: ["index.html"], diff: nil, checks: 1, failedChecks: 0), of: "v1.0.0")
        #expect(cache.record(of: "v1.0.0", key: "k", versionFolder: "v1.0.0/", site: folder.url("_site").path, manifest: manifest) == nil)
        #expect(try String(contentsOf: folder.url("victim.txt"), encoding: .utf8) == "secret")
    }

    @Test func aRecordChangedOnDiskIsNotTrusted() throws {
        let folder = try TemporaryDirectory()
        let manifest = try site(folder, files: ["v1.0.0/index.html": "<p>v1</p>"])
        let cache = VersionCache(folder: folder.url("cache").path)
        cache.store(Self.record(key: "k"), of: "v1.0.0")
        let records = folder.url("cache/versions")
        let file = try #require(FileManager.default.contentsOfDirectory(atPath: records.path).first)
        let text = try String(contentsOf: records.appendingPathComponent(file), encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"checks\":3", with: "\"checks\":0").utf8).write(to: records.appendingPathComponent(file))
        #expect(cache.record(of: "v1.0.0", key: "k", versionFolder: "v1.0.0/", site: folder.url("_site").path, manifest: manifest) == nil)
    }

    @Test func onlyTheRecordsOfReleasesLeftOutArePruned() throws {
        let folder = try TemporaryDirectory()
        let cache = VersionCache(folder: folder.url("cache").path)
        for index in 0..<70 {
            cache.store(VersionCache.ReleaseRecord(key: "k", files: [:], pages: [], diff: nil, checks: 0, failedChecks: 0), of: "v1.\(index).0")
        }
        cache.prune(keeping: (1..<70).map { "v1.\($0).0" })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url("cache/versions").path).count == 69)
    }
}
