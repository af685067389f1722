import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import TokenBuilds
import DocGenTestSupport

/// Stylesheets built to exhaust the reader or the `var()` substitution end in seconds with a value or a reason.
/// Source: CSS Custom Properties Level 1 § 3 ("Using Cascading Variables"): a user agent may treat a value that grows
/// too large once its references are substituted as invalid at computed-value time, to guard against "billion
/// laughs"; CSS Syntax Level 3 § 5 reads blocks however deep and many they are.
@Suite struct CSSHostileStylesheetTests {
    private func sheet(_ css: String) throws -> CSSStylesheet {
        try CSSCustomPropertyReader.read(Array(css.utf8), file: "hostile.css").get()
    }

    /// 1 KB of CSS whose properties each name the next one twice: substituted naively, `--l0` is 2^30 copies.
    @Test func propertiesThatDoubleAtEachLevelAreTooLargeNotAHang() throws {
        let levels = 30
        let css = ":root { " + (0..<levels).map { "--l\($0): var(--l\($0 + 1)) var(--l\($0 + 1));" }.joined() + " --l\(levels): x }"
        #expect(css.utf8.count < 1_300)
        var scope = CSSPropertyScope(try sheet(css).declarations(matching: ":root"))
        var result: Result<String, CSSValueProblem>?
        let elapsed = secondsTaken { result = scope.substituted("--l0") }
        #expect(elapsed < 2, "took \(elapsed) s")
        guard case .failure(.tooLarge(let name, let limit))? = result else { Issue.record("\(String(describing: result).prefix(200))"); return }
        #expect(limit == CSSPropertyScope.maximumLength)
        #expect(name.hasPrefix("--l"))
        #expect(CSSValueProblem.tooLarge(name, limit).description.contains("\(name) is longer than \(limit) bytes"))
        // Levels whose values stay under the limit are read in full: --l20 is 2^10 x's and spaces.
        #expect(scope.substituted("--l20").map(\.utf8.count) == .success(2 * 1_024 - 1))
    }

    /// `--p0` to `--p<hops>` each naming the next, the last `4px`, and `tokens` properties `--t<n>` naming `--p0`.
    static func chain(hops: Int, tokens: Int) -> String {
        var css = ":root {\n"
        for hop in 0..<hops { css += "--p\(hop): var(--p\(hop + 1));\n" }
        css += "--p\(hops): 4px;\n"
        for token in 0..<tokens { css += "--t\(token): var(--p0);\n" }
        return css + "}\n"
    }

    /// Each property's substituted value is computed once: 20,000 properties at the top of a chain of 255 hops
    /// (one to `--p0`, 254 from there), the longest the limit allows.
    @Test func twentyThousandPropertiesThroughALongChainAreQuick() throws {
        let hops = CSSPropertyScope.maximumChain - 2, tokens = 20_000
        var scope = CSSPropertyScope(try sheet(Self.chain(hops: hops, tokens: tokens)).declarations(matching: ":root"))
        var values: [String] = []
        let elapsed = secondsTaken {
            for token in 0..<tokens { if case .success(let value) = scope.substituted("--t\(token)") { values.append(value) } }
        }
        #expect(values.count == tokens && values.allSatisfy { $0 == "4px" })
        #expect(elapsed < 3, "took \(elapsed) s")
    }

    /// One hop more and every property is too deep; the walk below `--p0` is not repeated for each of them.
    @Test func twentyThousandPropertiesThroughATooLongChainFailQuickly() throws {
        let hops = CSSPropertyScope.maximumChain + 20, tokens = 20_000
        var scope = CSSPropertyScope(try sheet(Self.chain(hops: hops, tokens: tokens)).declarations(matching: ":root"))
        var failures = 0
        let elapsed = secondsTaken {
            for token in 0..<tokens where scope.substituted("--t\(token)") == .failure(.tooDeep("--t\(token)", CSSPropertyScope.maximumChain)) {
                failures += 1
            }
        }
        #expect(failures == tokens)
        #expect(elapsed < 3, "took \(elapsed) s")
        #expect(scope.substituted("--p30") == .success("4px"), "a start lower on the chain is within the limit")
        #expect(scope.substituted("--p19") == .failure(.tooDeep("--p19", CSSPropertyScope.maximumChain)))
    }

    /// Fallbacks nested in fallbacks count against the chain limit, so substitution never recurses past it.
    @Test func deeplyNestedFallbacksStopAtTheLimit() throws {
        let depth = 20_000
        let css = ":root { --a: " + String(repeating: "var(--u, ", count: depth) + "1px" + String(repeating: ")", count: depth) + " }"
        var scope = CSSPropertyScope(try sheet(css).declarations(matching: ":root"))
        #expect(scope.substituted("--a") == .failure(.tooDeep("--a", CSSPropertyScope.maximumChain)))
    }

    /// The comparison reports the property over the limit, where it is written, and goes on with the others.
    @Test func theComparisonNamesTheTooLargePropertyAndItsPlace() throws {
        let css = ":root {\n" + (0..<30).map { "--l\($0): var(--l\($0 + 1)) var(--l\($0 + 1));\n" }.joined() + "--l30: x;\n--ok: 1;\n}\n"
        let set = TokenSet(context: [], tokens: [
            "l0": ResolvedToken(path: "l0", type: .number, value: .number(1), location: SourceLocation(file: "t.json")),
            "ok": ResolvedToken(path: "ok", type: .number, value: .number(1), location: SourceLocation(file: "t.json")),
        ])
        let report = try CSSComparer.compare(set, with: try sheet(css)).get()
        #expect(report.notCompared.map(\.property) == ["--l0"])
        #expect(report.notCompared.first?.location.description == "hostile.css:2:1")
        #expect(report.notCompared.first?.reason.contains("is longer than \(CSSPropertyScope.maximumLength) bytes") == true)
        #expect(report.text.contains("hostile.css:2:1: not compared: l0 (--l0): --l"))
    }

    /// 500 nested rules around 300,000 empty blocks: each block keeps its own prelude and shares its rule's.
    @Test func manyBlocksInsideDeepNestingReadInLinearTime() throws {
        let depth = 500, empties = 300_000
        var css = String(repeating: "a{", count: depth)
        css.reserveCapacity(depth * 3 + empties * 3 + 32)
        for _ in 0..<empties { css += " {}" }
        css += " --deep: 1px; " + String(repeating: "}", count: depth) + "\n"
        var read: CSSStylesheet?
        let elapsed = try secondsTaken { read = try sheet(css) }
        #expect(elapsed < 10, "took \(elapsed) s")
        #expect(read?.blocks.count == depth + empties)
        let selector = Array(repeating: "a", count: depth).joined(separator: " ")
        #expect(read?.declarations(matching: selector).map(\.value) == ["1px"])
    }

    /// Past the nesting limit the reader stops with the place of the block that goes too deep.
    @Test func nestingPastTheLimitIsAnErrorWithLineAndColumn() {
        let css = ":root {\n" + String(repeating: "a{", count: 600) + String(repeating: "}", count: 600) + "}\n"
        guard case .failure(let diagnostic) = CSSCustomPropertyReader.read(Array(css.utf8), file: "deep.css") else {
            Issue.record("read a too-deep file")
            return
        }
        #expect(diagnostic.message == "blocks nest more than \(InputLimits.Name.nestingDepth.defaultValue) deep")
        #expect(diagnostic.location.description == "deep.css:2:\(2 * (InputLimits.Name.nestingDepth.defaultValue - 1) + 1)")
    }
}
