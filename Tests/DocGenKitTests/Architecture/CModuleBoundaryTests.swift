import Foundation
import Testing

/// Each C module is called from one Swift file, which imports it `internal`ly: the compiler then refuses any
/// declaration outside the module that shows a C type, and this test refuses a second file that calls the library.
@Suite struct CModuleBoundaryTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// Every Swift file under Sources/ with the lines that import a module.
    static func imports() throws -> [(file: String, line: String)] {
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var found: [(String, String)] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("import ") && !line.hasPrefix("//") {
                found.append((url.path.replacingOccurrences(of: sources.path + "/", with: ""), line.trimmingCharacters(in: .whitespaces)))
            }
        }
        return found
    }

    @Test(arguments: ["CCmark", "CHarfBuzz", "CGit2", "CCrypto", "CAtomicRename"])
    func oneFileCallsTheModuleAndImportsItInternally(module: String) throws {
        let lines = try Self.imports().filter { $0.line.hasSuffix("import \(module)") }
        #expect(lines.count == 1, "\(module) is imported by \(lines.map(\.file))")
        #expect(lines.allSatisfy { $0.line == "internal import \(module)" }, "\(lines.map(\.line))")
    }
}
