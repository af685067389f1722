import DesignTokens
import DocGenKit
import Foundation
import Testing
@testable import DocGenSupport
@testable import TokenBuilds
import DocGenYAML
import ButtonModel
@testable import DocGenReview

/// The registry of diagnostic codes (`DiagnosticCodeRegistry.docgen`), which the error-code reference loops over, is
/// held to the sources: every code the code writes is in it, under the module that writes it, with a level and a
/// sentence; every entry is a code the code writes; every code the hostile corpus sees docgen print is in it.
@Suite struct DiagnosticCodeRegistryTests {
    static let sources = DocGenProcess.packageRoot.appendingPathComponent("Sources")

    @Test func everyCodeTheSourcesWriteIsInTheRegistry() throws {
        let written = try DocsErrorCodes.scan(sources: Self.sources).map(\.code)
        #expect(written.count > 150, "the scan finds \(written.count) codes")
        let registered = Set(DiagnosticCodeRegistry.docgen.codes.map(\.code))
        let missing = written.filter { !registered.contains($0) }
        #expect(missing.isEmpty, "codes the sources write that DiagnosticCode.tokenEngine or .siteGenerator does not list: \(missing)")
    }

    @Test func everyRegisteredCodeIsOneTheSourcesWrite() throws {
        let written = Set(try DocsErrorCodes.scan(sources: Self.sources).map(\.code))
        let stale = DiagnosticCodeRegistry.docgen.codes.map(\.code).filter { !written.contains($0) }
        #expect(stale.isEmpty, "registered codes no source writes: \(stale)")
    }

    /// A module declares the codes it writes: the token engine's list holds every code written under
    /// Sources/DesignTokens, so that another tool using the engine alone has its codes.
    @Test func theTokenEngineDeclaresEveryCodeItWrites() throws {
        let written = try DocsErrorCodes.scan(sources: Self.sources.appendingPathComponent("DesignTokens")).map(\.code)
        #expect(!written.isEmpty)
        let declared = Set(DiagnosticCode.tokenEngine.map(\.code))
        #expect(written.filter { !declared.contains($0) }.isEmpty, "codes DesignTokens writes but does not declare")
        let elsewhere = DiagnosticCode.siteGenerator.map(\.code).filter { declared.contains($0) }
        #expect(elsewhere.isEmpty, "codes declared by both modules: \(elsewhere)")
    }

    @Test func everyEntryHasALevelAndASentence() {
        for entry in DiagnosticCodeRegistry.docgen.codes {
            #expect(entry.code.range(of: #"^[a-z]+(-[a-z]+)*\.[a-z0-9]+(-[a-z0-9]+)*(-…)?$|^[a-z]+(-[a-z]+)*\.[a-z0-9-]*…$"#, options: .regularExpression) != nil,
                    "\(entry.code) is not an area and a name")
            #expect(entry.summary.first?.isUppercase == true || entry.summary.first == "`" || entry.summary.hasPrefix("site.yaml")
                    || entry.summary.hasPrefix("system.yaml") || entry.summary.hasPrefix("versions."), "\(entry.code): \(entry.summary)")
            #expect(entry.summary.hasSuffix("."), "\(entry.code): the sentence ends with a full stop")
        }
        let codes = DiagnosticCodeRegistry.docgen.codes.map(\.code)
        #expect(codes == codes.sorted() && Set(codes).count == codes.count)
    }

    /// What docgen printed for each hostile input (the corpus's `expected.txt`) names only registered codes, and the
    /// registry gives each the level it was printed at or a documented raise (a warning made an error).
    @Test func everyCodeTheHostileCorpusPrintsIsRegistered() throws {
        let hostile = DocGenProcess.fixtures.appendingPathComponent("Hostile")
        let pattern = try NSRegularExpression(pattern: #": (error|warning|note): .*\[([a-z-]+\.[a-z0-9-]+)\]$"#, options: .anchorsMatchLines)
        var seen: [String: Set<String>] = [:]
        for folder in try FileManager.default.contentsOfDirectory(atPath: hostile.path) {
            guard let text = try? String(contentsOf: hostile.appendingPathComponent("\(folder)/expected.txt"), encoding: .utf8) else { continue }
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let level = Range(match.range(at: 1), in: text), let code = Range(match.range(at: 2), in: text) {
                    seen[String(text[code]), default: []].insert(String(text[level]))
                }
            }
        }
        #expect(seen.count > 20, "the hostile corpus names \(seen.count) codes")
        for (code, levels) in seen.sorted(by: { $0.key < $1.key }) {
            let entry = DiagnosticCodeRegistry.docgen.entry(for: code)
            #expect(entry != nil, "docgen prints [\(code)], which the registry does not list")
            if let entry, levels.count == 1, let level = levels.first {
                #expect(entry.level.rawValue == level || level == "error", "[\(code)] is printed as a \(level), registered as a \(entry.level.rawValue)")
            }
        }
    }
}
