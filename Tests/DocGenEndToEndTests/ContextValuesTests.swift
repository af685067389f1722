import Foundation
import Testing

/// Per-context values in `$extensions`, mapped to a resolver modifier by `system.yaml`'s `tokens: contextValues`
/// (issue 21, Primer's `org.primer.overrides` convention): the dark cells are drawn with the dark value, the light
/// ones keep `$value`, the assumption is a `tokens.nonstandard` warning, and without the mapping a warning names the
/// line to add.
@Suite struct ContextValuesTests {
    private func project(mapped: Bool) throws -> ScratchFolder {
        let scratch = try ScratchFolder.acme(tokens: mapped ? "  contextValues: { org.example.overrides: theme }" : nil)
        let content = scratch.url.appendingPathComponent("Content")
        let tokens = content.appendingPathComponent("acme/tokens/button.tokens.json")
        try String(contentsOf: tokens, encoding: .utf8)
            .replacingOccurrences(of: #""$description": "Fill of the primary button" }"#,
                                  with: ##""$description": "Fill of the primary button", "$extensions": { "org.example.overrides": { "dark": "#123456" } } }"##)
            .write(to: tokens, atomically: false, encoding: .utf8)
        return scratch
    }

    private func fills(_ scratch: ScratchFolder) throws -> [String: Set<String>] { try MatrixFills.primaryDefault(in: scratch) }

    @Test func aMappedExtensionGivesTheDarkThemeItsValue() throws {
        let scratch = try project(mapped: true)
        let result = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains(#"(color.button.primary.default.background): warning: the token keeps per-context values in $extensions["org.example.overrides"] (dark); read as the value for the context of the modifier "theme""#), "\(result.stderr)")
        #expect(try fills(scratch) == ["light": ["#0b5fff"], "dark": ["#123456"]])
    }

    @Test func anUnmappedExtensionNamesTheLineToAdd() throws {
        let scratch = try project(mapped: false)
        let result = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("contextValues: { org.example.overrides: theme }"), "\(result.stderr)")
        #expect(try fills(scratch)["dark"] != ["#123456"])
    }
}

/// `tokens: contexts:` in `system.yaml` fixes a resolver modifier at one context: the site draws the others' every
/// context (what `docgen init --from` writes for a Tokens Studio file whose groups would make too many permutations).
@Suite struct FixedContextsTests {
    private func project(contexts: String) throws -> ScratchFolder {
        try ScratchFolder.acme(tokens: "  contexts: \(contexts)")
    }

    @Test func aFixedModifierDrawsOneContext() throws {
        let scratch = try project(contexts: "{ theme: dark }")
        let result = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Set(MatrixFills.primaryDefault(in: scratch).keys) == ["dark"])
    }

    @Test func anUnknownContextIsAnErrorNamingTheContexts() throws {
        let scratch = try project(contexts: "{ theme: dim }")
        let result = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("the modifier \"theme\" has no context \"dim\""), "\(result.stderr)")
    }
}

extension ScratchFolder {
    /// A copy of the `acme` fixture's `Content/`, with `line` added under `system.yaml`'s `tokens:` when given.
    static func acme(tokens line: String?) throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        let content = scratch.url.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: DocGenProcess.fixtures.appendingPathComponent("acme/Content"), to: content)
        if let line {
            let system = content.appendingPathComponent("acme/system.yaml")
            try String(contentsOf: system, encoding: .utf8)
                .replacingOccurrences(of: "  resolver: tokens/button.resolver.json", with: "  resolver: tokens/button.resolver.json\n" + line)
                .write(to: system, atomically: false, encoding: .utf8)
        }
        return scratch
    }
}
