import Foundation
import Testing

/// Files under `Tests/DesignTokensTests/Fixtures`, copied into the test bundle: the token files, the build outputs
/// and the JSON conformance corpora the token engine's tests read (each public folder's SOURCE.md names its source).
enum Fixtures {
    static func url(_ relativePath: String) throws -> URL {
        let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return root.appendingPathComponent(relativePath)
    }

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }
}
