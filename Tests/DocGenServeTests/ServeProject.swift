import ButtonModel
import DocGenKit
import Foundation
@testable import DocGenReview

/// A temporary copy of a small project (the `acme` fixture with the repository's own templates and public files),
/// removed when the value goes away.
final class ServeProject {
    let root: URL

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    init(fixture: String = "acme") throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-serve-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        let fixtures = Self.packageRoot.appendingPathComponent("Tests/DocGenEndToEndTests/Fixtures")
        try manager.copyItem(at: fixtures.appendingPathComponent(fixture).appendingPathComponent("Content"), to: url("Content"))
        try manager.createDirectory(at: url("Templates/partials"), withIntermediateDirectories: true)
        try manager.copyItem(at: Self.packageRoot.appendingPathComponent("Templates/partials/footer.mustache"), to: url("Templates/partials/footer.mustache"))
        try manager.createDirectory(at: url("Public/assets"), withIntermediateDirectories: true)
        try manager.copyItem(at: Self.packageRoot.appendingPathComponent("Public/assets/site.css"), to: url("Public/assets/site.css"))
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    var configuration: BuildConfiguration {
        BuildConfiguration(contentDirectory: url("Content").path, templatesDirectory: url("Templates").path,
                           publicDirectory: url("Public").path, outputDirectory: url("_site").path, jobs: 2)
    }

    func read(_ path: String) throws -> String { try String(contentsOf: url(path), encoding: .utf8) }

    func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url(path))
    }

    func replace(_ old: String, with new: String, in path: String) throws {
        let text = try read(path)
        precondition(text.contains(old), "\(path) has no \(old)")
        try write(path, text.replacingOccurrences(of: old, with: new))
    }
}
