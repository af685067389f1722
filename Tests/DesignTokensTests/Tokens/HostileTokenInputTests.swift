import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// Inputs that once crashed docgen, exhausted its memory or ran for minutes (issue 11, "What was measured"), made
/// small enough to run in seconds: each must end in a clear error, quickly.
@Suite struct HostileTokenInputTests {
    private func load(_ json: String, limits: InputLimits = InputLimits()) -> (TokenLoadResult, Duration) {
        var session = TokenLoadSession(options: TokenFormatOptions(limits: limits))
        var result: TokenLoadResult?
        let elapsed = ContinuousClock().measure { result = session.load(json: Array(json.utf8), path: "hostile.tokens.json") }
        return (result!, elapsed)
    }

    private func chain(_ count: Int, reversed: Bool, value: (Int) -> String, literal: String, type: String) -> String {
        let order = reversed ? Array(0..<count) : Array((0..<count).reversed())
        let members = order.map { index in
            "\"t\(index)\": {\"$value\": \(index == count - 1 ? literal : value(index + 1))}"
        }
        return "{\"c\": {\"$type\": \"\(type)\", " + members.joined(separator: ", ") + "}}"
    }

    /// Crash (found by fuzzing): a group extending a group whose extension brings back the first one grew without end.
    @Test func extendsThatBringsItselfBackIsCircular() {
        let (result, elapsed) = load("""
            {"a": {"$extends": "{b}", "x": {"$type": "number", "$value": 1}},
             "b": {"inner": {"$extends": "{a}"}}}
            """)
        #expect(result.errorCodes.contains("tokens.invalid-extends"), "\(result.diagnostics)")
        #expect(elapsed < .seconds(5))
    }

    /// A chain of groups each extending the next goes no deeper than the nesting limit.
    @Test func longExtendsChainStopsAtTheNestingLimit() {
        var limits = InputLimits()
        limits[.nestingDepth] = 64
        let groups = (0..<200).map { "\"g\($0)\": {\"$extends\": \"{g\($0 + 1)}\"}" } + ["\"g200\": {\"n\": {\"$type\": \"number\", \"$value\": 1}}"]
        let (result, _) = load("{" + groups.joined(separator: ", ") + "}", limits: limits)
        #expect(result.errorCodes.contains("tokens.limit"), "\(result.diagnostics.prefix(3))")
    }

    /// Hang: groups that each extend the one before twice double at every level.
    @Test func doublingExtendsStopAtTheTokenLimit() {
        var limits = InputLimits()
        limits[.tokens] = 5_000
        var groups = ["\"g0\": {\"n\": {\"$type\": \"number\", \"$value\": 1}}"]
        for level in 1...40 { groups.append("\"g\(level)\": {\"a\": {\"$extends\": \"{g\(level - 1)}\"}, \"b\": {\"$extends\": \"{g\(level - 1)}\"}}") }
        let (result, elapsed) = load("{" + groups.joined(separator: ", ") + "}", limits: limits)
        #expect(result.errorCodes.contains("tokens.limit"))
        #expect(elapsed < .seconds(10))
    }

    /// Slow (quadratic: 10,000 took 20 s and 1 GB) and, at 100,000, out of memory: an alias chain is cut at the
    /// limit with one error. The bound guards against a hang on a busy machine: the quadratic walk took 20 s in a
    /// release build, the linear one well under a second.
    @Test(arguments: [false, true]) func aliasChainOfTenThousandEndsInALimitError(reversed: Bool) {
        let json = chain(10_000, reversed: reversed, value: { "\"{c.t\($0)}\"" }, literal: "1", type: "number")
        let (result, elapsed) = load(json)
        #expect(result.errorCodes.contains("tokens.limit"))
        #expect(result.diagnostics.contains { $0.message.contains("more than 256 aliases in one chain") })
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }

