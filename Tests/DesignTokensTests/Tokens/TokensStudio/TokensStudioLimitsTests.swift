import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport

/// Tokens Studio input at the sizes that once overflowed the stack or ran for seconds (issue: 40,000
/// parentheses, 60,000 unary signs and an 80,000-term sum crashed; a `tokenSetOrder` naming one set 100,000 times
/// took 27 s). The inputs are generated here rather than kept as fixtures.
@Suite struct TokensStudioLimitsTests {
    /// Loads a multi-file export: `$metadata.json` and one set `core.json` holding `tokens` (name → math).
    private func load(_ tokens: [String: String], metadata: String = #"{"tokenSetOrder": ["core"]}"#,
                      limits: InputLimits = InputLimits()) -> TokenLoadResult {
        var files = InMemoryFileSource(base: "/virtual")
        let members = tokens.sorted { $0.key < $1.key }.map { #""\#($0.key)": {"value": "\#($0.value)", "type": "dimension"}"# }
        files.write(#"{"size": {"# + members.joined(separator: ", ") + "}}", atPath: "core.json")
        files.write(metadata, atPath: "$metadata.json")
        return TokenLoader(options: TokenFormatOptions(limits: limits), files: files).load(files: [], resolver: "$metadata.json")
    }

    private func value(_ result: TokenLoadResult, _ name: String) -> TokenValue? {
        result.sets.first?.tokens[TokenPath(dotted: name)]?.value
    }

    @Test func fortyThousandParenthesesAreANestingError() {
        let result = load(["parens": String(repeating: "(", count: 40_000) + "1 + 1" + String(repeating: ")", count: 40_000),
                           "fine": "(2 + 2) * 3"])
        #expect(result.diagnostics.map(\.code) == ["tokens.limit"])
        let error = result.diagnostics.first
        #expect(error?.location.file == "core.json")
        #expect(error?.location.path == "size.parens")
        #expect(error?.location.line == 1)
        #expect(error?.message == "the math expression nests parentheses, function calls and signs too deeply (at character 513): more than 512 levels of nesting")
        #expect(error?.hint == InputLimits.advice(.nestingDepth))
        #expect(value(result, "size.fine") == .dimension(Dimension(12, .px)))
    }

    @Test func sixtyThousandUnarySignsAreANestingError() {
        let result = load(["signs": String(repeating: "-", count: 60_000) + "1"])
        #expect(result.diagnostics.map(\.code) == ["tokens.limit"])
        #expect(result.diagnostics.first?.location.path == "size.signs")
        #expect(result.diagnostics.first?.message.hasSuffix("more than 512 levels of nesting") == true)
    }

    @Test func anEightyThousandTermSumIsComputed() {
        let result = load(["sum": Array(repeating: "1", count: 80_000).joined(separator: " + "),
                           "product": Array(repeating: "1", count: 80_000).joined(separator: " * ") + "px"])
        #expect(result.diagnostics.isEmpty)
        #expect(value(result, "size.sum") == .dimension(Dimension(80_000, .px)))
        #expect(value(result, "size.product") == .dimension(Dimension(1, .px)))
    }

    @Test func nestingUpToTheLimitIsComputedAndRaisingTheLimitAllowsMore() {
        func nested(_ depth: Int) -> String { String(repeating: "(-", count: depth / 2) + "1 - 3" + String(repeating: ")", count: depth / 2) }
        let atLimit = load(["deep": nested(512)])
        #expect(atLimit.diagnostics.isEmpty)
        #expect(value(atLimit, "size.deep") == .dimension(Dimension(4, .px)))
        #expect(load(["deep": nested(514)]).diagnostics.map(\.code) == ["tokens.limit"])
        var raised = InputLimits()
        raised[.nestingDepth] = 1_000
        let deeper = load(["deep": nested(1_000), "calls": String(repeating: "round(", count: 999) + "1.4 + 1" + String(repeating: ")", count: 999)],
                          limits: raised)
        #expect(deeper.diagnostics.isEmpty)
        #expect(value(deeper, "size.calls") == .dimension(Dimension(2, .px)))
    }

    @Test func theParserCountsParenthesesCallsAndSignsAsNesting() {
        for (text, failsAt) in [("((1 + 1))", nil), ("(((1 + 1)))", 3), ("--1 - 1", nil), ("---1 - 1", 3), ("round(round(1 + 1))", nil),
                                ("round((round(1 + 1)))", 8 as Int?)] {
            let result = TokensStudioMathParser.parse(text, maximumDepth: 2)
            switch result {
            case .success: #expect(failsAt == nil, "\(text)")
            case .failure(let failure):
                #expect(failure.limit == .nestingDepth, "\(text)")
                #expect(failure.position == failsAt, "\(text)")
            }
        }
    }

    @Test func aTokenSetOrderOfOneHundredThousandEntriesIsAListSizeError() {
        let order = Array(repeating: #""core""#, count: 100_000).joined(separator: ",")
        let result: TokenLoadResult? = load(["a": "4 * 2"], metadata: #"{"tokenSetOrder": [\#(order)]}"#)
        let error = result?.diagnostics.first
        #expect(result?.diagnostics.count == 1)
        #expect(error?.code == "tokens.limit")
        #expect(error?.location == SourceLocation(file: "$metadata.json", line: 1, column: 19, path: "tokenSetOrder"))
        #expect(error?.message == "tokenSetOrder names 100000 token sets: more than 1024 elements in one list")
        #expect(error?.hint == InputLimits.advice(.listSize))
    }

    @Test func raisingListSizeAllowsALongerOrder() {
        let order = Array(repeating: #""core""#, count: 1_500).joined(separator: ",")
        var limits = InputLimits()
        limits[.listSize] = 2_000
        let result = load(["a": "4 * 2"], metadata: #"{"tokenSetOrder": [\#(order)]}"#, limits: limits)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(value(result, "size.a") == .dimension(Dimension(8, .px)))
        #expect(load(["a": "4 * 2"], metadata: #"{"tokenSetOrder": [\#(order)]}"#).diagnostics.map(\.code) == ["tokens.limit"])
    }

    @Test func aSetNamedTwiceInTheOrderIsMergedOnce() {
        let order = Array(repeating: #""core""#, count: 1_000).joined(separator: ",")
        let result = load(["a": "4 * 2"], metadata: #"{"tokenSetOrder": [\#(order)]}"#)
        #expect(result.diagnostics.isEmpty)
        #expect(value(result, "size.a") == .dimension(Dimension(8, .px)))
    }

    @Test func aThemeSelectingMoreSetsThanTheListSizeIsAnError() throws {
        let selected = (0..<1_025).map { #""set\#($0)": "enabled""# }.joined(separator: ", ")
        let themes = try #require(try? JSONReader.parse(Array(#"[{"name": "big", "selectedTokenSets": {\#(selected)}}]"#.utf8), file: 0).get())
        var reader = TokensStudioThemesReader(files: TokenFileTable(), themes: themes, metadata: nil, singleFile: nil, folder: "")
        _ = reader.read()
        #expect(reader.errors.map(\.diagnostic.message) == ["the theme \"big\" lists 1025 token sets: more than 1024 elements in one list"])
        #expect(reader.errors.first?.location.path == "selectedTokenSets")
    }
}
