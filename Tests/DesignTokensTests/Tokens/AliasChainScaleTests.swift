import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// A chain of aliases far past the `alias-chain` limit: each token aliasing the one before. The token past the
/// limit is an error, every token after it is left out with it, and what `docgen tokens` says about them (the
/// note, the summary of what cost the most tokens) is computed in one walk and names a bounded number of tokens.
@Suite struct AliasChainScaleTests {
    /// `t0` is 1; `t1` aliases `t0`, `t2` aliases `t1`, and so on.
    static func chain(_ count: Int) -> String {
        var json = #"{"t0": {"$type": "number", "$value": 1}"#
        for index in 1..<count { json += #", "t\#(index)": {"$type": "number", "$value": "{t\#(index - 1)}"}"# }
        return json + "}"
    }

    @Test func twentyThousandChainedAliasesEndQuicklyWithOneBoundedNote() throws {
        let count = 20_000, limit = InputLimits.Name.aliasChain.defaultValue
        var loaded: (TokenLoadResult, TemporaryDirectory)?
        let loading = try secondsTaken { loaded = try TokenFixtures.load(json: Self.chain(count)) }
        let result = try #require(loaded?.0)
        #expect(result.only.tokens.count == limit + 1)
        #expect(result.only.leftOut.count == count - limit - 1)
        #expect(result.errorCodes == ["tokens.limit"])
        let notes = result.diagnostics.filter { $0.code == "tokens.left-out" }
        #expect(notes.count == 1)
        let shown = TokenError.leftOutNamesShown, others = count - limit - 2
        #expect(notes.first?.message.hasPrefix("\(others) tokens aliasing t\(limit + 1) left out with it: t1000, t10000, t10001, ") == true,
                "\(notes.first?.message.prefix(300) ?? "")")
        #expect(notes.first?.message.hasSuffix(" and \(others - shown) more") == true, "\(notes.first?.message.prefix(300) ?? "")")
        var loss: TokenLoss?
        let summing = secondsTaken { loss = TokenLoss(diagnostics: result.diagnostics, set: result.only) }
        #expect(loss?.causes.map(\.code) == ["tokens.limit"])
        #expect(loss?.causes.first?.tokens == count - limit - 1)
        #expect(summing < 2, "the loss took \(summing) s")
        #expect(loading < 20, "loading took \(loading) s")
    }

    /// Each token left out goes to the nearest token with an error that it names, however many hops away.
    @Test func theLossGoesToTheNearestError() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"n": {"$type": "number", "bad": {"$value": "x"}, "a": {"$value": "{n.bad}"}, "b": {"$value": "{n.a}"},
                   "missing": {"$value": "{n.nowhere}"}, "c": {"$value": "{n.missing}"}}}
            """)
        let loss = TokenLoss(diagnostics: result.diagnostics, set: result.only)
        #expect(loss.causes.map { "\($0.code) \($0.tokens)" } == ["tokens.malformed-value 3", "tokens.unknown-reference 2"])
    }
}
