import Foundation
import Testing

/// "Did you mean" on a 1 MB unknown name (issue 11: a hang) in the places only a whole build reaches: the matrix
/// part's variant, size and theme, the tokens part's prefix, a system's primary variant, and an unknown command-line
/// option (one argument holds at most 128 KB). Each answers with its error and no suggestion, at once; the bound on
/// the time guards against a hang only. The other places: `LongNameSuggestionTests` (DocGenKitTests).
@Suite struct LongNameTests {
    static let huge = String(repeating: "w", count: 1 << 20)

    /// Builds the acme fixture with `index.md` of the acme system replaced by `page`, or its system.yaml by `system`.
    private func build(page: String? = nil, system: String? = nil) throws -> DocGenProcess.Result {
        let scratch = try ScratchFolder()
        let content = scratch.url.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: DocGenProcess.fixtures.appendingPathComponent("acme/Content"), to: content)
        if let page { try Data(page.utf8).write(to: content.appendingPathComponent("acme/index.md")) }
        if let system { try Data(system.utf8).write(to: content.appendingPathComponent("acme/system.yaml")) }
        let start = ContinuousClock.now
        let result = try DocGenProcess.run(["build", "--content", content.path, "--output", scratch.url.appendingPathComponent("_site").path])
        #expect(ContinuousClock.now - start < .seconds(30), "a hang guard")
        return result
    }

    @Test(arguments: ["matrix variant", "matrix size", "matrix theme", "tokens prefix"])
    func partArgument(part: String) throws {
        let result = try build(page: "---\ntitle: Acme\n---\n\n```docgen \(part)=\(Self.huge)\n```\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("[directive.invalid-value]"), "\(result.stderr.prefix(300))")
        #expect(!result.stderr.contains("did you mean"))
    }

    @Test func primaryVariant() throws {
        let system = "name: Acme\ntokens:\n  resolver: tokens/button.resolver.json\ncomponents:\n  - button.component.yaml\nprimaryVariant: \(Self.huge)\n"
        let result = try build(system: system)
        #expect(result.status == 2)
        #expect(result.stderr.contains("[system.unknown-variant]"), "\(result.stderr.prefix(300))")
        #expect(!result.stderr.contains("Did you mean"))
    }

    /// argument-parser compares an unknown option with every known one: docgen refuses a name this long first.
    @Test(arguments: ["--", "-"]) func commandLineOption(dashes: String) throws {
        let option = dashes + String(repeating: "w", count: 128_000)
        let start = ContinuousClock.now
        let result = try DocGenProcess.run(["build", option])
        #expect(ContinuousClock.now - start < .seconds(30), "a hang guard")
        #expect(result.status == 64)
        #expect(result.stderr.contains("(128002 bytes) is not an option of docgen") || result.stderr.contains("(128001 bytes) is not an option of docgen"),
                "\(result.stderr.prefix(300))")
    }
}
