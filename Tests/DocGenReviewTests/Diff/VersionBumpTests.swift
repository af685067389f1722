import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview

/// Semantic versioning of a token package: removal, rename or type change major; addition or deprecation minor;
/// value change patch (the rules of semver.org §6–8 applied to token names as the public API).
@Suite struct VersionBumpTests {
    static func state(_ type: TokenType = .color, _ value: String = "#000000") -> TokenState {
        var token = DiffMarkdownTests.token("a", "#00")
        token.type = type
        var state = TokenState(token)
        state.value = value
        return state
    }

    @Test func eachKindOfChangeGivesItsLevel() {
        var diff = TokenDiff(system: "acme", theme: "light")
        #expect(VersionBump(tokens: [diff]).level == .none)
        diff.changed = [TokenChange(path: "a", before: Self.state(), after: Self.state(.color, "#111111"), cause: .direct)]
        #expect(VersionBump(tokens: [diff]) == VersionBump(level: .patch, reason: "1 token changed value: same names and types, other values."))
        var retargeted = Self.state()
        retargeted.aliases = ["color.other"]
        diff.changed.append(TokenChange(path: "e", before: Self.state(), after: retargeted, cause: .direct))
        #expect(VersionBump(tokens: [diff]).reason == "1 token changed value, 1 token changed alias only: same names and types, other values.")
        diff.deprecationsAdded = [TokenEntry(path: "b", state: Self.state())]
        #expect(VersionBump(tokens: [diff]).level == .minor)
        diff.added = [TokenEntry(path: "c", state: Self.state())]
        #expect(VersionBump(tokens: [diff]).reason == "1 token added, 1 token newly deprecated: nothing a user names breaks.")
        diff.changed.append(TokenChange(path: "d", before: Self.state(.color), after: Self.state(.dimension, "4px"), cause: .direct))
        #expect(VersionBump(tokens: [diff]) == VersionBump(level: .major, reason: "1 token changed type: users that name them break."))
    }

    @Test func theSameTokenInSeveralThemesCountsOnce() {
        var light = TokenDiff(system: "acme", theme: "light"), dark = TokenDiff(system: "acme", theme: "dark")
        let removal = TokenRemoval(path: "x", before: Self.state(), announced: nil, references: [])
        light.removed = [removal]
        dark.removed = [removal]
        #expect(VersionBump(tokens: [light, dark]).reason == "1 token removed: users that name them break.")
    }
}
