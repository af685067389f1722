import DesignTokens
@testable import DocGenSupport
import Foundation
import Testing

/// The usage example of docs/architecture.md ("The DesignTokens module"), run as written: a resolver
/// document with a `theme` modifier (shaped like the DTCG 2025.10 Resolver module's examples), one permutation
/// chosen, a color read and its WCAG 2 ratio against black.
@Suite struct UsageExampleTests {
    @Test func theManualsExampleRuns() throws {
        // usage example: begin
        var files = InMemoryFileSource(base: "/design")
        files.write(#"{"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.4, 1]}}}"#, atPath: "base.tokens.json")
        files.write(#"{"text": {"$type": "color", "$value": "{blue}"}}"#, atPath: "light.tokens.json")
        files.write(#"{"text": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}"#, atPath: "dark.tokens.json")
        files.write(##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},"##
            + ##" "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},"##
            + ##" "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}"##, atPath: "tokens.resolver.json")
        let result = TokenLoader(files: files).load(files: [], resolver: "tokens.resolver.json")
        let dark = result.sets.first { $0.contextDescription == "theme=dark" }  // one TokenSet per permutation
        let text = dark?[TokenPath(dotted: "text")]?.value.color ?? .black
        let ratio = WCAGContrast.ratio(text, .black)  // 21.0: white on black
        // usage example: end
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.sets.map(\.contextDescription) == ["theme=light", "theme=dark"])
        #expect(text.hex == "#ffffff")
        #expect(abs(ratio - 21) < 1e-9)
    }

    /// The manual shows the lines between the markers above, line for line: the two cannot drift apart.
    @Test func theManualShowsThisExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let manual = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let section = try #require(manual.range(of: "## The DesignTokens module"), "no DesignTokens section in the manual")
        let shown = try #require(Self.block(in: String(manual[section.upperBound...]), from: "```swift", to: "```"), "no swift block")
        let run = try #require(Self.block(in: source, from: "// usage example: begin", to: "// usage example: end"))
        #expect(shown == run)
    }

    /// The lines after the first line that is `start` up to the next line that is `end`, each without its indentation.
    static func block(in text: String, from start: String, to end: String) -> [String]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = lines.firstIndex(of: start), let last = lines[(first + 1)...].firstIndex(of: end) else { return nil }
        return Array(lines[(first + 1)..<last])
    }
}
