import Foundation
import Testing

/// `docgen diff` on a git repository whose token set is changed in each way a pull request changes it: the markdown,
/// the JSON, the SARIF and the exit status of each.
@Suite struct DiffTokenChangeTests {
    @Test func paletteEditListsEveryDownstreamTokenUnderIt() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/base.tokens.json", "\"hex\": \"#0b5fff\"", "\"hex\": \"#0a4fd6\"")
        try repo.edit("tokens/base.tokens.json", "[0.043, 0.373, 1]", "[0.039, 0.31, 0.839]")
        try repo.commit("Darker blue")
        let result = try repo.diff()
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "<!-- docgen-diff -->")
        #expect(lines[1].hasPrefix("### docgen diff: ✅ No new error · 4 tokens changed in 2 themes · 2 cells look different"))
        #expect(result.stdout.contains("| `color.palette.blue.600` | `#0b5fff` | `#0a4fd6` | **edited** |"))
        #expect(result.stdout.contains("| ↳ `color.background.brand` | `#0b5fff` via `{color.palette.blue.600}` | `#0a4fd6` via `{color.palette.blue.600}` | inherits `color.palette.blue.600` |"))
        #expect(result.stdout.contains("| ↳ `color.button.primary.default.background` |"))
        // The border names the button's fill inside a composite: it inherits the palette edit too.
        #expect(result.stdout.contains("| ↳ `button.border` | `{color: #0b5fff; style: solid; width: 1px}` | `{color: #0a4fd6; style: solid; width: 1px}` | inherits `color.palette.blue.600` through `color` | 0 |"))
        #expect(result.stdout.contains("| acme · primary / medium / default / light | background | `#0b5fff` | `#0a4fd6` |"))
        #expect(result.stdout.contains("**Recommended version bump: patch**"))
        let (status, root) = try repo.json()
        #expect(status == 0)
        let light = try #require(DiffJSON.tokens(root, theme: "light"))
        let change = try #require(DiffJSON.changed(light, "color.button.primary.default.background"))
        #expect(DiffJSON.string(change, "cause", "kind") == "inherited")
        #expect(DiffJSON.string(change, "cause", "from") == "color.palette.blue.600")
        #expect(DiffJSON.string(change, "before", "value") == "#0b5fff")
        #expect(DiffJSON.string(change, "after", "value") == "#0a4fd6")
        #expect((change["after"] as? [String: Any])?["aliases"] as? [String] == ["color.background.brand", "color.palette.blue.600"])
        #expect(DiffJSON.string(root, "bump", "level") == "patch")
        // The dark theme aliases blue.300: only the palette token itself changed there.
        let dark = try #require(DiffJSON.tokens(root, theme: "dark"))
        #expect((dark["changed"] as? [[String: Any]])?.count == 1)
        let sarif = try repo.diff(["HEAD~1", "HEAD", "--format", "sarif"])
        #expect(sarif.stdout.contains("\"ruleId\": \"diff.token-changed\""))
        #expect(!sarif.stdout.contains("\"level\": \"error\""))
        #expect(try repo.git("status", "--porcelain").isEmpty, "revisions are read from git objects: the work tree is untouched")
    }

    @Test func aliasTargetEditIsDirectAndItsDownstreamInherits() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/light.tokens.json", "\"$value\": \"{color.palette.blue.600}\"", "\"$value\": \"{color.palette.gray.900}\"")
        try repo.commit("Neutral primary")
        let result = try repo.diff()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("| `color.background.brand` | `#0b5fff` via `{color.palette.blue.600}` | `#1a1a1a` via `{color.palette.gray.900}` | **edited** |"))
        #expect(result.stdout.contains("| ↳ `color.button.primary.default.background` | `#0b5fff` via `{color.background.brand}` → `{color.palette.blue.600}` | `#1a1a1a` via `{color.background.brand}` → `{color.palette.gray.900}` | inherits `color.background.brand` |"))
        let (_, root) = try repo.json()
        #expect(DiffJSON.tokens(root, theme: "dark") == nil, "the dark theme is untouched")
    }

    @Test func renameWithAnIDInExtensions() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/base.tokens.json", "\"radius\": {", "\"corner\": {")
        try repo.commit("Rename radius")
        let result = try repo.diff()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("| `size.radius` | `size.corner` | stable id in `$extensions` | `99px` |"))
        #expect(result.stdout.contains("No cell of any state matrix looks different"))
        #expect(result.stdout.contains("**Recommended version bump: major**. 1 token renamed"))
        let (_, root) = try repo.json()
        let renamed = try #require(DiffJSON.tokens(root, theme: "light")?["renamed"] as? [[String: Any]])
        #expect(renamed.first?["method"] as? String == "id")
        let sarif = try repo.diff(["HEAD~1", "HEAD", "--format", "sarif"])
        #expect(sarif.stdout.contains("\"ruleId\": \"diff.token-renamed\",\n          \"level\": \"warning\""))
    }

    @Test func renameWithoutAnIDIsFoundByStructureOrByTheMap() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/base.tokens.json", "\"white\": {", "\"snow\": {")
        try repo.edit("tokens/button.tokens.json", "{color.palette.white}", "{color.palette.snow}")
        try repo.edit("button.component.yaml", "{color.palette.white}", "{color.palette.snow}")
        try repo.commit("White is snow")
        let result = try repo.diff()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("| `color.palette.white` | `color.palette.snow` | structure (same value and place) | `#ffffff` |"))

        try repo.edit("tokens/base.tokens.json", "\"900\": { \"$value\": \"#1a1a1a\" },", "")
        try repo.edit("tokens/base.tokens.json", "\"palette\": {", "\"ink\": { \"$value\": \"#1a1a1a\" },\n    \"palette\": {")
        for file in ["tokens/dark.tokens.json", "button.component.yaml"] {
            try repo.edit(file, "{color.palette.gray.900}", "{color.ink}")
        }
        try repo.write("token-renames.json", #"{ "renamed": { "color.palette.gray.900": "color.ink" } }"#)
        try repo.commit("Gray 900 is ink")
        let mapped = try repo.diff()
        #expect(mapped.status == 0, "\(mapped.stderr)")
        #expect(mapped.stdout.contains("| `color.palette.gray.900` | `color.ink` | `token-renames.json` | `#1a1a1a` |"))
    }

    @Test func removalWithoutDeprecationIsAnError() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/base.tokens.json", "\"green\": { \"500\": { \"$value\": \"#12b76a\" } },", "")
        try repo.commit("Drop green")
        let result = try repo.diff()
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n")[1].hasPrefix("### docgen diff: ❌ 1 new error"))
        #expect(result.stdout.contains("#### ❌ Errors (1)\n\n- `diff.removed-undeprecated` **acme · `color.palette.green.500`** (light, dark): color.palette.green.500 was removed without having been deprecated."))
        #expect(result.stdout.contains("**Recommended version bump: major**. 1 token removed"))
        let sarif = try repo.diff(["HEAD~1", "HEAD", "--format", "sarif"])
        #expect(sarif.stdout.contains("\"ruleId\": \"diff.removed-undeprecated\",\n          \"level\": \"error\""))
        #expect(sarif.stdout.contains("\"uri\": \"Content/acme/tokens/base.tokens.json\""))
        let (status, root) = try repo.json()
        #expect(status == 1)
        #expect(DiffJSON.string(root, "problems", 0, "code") == "diff.removed-undeprecated")
        #expect(root["exitStatus"] as? Int == 1)
    }

    @Test func removalAfterDeprecationIsFineUnlessContentStillNamesIt() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/base.tokens.json", ",\n        \"old\": { \"$value\": \"#333333\", \"$deprecated\": \"Use color.palette.gray.900\" }", "")
        try repo.commit("Drop gray.old, still named")
        let named = try repo.diff()
        #expect(named.status == 1, "\(named.stderr)")
        #expect(named.stdout.contains("`diff.removed-referenced` **acme · `color.palette.gray.old`** (light, dark): color.palette.gray.old was removed, but content still names it (1 place)."))
        #expect(named.stdout.contains("still named at Content/acme/tokens/light.tokens.json:7:47"))
        // color.text.muted, which names the removed token, is left out of HEAD; no button uses it, so HEAD's matrices
        // are computed and the impact is known.
        #expect(named.stdout.contains("No cell of any state matrix looks different"))
        #expect(!named.stdout.contains("`color.text.muted`"), "a token that names the removed one is not removed itself")

        try repo.edit("tokens/light.tokens.json", "{color.palette.gray.old}", "{color.palette.gray.900}")
        try repo.commit("Muted text uses gray.900")
        let result = try repo.diff(["HEAD~2", "HEAD"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("#### ❌ Errors"))
        #expect(result.stdout.contains("- `color.palette.gray.old` (was `#333333`) was deprecated"))
        let (_, root) = try repo.json(["HEAD~2", "HEAD"])
        #expect(DiffJSON.string(root, "problems", 0, "code") == "diff.removed-announced")
        #expect(DiffJSON.string(root, "problems", 0, "severity") == "info")
    }

    /// The other side of `TokenDemand`: HEAD removes a token a button's label color passes through, so HEAD does not
    /// resolve. That is invalid input (exit 2) with HEAD's errors, never a diff that reads as a clean removal.
    @Test func removingATokenAButtonUsesIsInvalidInput() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/base.tokens.json", "\"white\": { \"$value\": \"#ffffff\" },", "")
        try repo.commit("Drop white, which the primary label uses")
        let result = try repo.diff()
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("[tokens.unknown-reference]"), "\(result.stderr)")
        #expect(result.stderr.contains("note: color.palette.white is defined at BASE"))
    }

    @Test func deprecationAddedIsAMinorBump() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/base.tokens.json", "\"300\": { \"$value\": \"#7aa7ff\" }", "\"300\": { \"$value\": \"#7aa7ff\", \"$deprecated\": \"Use blue.600\" }")
        try repo.commit("Deprecate blue.300")
        let result = try repo.diff()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Deprecated (1):\n\n- `color.palette.blue.300`: Use blue.600"))
        #expect(result.stdout.contains("**Recommended version bump: minor**. 1 token newly deprecated"))
    }
}