    /// Out of memory (4.5 GB): an alias chain of 100,000 tokens, in either order, is one limit error.
    @Test(arguments: [false, true]) func aliasChainOfAHundredThousandEndsInALimitError(reversed: Bool) {
        let (result, elapsed) = load(chain(100_000, reversed: reversed, value: { "\"{c.t\($0)}\"" }, literal: "1", type: "number"))
        #expect(result.errorCodes == ["tokens.limit"])
        #expect(elapsed < .seconds(60), "a hang guard: \(elapsed)")
    }

    /// Fine, and a regression guard: JSON nested 100,000 deep stops at the nesting limit (default or raised to its
    /// most) at the place it goes past, with no stack overflow.
    @Test(arguments: [512, 1_000]) func jsonNestedAHundredThousandDeepStopsAtTheLimit(limit: Int) {
        var limits = InputLimits()
        limits[.nestingDepth] = limit
        let (result, _) = load(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000), limits: limits)
        #expect(result.errorCodes == ["tokens.limit"])
        #expect(result.diagnostics.first.map { "\($0.location)" } == "hostile.tokens.json:1:\(limit + 1)")
    }

    /// Fine, and a regression guard: a 50 MB token file (22 s and 470 MB in a release build for half a million
    /// tokens) reads in one pass; here 5,000 tokens whose descriptions make up the bytes, read from disk.
    @Test func fiftyMegabyteTokenFileReads() throws {
        let directory = try TemporaryDirectory()
        let description = String(repeating: "Fifty megabytes of description. ", count: 320) // 10,240 bytes
        let members = (0..<5_000).map { "\"t\($0)\": {\"$value\": \($0), \"$description\": \"\(description)\"}" }
        let json = "{\"big\": {\"$type\": \"number\", " + members.joined(separator: ", ") + "}}"
        try directory.write("big.tokens.json", json)
        #expect(json.utf8.count > 50_000_000)
        let start = ContinuousClock.now
        let result = TokenLoader().load(files: [directory.path + "/big.tokens.json"], resolver: nil)
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics.prefix(2))")
        #expect(result.sets.first?.tokens.count == 5_000)
        #expect(ContinuousClock.now - start < .seconds(120), "a hang guard")
    }

    @Test func aliasChainBelowTheLimitResolves() {
        let (result, _) = load(chain(200, reversed: true, value: { "\"{c.t\($0)}\"" }, literal: "1", type: "number"))
        #expect(result.errorCodes.isEmpty)
        #expect(result.only[TokenPath(["c", "t0"])]?.aliases.count == 199)
    }

    /// Crash (stack overflow): 10,000 shadow lists each splicing in the next, written head first.
    @Test func reversedChainOfShadowListsEndsInALimitError() {
        let shadow = ##"{"color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px"}"##
        let json = chain(10_000, reversed: true, value: { "[\"{c.t\($0)}\"]" }, literal: "[\(shadow)]", type: "shadow")
        let (result, elapsed) = load(json)
        #expect(result.errorCodes.contains("tokens.limit"))
        #expect(elapsed < .seconds(10))
    }

    /// Out of memory (32 levels: a 2 GB allocation): shadow lists that splice the previous list in twice.
    @Test func doublingShadowListsStopAtTheListLimit() {
        let shadow = ##"{"color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px"}"##
        var members = ["\"s0\": {\"$value\": [\(shadow)]}"]
        for level in 1...32 { members.append("\"s\(level)\": {\"$value\": [\"{c.s\(level - 1)}\", \"{c.s\(level - 1)}\"]}") }
        let (result, elapsed) = load("{\"c\": {\"$type\": \"shadow\", " + members.joined(separator: ", ") + "}}")
        #expect(result.diagnostics.contains { $0.code == "tokens.limit" && $0.message.contains("elements in one list") })
        #expect(result.only[TokenPath(["c", "s10"])] != nil) // 1,024 shadows: at the limit, still allowed.
        #expect(elapsed < .seconds(10))
    }

    /// Hang (1 MB) and slow (100 KB: 11 s): "did you mean" on a huge unknown name.
    @Test(arguments: [100 << 10, 1 << 20]) func hugeUnknownNameGetsNoSuggestionAndNoDelay(length: Int) {
        let name = String(repeating: "a", count: length)
        let (result, elapsed) = load(#"{"a": {"$type": "number", "$value": "{\#(name)}"}, "aa": {"$type": "number", "$value": 1}}"#)
        #expect(result.errorCodes == ["tokens.unknown-reference"])
        #expect(result.diagnostics.first?.hint?.contains("did you mean") == false)
        // The cost is held as work done, not time: past `suggestion-name-length` no candidate is even looked at.
        var work = NameSuggestion.Work()
        #expect(NameSuggestion.closest(to: name, among: ["a", "aa"], maximumLength: InputLimits.Name.suggestionNameLength.defaultValue,
                                       work: &work) == nil)
        #expect(work == NameSuggestion.Work())
        #expect(elapsed < .seconds(60), "a hang guard: \(elapsed)")
    }

    /// Crash: the color argument of `docgen contrast` was spliced into a token document and could add tokens.
    @Test func colorArgumentCannotInjectTokens() {
        let injected = #"{"colorSpace": "srgb", "components": [0, 0, 0]}}, "x": {"$extends": "{x}"#
        guard case .failure(let error) = ColorArgument.parse(injected, name: "foreground") else {
            Issue.record("an argument that closes the color object was accepted")
            return
        }
        #expect(error.diagnostics.map(\.location.file) == ["foreground"])
        #expect(error.diagnostics.first?.code == "tokens.malformed-json")
        let extended = #"{"colorSpace": "srgb", "components": [0, 0, 0], "$extends": "{value}"}"#
        if case .success = ColorArgument.parse(extended, name: "foreground") { Issue.record("$extends inside a color was accepted") }
        #expect(ColorArgument.parse(#"{"colorSpace": "srgb", "components": [0, 0, 0]}"#, name: "foreground").isSuccess)
    }

    /// Out of memory (30 modifiers; 20 took 12 s and 1.7 GB): the permutations are counted before any is made.
    @Test func resolverPermutationsStopAtTheLimit() throws {
        let modifiers = (0..<30).map { "{\"name\": \"m\($0)\", \"type\": \"modifier\", \"contexts\": {\"a\": [], \"b\": []}}" }
        let (result, _) = try TokenFixtures.load(resolverJSON: "{\"version\": \"2025.10\", \"resolutionOrder\": [" + modifiers.joined(separator: ", ") + "]}")
        #expect(result.errorCodes == ["tokens.limit"], "\(result.diagnostics)")
        #expect(result.diagnostics.first?.message.contains("1073741824 permutations") == true)
    }

    /// Hang: a resolver whose sets each list the previous set twice, 40 levels deep.
    @Test func resolverSetsThatDoubleStopAtTheLimit() throws {
        var sets = ["\"s0\": {\"sources\": [{\"n\": {\"$type\": \"number\", \"$value\": 1}}]}"]
        for level in 1...40 { sets.append("\"s\(level)\": {\"sources\": [{\"$ref\": \"#/sets/s\(level - 1)\"}, {\"$ref\": \"#/sets/s\(level - 1)\"}]}") }
        let document = "{\"version\": \"2025.10\", \"sets\": {" + sets.joined(separator: ", ") + "}, \"resolutionOrder\": [{\"$ref\": \"#/sets/s40\"}]}"
        let start = ContinuousClock.now
        let (result, _) = try TokenFixtures.load(resolverJSON: document)
        #expect(result.errorCodes.contains("tokens.limit"), "\(result.diagnostics.prefix(3))")
        #expect(ContinuousClock.now - start < .seconds(10))
    }
}

private extension Result {
    var isSuccess: Bool { if case .success = self { true } else { false } }
}
