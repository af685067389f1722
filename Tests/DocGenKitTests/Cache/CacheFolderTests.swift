import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

/// The cache writes and deletes only in real folders below its own (issue "the cache writes and deletes through
/// links"): a cache folder, or one of its folders, that is a link to a folder elsewhere is neither pruned nor written
/// into, pruning removes regular files only, and a record is never written through a link.
@Suite struct CacheFolderTests {
    private let fileManager = FileManager.default

    /// A folder `outside` with `count` files, and the names it holds.
    private func outsideFolder(in folder: TemporaryDirectory, count: Int = 100) throws -> [String] {
        for index in 0..<count { try folder.write(String(format: "outside/file%03d.txt", index), "kept \(index)\n") }
        return try fileManager.contentsOfDirectory(atPath: folder.url("outside").path).sorted()
    }

    @Test(arguments: ["cache", "cache/builds"])
    func aLinkedFolderIsNeitherPrunedNorWrittenInto(link: String) throws {
        let folder = try TemporaryDirectory()
        let before = try outsideFolder(in: folder)
        try fileManager.createDirectory(at: folder.url(link).deletingLastPathComponent(), withIntermediateDirectories: true)
        try fileManager.createSymbolicLink(atPath: folder.url(link).path, withDestinationPath: folder.url("outside").path)
        let records = folder.url("cache/builds").path
        CacheFileSystem.removeOldest(in: records, keeping: 32)
        #expect(!CacheFileSystem.replace(records + "/key.json", with: Data("record".utf8)))
        #expect(CacheFolder.make(records) == nil)
        #expect(try fileManager.contentsOfDirectory(atPath: folder.url("outside").path).sorted() == before)
        #expect(folder.read("outside/file000.txt") == "kept 0\n")
        #expect(BuildCache.refusal(of: folder.url("cache").path)?.code == "cache.not-a-folder")
    }

    /// Pruning keeps the newest regular files and removes the others; links, what they lead to and folders stay.
    @Test func pruningRemovesOnlyRegularFiles() throws {
        let folder = try TemporaryDirectory()
        _ = try outsideFolder(in: folder, count: 3)
        for index in 0..<5 {
            try folder.write("cache/builds/record\(index).json", "\(index)")
            try fileManager.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(1_000_000 + index))],
                                          ofItemAtPath: folder.url("cache/builds/record\(index).json").path)
        }
        try fileManager.createSymbolicLink(atPath: folder.url("cache/builds/a-link").path, withDestinationPath: folder.url("outside/file000.txt").path)
        try fileManager.createDirectory(at: folder.url("cache/builds/a-folder"), withIntermediateDirectories: true)
        try folder.write("cache/builds/a-folder/inside.txt", "inside")
        CacheFileSystem.removeOldest(in: folder.url("cache/builds").path, keeping: 2)
        let left = try fileManager.contentsOfDirectory(atPath: folder.url("cache/builds").path).sorted()
        #expect(left == ["a-folder", "a-link", "record3.json", "record4.json"])
        #expect(folder.read("outside/file000.txt") == "kept 0\n")
        #expect(folder.read("cache/builds/a-folder/inside.txt") == "inside")
    }

    /// A link planted where the record's new file is made, or where the record is, leads nowhere: the record
    /// replaces the link, and what the link leads to keeps its bytes.
    @Test func aRecordIsNeverWrittenThroughALink() throws {
        let folder = try TemporaryDirectory()
        try folder.write("victim.txt", "precious\n")
        try folder.write("cache/builds/.gitkeep", "")
        let records = folder.url("cache/builds").path
        try fileManager.createSymbolicLink(atPath: records + "/.key.json.\(getpid()).new", withDestinationPath: folder.url("victim.txt").path)
        try fileManager.createSymbolicLink(atPath: records + "/key.json", withDestinationPath: folder.url("victim.txt").path)
        #expect(CacheFileSystem.replace(records + "/key.json", with: Data("record".utf8)))
        #expect(folder.read("victim.txt") == "precious\n")
        #expect(folder.read("cache/builds/key.json") == "record")
        #expect(try fileManager.attributesOfItem(atPath: records + "/key.json")[.type] as? FileAttributeType == .typeRegular)
    }

    /// The cache and each of its folders, when a file stands there: not a folder.
    @Test func aFileInPlaceOfACacheFolderIsRefused() throws {
        let folder = try TemporaryDirectory()
        try folder.write("cache/drawings", "not a folder")
        let refusal = try #require(BuildCache.refusal(of: folder.url("cache").path))
        #expect(refusal.message.contains("cache/drawings is not a folder"), "\(refusal.message)")
        #expect(refusal.severity == .warning)
        #expect(BuildCache.refusal(of: folder.url("missing").path) == nil)
    }
}
