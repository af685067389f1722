import Foundation
@testable import DocGenKit

/// What the fuzz targets read besides the input: a scratch folder holding the acme fixture's token files (so that
/// a resolver's sources resolve), and those tokens resolved once.
enum FuzzSupport {
    static let fixtureTokens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/DocGenEndToEndTests/Fixtures/acme/Content/acme/tokens").path

    /// A folder of this process's own, with copies of the fixture's token files.
    static let folder: String = {
        let folder = NSTemporaryDirectory() + "docgen-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: fixtureTokens)) ?? [] where !name.hasSuffix(".resolver.json") {
            try? FileManager.default.copyItem(atPath: fixtureTokens + "/" + name, toPath: folder + "/" + name)
        }
        atexit { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "docgen-fuzz-\(getpid())") }
        return folder
    }()

    static let tokenSets: [TokenSet] = TokenLoader().load(files: [], resolver: fixtureTokens + "/button.resolver.json").sets
}
