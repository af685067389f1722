import Foundation

/// The fixtures more than one test target reads (the seed systems' component definitions under `button/`, Material 3's
/// tokens under `tokens/`), located in the source tree beside this file, and the package's root folder. A fixture
/// that one target alone reads is that target's resource, read through its own `Bundle.module`.
package enum Fixtures {
    /// The folder `Tests/DocGenTestSupport/Fixtures`.
    package static var folder: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures") }

    package static func url(_ relativePath: String) throws -> URL {
        folder.appendingPathComponent(relativePath)
    }

    package static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }

    /// The package's root folder, found from this source file (for `Public/fonts`, `docs/`, `Package.swift`).
    package static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}
