import Foundation

/// A folder under the system's temporary directory, removed when the value is deinitialized.
package final class TemporaryDirectory {
    package let path: String

    package init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    package func url(_ relative: String) -> URL { URL(fileURLWithPath: path).appendingPathComponent(relative) }

    /// Writes `text` at `relative`, creating folders.
    package func write(_ relative: String, _ text: String) throws {
        let url = url(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    package func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: url(relative).path).map { String(decoding: $0, as: UTF8.self) }
    }
}
