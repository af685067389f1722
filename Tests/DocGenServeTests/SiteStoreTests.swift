import Foundation
import Testing
@testable import DocGenServe

/// The last good site as a restarted worker reads it back: every file, its bytes, date and fingerprint.
@Suite struct SiteStoreTests {
    @Test func aSavedSiteReadsBackTheSame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-store-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = SiteStore(folder: folder)
        #expect(store.load() == nil, "nothing saved yet")
        #expect(store.building() == nil)

        let date = Date(timeIntervalSince1970: 1_700_000_000.5)
        let files = ["index.html": ServedFile(data: Data("<p>home</p>".utf8), modified: date),
                     "fonts/a.otf": ServedFile(data: Data([0, 255, 10, 13]), modified: date),
                     "empty.txt": ServedFile(data: Data(), modified: date)]
        store.save(SiteSnapshot(files: files), watching: ["/tokens/a.json", "/tokens/b.json"])
        store.settle()
        let loaded = try #require(store.load())
        #expect(loaded.site.files == files)
        #expect(loaded.outside == ["/tokens/a.json", "/tokens/b.json"])

        store.recordBuilding(["/c/index.md"])
        #expect(store.building() == ["/c/index.md"])
        store.recordBuilding([])
        #expect(store.building() == [], "the first build")
        store.recordBuilding(nil)
        #expect(store.building() == nil)

        // A cut file is no site, not a crash.
        let whole = try Data(contentsOf: URL(fileURLWithPath: store.siteFile))
        try whole.prefix(whole.count - 3).write(to: URL(fileURLWithPath: store.siteFile))
        #expect(store.load() == nil)
    }
}
