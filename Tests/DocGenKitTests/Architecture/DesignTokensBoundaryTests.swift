import Foundation
import Testing

/// The token engine is a library another tool can use without the site generator: no file of Sources/DesignTokens
/// imports anything but the system's own modules, and its target declares no dependency.
@Suite struct DesignTokensBoundaryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let allowed: Set<String> = ["Foundation", "Glibc", "Dispatch", "Synchronization"]

    /// The module each import line of `text` names: `import X`, `@testable import X`, `internal import X`, `import struct X.Y`.
    static func importedModules(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ").map(String.init)
            guard let position = words.firstIndex(of: "import"), words[..<position].allSatisfy({ $0.hasPrefix("@") || Self.accessLevels.contains($0) }),
                  position + 1 < words.count else { return nil }
            let rest = words[(position + 1)...].filter { !Self.declarationKinds.contains($0) }
            return rest.first.map { String($0.split(separator: ".")[0]) }
        }
    }

    static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
    static let declarationKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]

    @Test func everyFileImportsOnlyTheSystemsModules() throws {
        let sources = Self.root.appendingPathComponent("Sources/DesignTokens")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var files = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            files += 1
            let modules = Self.importedModules(in: try String(contentsOf: url, encoding: .utf8))
            let foreign = modules.filter { !Self.allowed.contains($0) }
            #expect(foreign.isEmpty, "\(url.lastPathComponent) imports \(foreign)")
        }
        #expect(files > 100, "Sources/DesignTokens holds the engine")
    }

    @Test func theTargetDeclaresNoDependency() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declaration = try #require(manifest.range(of: #".target(name: "DesignTokens""#), "no DesignTokens target in Package.swift")
        let end = try #require(manifest[declaration.upperBound...].firstIndex(of: ")"))
        let arguments = manifest[declaration.upperBound..<end]
        #expect(!arguments.contains("dependencies"), "DesignTokens declares \(arguments)")
    }

    /// The checks above can fail: an import of the site, or of a C module, is seen.
    @Test func aForeignImportIsSeen() {
        #expect(Self.importedModules(in: "import Foundation\n@testable import DocGenKit\ninternal import CGit2\nimport struct Yams.Node\n// import Mustache")
            == ["Foundation", "DocGenKit", "CGit2", "Yams"])
    }
}
