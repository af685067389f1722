import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenMarkdown

/// Component definitions and front matter that once ran for minutes or exhausted memory (issue 11, "What was
/// measured"), made small enough to run in seconds: each ends in a clear error, quickly.
@Suite struct HostileComponentInputTests {
    private func definition(states: [String], variants: Int = 1) -> String {
        let variantLines = (0..<variants).map { "  v\($0):\n    text: Go\n    surface: page\n    colors:\n      label:\n        s0: \"#000000\"" }
        return """
            component: Button
            surfaces:
              page: "#ffffff"
            states:
            \(states.joined(separator: "\n"))
            sizes:
              medium: { height: 44, minWidth: 88, paddingX: 16, iconSize: 16, gap: 8, cornerRadius: 4, borderWidth: 1, fontSize: 16, fontWeight: 600 }
            variants:
            \(variantLines.joined(separator: "\n"))
            """
    }

    private func timed<T>(_ body: () throws -> T) rethrows -> (T, Duration) {
        var result: T?
        let elapsed = try ContinuousClock().measure { result = try body() }
        return (result!, elapsed)
    }

    /// Hang: 5,000 states (and 10,000 variants) made a matrix of as many cells; the cells are counted first.
    @Test(arguments: [(5_000, 1), (1, 10_000)]) func hugeMatricesStopAtTheCellLimit(states: Int, variants: Int) throws {
        let lines = ["  s0: {}"] + (1..<max(states, 1)).map { "  s\($0): { fallback: s0 }" }
        var limits = InputLimits()
        limits[.yamlNodes] = 1_000_000 // 10,000 variants are more YAML than the default allows.
        let ((matrix, errors), elapsed) = try timed {
            let parsed = try ComponentDefinitionParser.parse(yaml: definition(states: lines, variants: variants), file: "huge.button.yaml", limits: limits)
            return StateMatrixBuilder.buildCollecting(parsed, tokenSets: [TokenSet(context: [], tokens: [:])], limits: limits)
        }
        #expect(matrix.cells.isEmpty)
        #expect(errors.map(\.diagnostic.code) == ["component.limit"])
        #expect(errors.first?.diagnostic.message.contains("more than 4096 state-matrix cells") == true)
        #expect(elapsed < .seconds(20), "\(elapsed)")
    }

    /// Slow (3,000 states: 46 s): a fallback chain is checked in one pass and cut at the chain limit.
    @Test func longFallbackChainIsALimitErrorFoundQuickly() {
        let lines = ["  s0: {}"] + (1..<3_000).map { "  s\($0): { fallback: s\($0 - 1) }" }
        let ((_, errors), elapsed) = timed { ComponentDefinitionParser.parseCollecting(yaml: definition(states: lines), file: "chain.button.yaml") }
        #expect(errors.map(\.diagnostic.code) == ["component.limit"], "\(errors.prefix(3))")
        #expect(errors.first?.location.path == "states.s256.fallback")
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }

    @Test func fallbackCycleIsStillReportedOnceAtItsFirstState() {
        let lines = ["  s0: {}", "  a: { fallback: b }", "  b: { fallback: c }", "  c: { fallback: a }", "  d: { fallback: a }"]
        let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: definition(states: lines), file: "cycle.button.yaml")
        #expect(errors.map(\.diagnostic.code) == ["component.fallback-cycle"])
        #expect(errors.first?.location.path == "states.a.fallback", "\(errors)")
    }

    /// Hang: an alias multiplied 2,000 × 2,000 in a component's YAML.
    @Test func multipliedYAMLAliasStopsAtTheYAMLLimit() {
        let row = "[" + Array(repeating: "x", count: 2_000).joined(separator: ", ") + "]"
        let yaml = "component: &row \(row)\nsurfaces: [" + Array(repeating: "*row", count: 2_000).joined(separator: ", ") + "]\n"
        let ((_, errors), elapsed) = timed { ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "laughs.button.yaml") }
        #expect(errors.map(\.diagnostic.code) == ["component.limit"])
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }

    /// Out of memory (6 GB): "billion laughs" in a page's front matter.
    @Test func billionLaughsInFrontMatterStopsAtTheYAMLLimit() {
        var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 { lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]") }
        let text = "---\ntitle: Laughs\n" + lines.joined(separator: "\n") + "\n---\nBody\n"
        let ((_, _, diagnostics), elapsed) = timed {
            FrontMatterParser().parse(SourceFile(relativePath: "p.md", displayPath: "Content/p.md", text: text))
        }
        #expect(diagnostics.map(\.code) == ["front-matter.limit"])
        #expect(diagnostics.first?.location.file == "Content/p.md")
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }

    @Test func raisedLimitLetsALargerTreeThrough() {
        var limits = InputLimits()
        limits[.yamlNodes] = 1_000_000
        let row = "[" + Array(repeating: "x", count: 400).joined(separator: ", ") + "]"
        let text = "---\nrow: &row \(row)\nrows: [" + Array(repeating: "*row", count: 400).joined(separator: ", ") + "]\n---\n"
        let (_, _, strict) = FrontMatterParser().parse(SourceFile(relativePath: "p.md", displayPath: "p.md", text: text))
        let (_, _, raised) = FrontMatterParser(limits: limits).parse(SourceFile(relativePath: "p.md", displayPath: "p.md", text: text))
        #expect(strict.map(\.code) == ["front-matter.limit"])
        #expect(raised.isEmpty)
    }
}
