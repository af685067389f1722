import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenChecks
import ButtonModelTestSupport

/// A deprecated token's row names what replaces it: from the system's rename map, else from a token the deprecation
/// message names in braces; a link to that token's row when the table lists it.
struct LifecycleTokenTableTests {
    @Test func theRenameMapNamesTheReplacement() throws {
        // The DTCG example's boolean `$deprecated` says nothing about a replacement: only the map can.
        let html = TokenTableRenderer.html(sets: try LifecycleFixtures.tokenSets(), prefix: nil,
                                           renames: ["button.background": "color.button.primary.background"])
        #expect(html.contains("<span class=\"badge badge-deprecated\">Deprecated</span> <span class=\"deprecation-replacement\">Replaced by "
            + "<a href=\"#token-color.button.primary.background\"><code>color.<wbr>button.<wbr>primary.<wbr>background</code></a></span>"))
    }

    @Test func aBracedNameInTheMessageNamesTheReplacement() throws {
        let html = TokenTableRenderer.html(sets: try LifecycleFixtures.tokenSets(), prefix: nil)
        #expect(html.contains("<span class=\"deprecation-reason\">Use {color.action.main} instead</span> <span class=\"deprecation-replacement\">"
            + "Replaced by <a href=\"#token-color.action.main\"><code>color.<wbr>action.<wbr>main</code></a></span>"))
    }

    @Test func aReplacementOffThePageIsNamedNotLinked() throws {
        let html = TokenTableRenderer.html(sets: try LifecycleFixtures.tokenSets(), prefix: TokenPath(dotted: "color.action.primary"))
        #expect(html.contains("Replaced by <code>color.<wbr>action.<wbr>main</code></span>"))
    }

    @Test func aMessageWithoutBracesNamesNoReplacement() throws {
        // The DTCG example's string `$deprecated` names no token.
        let html = TokenTableRenderer.html(sets: try LifecycleFixtures.tokenSets(), prefix: TokenPath(dotted: "button.focus"))
        #expect(html.contains("<span class=\"deprecation-reason\">Please use the border style for active buttons instead.</span></th>"))
        #expect(!html.contains("Replaced by"))
    }

    /// Primer writes the replacement alone, in braces (`"$deprecated": "{fgColor.default}"`, @primer/primitives).
    @Test(arguments: [("Use {color.action.main} instead", "color.action.main"), ("{fgColor.default}", "fgColor.default"), ("{a} then {b.c}", "a"), ("no {} here {x y} {ok.1}", "ok.1"),
                      ("open { never closed", nil), ("plain text", nil)])
    func theFirstBracedName(text: String, expected: String?) {
        #expect(TokenReplacement.firstReference(in: text)?.description == expected, "\(text)")
    }

    @Test func theMapWinsOverTheMessage() {
        let path = TokenPath(dotted: "color.action.primary")
        let replacement = TokenReplacement.replacement(for: path, deprecation: .deprecatedBecause("Use {color.action.main} instead"),
                                                       renames: [path: TokenPath(dotted: "color.action.new")])
        #expect(replacement?.description == "color.action.new")
    }
}
