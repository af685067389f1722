import DesignTokens
import DocGenSupport
import Foundation
@testable import ButtonDraft

/// A public system's Button token files under `Fixtures/public/<system>/`, loaded with docgen's own `TokenLoader`,
/// and the definition written by hand from the same names (`expected.yaml`).
struct PublicButtonSet {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/public")

    var system: String
    /// The token files, relative to the system's folder.
    var files: [String]

    var folder: URL { Self.root.appendingPathComponent(system) }

    /// The names of the first set the files load into (docgen's loader; values need not resolve).
    func paths() -> [TokenPath] {
        let result = TokenLoader().load(files: files.map { folder.appendingPathComponent($0).path }, resolver: nil)
        return result.sets.first.map(ButtonNameReader.paths(of:)) ?? []
    }

    /// The names the doc comments of Sass variables give (`/// md.comp.button.filled.container.color (Enabled)`):
    /// how Material Web publishes its tokens, which docgen's loader does not read.
    func sassCommentPaths() throws -> [TokenPath] {
        try files.flatMap { file in
            try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).split(separator: "\n")
                .filter { $0.hasPrefix("/// md.") }
                .compactMap { $0.dropFirst(4).split(separator: " ").first.map { TokenPath(dotted: String($0)) } }
        }
    }

    func reading() -> ButtonNameReading { ButtonNameReader().read(paths()) }

    func expected() throws -> ExpectedCells { try ExpectedCells(contentsOf: folder.appendingPathComponent("expected.yaml")) }
}
