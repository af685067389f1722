import Foundation
import Testing

/// `docgen diff`'s verdicts say exactly what changed: "no change" only when nothing did, changes that alter no value
/// folded apart, a cell "looks different" only when its picture does, and token rows ordered by the cells they reach.
@Suite struct DiffVerdictTests {
    @Test func aDescriptionOnlyChangeIsNoVisibleChange() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/button.tokens.json", "Fill of the primary button", "Fill of every primary button")
        try repo.commit("Reword a description")
        let result = try repo.diff()
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix("### docgen diff: ✅ No visible change: HEAD's tokens resolve to BASE's values and every cell is drawn the same"), "\(lines[1])")
        #expect(result.stdout.contains("<details><summary>1 change that alters no value</summary>"))
        #expect(result.stdout.contains("- `color.button.primary.default.background`: “Fill of the primary button” → “Fill of every primary button”"))
        let (_, root) = try repo.json()
        #expect((root["counts"] as? [String: Any])?["tokens"] as? Int == 0)
        #expect((DiffJSON.tokens(root, theme: "light")?["descriptions"] as? [[String: Any]])?.count == 1)
    }

    @Test func aMoveBetweenFilesIsListedAsAMove() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/base.tokens.json", "\"white\": { \"$value\": \"#ffffff\" },", "")
        try repo.edit("tokens/button.tokens.json", "\"color\": {\n    \"button\": {",
                      "\"color\": {\n    \"palette\": { \"white\": { \"$type\": \"color\", \"$value\": \"#ffffff\" } },\n    \"button\": {")
        try repo.commit("White moves to the button file")
        let result = try repo.diff()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("No visible change"), "\(result.stdout)")
        #expect(result.stdout.contains("Moved to another file (1):\n\n- `color.palette.white`: `Content/acme/tokens/base.tokens.json` → `Content/acme/tokens/button.tokens.json`"))
        #expect(!result.stdout.contains("Rewritten"))
    }

    @Test func aRewriteToAnEqualValueIsFoldedNotEdited() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/base.tokens.json", "\"white\": { \"$value\": \"#ffffff\" }", "\"white\": { \"$value\": \"#FFFFFF\" }")
        try repo.commit("Upper-case white")
        let result = try repo.diff()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("No visible change"))
        #expect(result.stdout.contains("Rewritten to an equal value (1):\n\n- `color.palette.white`:"), "\(result.stdout)")
        #expect(!result.stdout.contains("**edited**"))
    }

    /// A focus ring's color reaches every cell's values, but only the focused cells draw a ring: those alone look
    /// different; the others are listed apart as values nothing draws.
    @Test func aRingColorChangeMarksOnlyTheCellsThatDrawTheRing() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/base.tokens.json", "\"white\": { \"$value\": \"#ffffff\" },", "\"white\": { \"$value\": \"#ffffff\" },\n      \"focus\": { \"$value\": \"#0044cc\" },")
        try repo.edit("button.component.yaml", "component: Button\n", "component: Button\nfocusRing:\n  color: \"{color.palette.focus}\"\n  width: 2\n  offset: 2\n")
        try repo.edit("button.component.yaml", "  pressed: { fallback: default }\n", "  pressed: { fallback: default }\n  focused: { fallback: default, focused: true }\n")
        try repo.commit("A focus ring")
        try repo.edit("tokens/base.tokens.json", "\"focus\": { \"$value\": \"#0044cc\" }", "\"focus\": { \"$value\": \"#cc4400\" }")
        try repo.commit("An orange ring")
        let result = try repo.diff()
        #expect(result.stdout.contains("#### Impact: 2 cells look different"), "\(result.stdout)")
        #expect(result.stdout.contains("#### Values that changed where nothing drawn differs (4 cells)"))
        let (_, root) = try repo.json()
        let drawn = (root["cells"] as? [[String: Any]])?.compactMap { ($0["cell"] as? [String: Any])?["state"] as? String }
        #expect(drawn == ["focused", "focused"])
        #expect((root["valueOnlyCells"] as? [[String: Any]])?.count == 4)
        #expect((root["counts"] as? [String: Any])?["cells"] as? Int == 2)
    }

    /// Token rows that reach documented cells come first, most cells first; a change that reaches no button is folded.
    @Test func tokenRowsAreOrderedByTheCellsTheyReach() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/base.tokens.json", "\"green\": { \"500\": { \"$value\": \"#12b76a\" } }", "\"green\": { \"500\": { \"$value\": \"#00ff00\" } }")
        try repo.edit("tokens/base.tokens.json", "\"medium\": { \"$value\": { \"value\": 44, \"unit\": \"px\" }", "\"medium\": { \"$value\": { \"value\": 48, \"unit\": \"px\" }")
        try repo.commit("Taller buttons, a greener green")
        let result = try repo.diff()
        let out = result.stdout
        let height = try #require(out.range(of: "| `size.height.medium` |")), green = try #require(out.range(of: "| `color.palette.green.500` |"))
        #expect(height.lowerBound < green.lowerBound, "\(out)")
        #expect(out.contains("<details><summary>1 more that reach no documented button</summary>"))
        #expect(out.contains("| ↳ `button.height` | `44px` via `{size.height.medium}` | `48px` via `{size.height.medium}` | inherits `size.height.medium` | 2 |"), "a theme's table counts its own cells: \(out)")
    }
}
