import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import TokenBuilds
import DocGenTestSupport

/// "Did you mean" on a 1 MB unknown name (issue 11: a hang; 100 KB took 11 s) answers at once: the name is past
/// `suggestion-name-length`, so no edit distance runs, and an ordinary misspelling still gets its suggestion. The cost
/// is held as work done (`NameSuggestion.Work`); the bound on the time only guards against a hang. The other places
/// that suggest a name (parts, templates, links, drawings, component definitions): DocGenKit's `LongNameSuggestionTests`.
@Suite struct LongNameSuggestionTests {
    static let huge = String(repeating: "w", count: 1 << 20)

    private func timed<T>(_ body: () throws -> T) rethrows -> T {
        var result: T?
        let elapsed = try ContinuousClock().measure { result = try body() }
        #expect(elapsed < .seconds(60), "a hang guard: \(elapsed)")
        return result!
    }

    /// Held as work done: a long name looks at no candidate, and a long candidate gets no distance computed.
    @Test func nameSuggestionSkipsLongNamesAndLongCandidates() {
        let maximum = InputLimits.Name.suggestionNameLength.defaultValue
        var work = NameSuggestion.Work()
        #expect(NameSuggestion.closest(to: Self.huge, among: ["www", "color"], maximumLength: maximum, work: &work) == nil)
        #expect(work == NameSuggestion.Work())
        #expect(NameSuggestion.closest(to: "colr", among: [Self.huge, "color", Self.huge + "x"], maximumLength: maximum, work: &work) == "color")
        #expect(work.distances == 1, "only \"color\" is measured: \(work)")
    }

    @Test func groupReference() {
        for (pointer, suggested) in [("#/" + Self.huge, false), ("#/bsae", true)] {
            let json = #"{"base": {"x": {"$type": "number", "$value": 1}}, "g": {"$ref": "\#(pointer)", "y": {"$type": "number", "$value": 2}}}"#
            var session = TokenLoadSession()
            let result = timed { session.load(json: Array(json.utf8), path: "ref.tokens.json") }
            #expect(result.errorCodes == ["tokens.unknown-reference"])
            #expect(result.diagnostics.first?.hint?.contains("did you mean #/base?") == suggested, "\(result.diagnostics.first?.hint ?? "")")
        }
    }
}
