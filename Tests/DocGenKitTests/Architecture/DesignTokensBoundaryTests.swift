import Foundation
import Testing

/// The token engine is a library another tool can use without the site generator: no file of Sources/DesignTokens
/// imports anything but the system's own modules and docgen's support (diagnostics, files, JSON), which itself
/// imports the system's modules alone; the targets declare no other dependency.
@Suite struct DesignTokensBoundaryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let system: Set<String> = ["Foundation", "Glibc", "Dispatch", "Synchronization"]
    static let allowed: [String: Set<String>] = ["DesignTokens": system.union(["DocGenSupport"]), "DocGenSupport": system]

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

    @Test(arguments: ["DesignTokens", "DocGenSupport"])
    func everyFileImportsOnlyTheSystemsModules(target: String) throws {
        let sources = Self.root.appendingPathComponent("Sources/\(target)")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var files = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            files += 1
            let modules = Self.importedModules(in: try String(contentsOf: url, encoding: .utf8))
            let foreign = modules.filter { !Self.allowed[target, default: []].contains($0) }
            #expect(foreign.isEmpty, "\(url.lastPathComponent) imports \(foreign)")
        }
        #expect(files > 20, "Sources/\(target) holds the code")
    }

    @Test func theTargetsDeclareOnlyTheSupport() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for (target, expected) in [("DesignTokens", #", dependencies: ["DocGenSupport"]"#), ("DocGenSupport", "")] {
            let declaration = try #require(manifest.range(of: ".target(name: \"\(target)\""), "no \(target) target in Package.swift")
            let end = try #require(manifest[declaration.upperBound...].firstIndex(of: ")"))
            #expect(String(manifest[declaration.upperBound..<end]) == expected, "\(target) declares \(manifest[declaration.upperBound..<end])")
        }
    }

    /// The checks above can fail: an import of the site, or of a C module, is seen.
    @Test func aForeignImportIsSeen() {
        #expect(Self.importedModules(in: "import Foundation\n@testable import DocGenKit\ninternal import CGit2\nimport struct Yams.Node\n// import Mustache")
            == ["Foundation", "DocGenKit", "CGit2", "Yams"])
    }
}
