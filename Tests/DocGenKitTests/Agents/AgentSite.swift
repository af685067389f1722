import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

/// Builds small sites in memory for the tests of the agent files: the `acme` fixture, or pages written by a test.
enum AgentSite {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The `acme` fixture (one system, two themes, two pages) with `extra` files written over it, built in memory.
    static func acme(_ extra: [String: String] = [:], baseURL: String? = nil, pipeline: BuildPipeline = .preview) throws -> BuildContext {
        let folder = try TemporaryDirectory()
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Tests/DocGenEndToEndTests/Fixtures/acme/Content"),
                                         to: folder.url("Content"))
        return try build(folder, extra, baseURL: baseURL, pipeline: pipeline)
    }

    /// Only the files in `files`, under Content/, built in memory.
    static func build(_ files: [String: String], baseURL: String? = nil) throws -> BuildContext {
        try build(try TemporaryDirectory(), files, baseURL: baseURL, pipeline: .preview)
    }

    private static func build(_ folder: TemporaryDirectory, _ files: [String: String], baseURL: String?,
                              pipeline: BuildPipeline) throws -> BuildContext {
        for (path, text) in files { try folder.write("Content/\(path)", text) }
        var configuration = BuildConfiguration(contentDirectory: folder.url("Content").path,
                                               templatesDirectory: packageRoot.appendingPathComponent("Templates").path,
                                               publicDirectory: packageRoot.appendingPathComponent("Public").path, jobs: 1)
        configuration.baseURL = baseURL.flatMap(BaseURL.init)
        var context = BuildContext(configuration: configuration)
        try withExtendedLifetime(folder) { try pipeline.run(&context) }
        return context
    }

    static func text(_ context: BuildContext, _ path: String) throws -> String {
        guard case .bytes(let data)? = context.output[path] else {
            Issue.record("the site has no \(path)")
            return ""
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The lines of `text` from the first that starts with `start` up to the next blank line.
    static func block(_ text: String, startingWith start: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.firstIndex(where: { $0.hasPrefix(start) }) else { return [] }
        return Array(lines[first...].prefix { !$0.isEmpty })
    }
}
