import Foundation
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit

/// The cache's and the site's own files as a pull request could plant them: each read as it is (the seal checked
/// first) and as the body of a file sealed right (so that the fuzzer reaches the parsers behind the digest). Whatever
/// is accepted names only paths `RelativePath` accepts, and a manifest reads back as it writes.
extension FuzzSupport {
    static func readCacheFiles(_ data: Data) {
        for input in [data, SealedFile.seal(data, kind: DrawingArchive.kind, format: DrawingArchive.format)] {
            if case .success(let files) = DrawingArchive.files(in: input) {
                for file in files where !RelativePath.isSafe(file.path) { fatalError("a drawings archive gave the unsafe path \(file.path)") }
            }
        }
        for input in [data, SealedFile.seal(data, kind: BuildCache.Record.kind, format: BuildCache.Record.format)] {
            _ = BuildCache.record(from: input)
        }
    }

    static func readManifest(_ data: Data) {
        for input in [data, SealedFile.seal(data, kind: SiteManifest.kind, format: SiteManifest.format)] {
            guard case .success(let manifest) = SiteManifest.parse(input) else { continue }
            for path in manifest.entries.keys where !RelativePath.isSafe(path) { fatalError("a manifest gave the unsafe path \(path)") }
            guard SiteManifest(text: manifest.text) == manifest else { fatalError("a manifest does not read back as it writes") }
        }
    }
}
