import Foundation
import Testing

/// `docgen draft` and `docgen init DIR --from TOKENS…` as a team runs them on its published files: GitHub Primer
/// 8.2.3 (`Fixtures/public/primer`, ProjectProvenance/primer-primitives@374187744ad7fc8e0aa93280a7c75c44fe4459c2,
/// its `src/tokens` folder with the light and dark files side by side), and semantic-only sets of the public corpus.
@Suite struct DraftCommandTests {
    static let primer = DocGenProcess.fixtures.appendingPathComponent("public/primer")

    /// The project builds unedited: the resolver inferred from the light and dark files, the Button drafted, the
    /// site written; the same input gives the same project, byte for byte.
    @Test func initFromPrimersPublishedFilesBuildsUnedited() throws {
        let scratch = try ScratchFolder()
        let project = scratch.url.appendingPathComponent("primer")
        let made = try DocGenProcess.run(["init", project.path, "--from", "src/tokens", "--system", "Primer"], in: Self.primer)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("a resolver inferred from files side by side"), "\(made.stdout)")
        #expect(made.stdout.contains("the modifier theme with the contexts light (8 files), dark (8 files)"), "\(made.stdout)")
        #expect(made.stdout.contains("drafted from the button family (button.<variant>.<part>.<state>)"), "\(made.stdout)")
        let definition = try String(contentsOf: project.appendingPathComponent("Content/button/button.component.yaml"), encoding: .utf8)
        #expect(definition.contains("rest: \"{button.primary.bgColor.rest}\""))
        // The token files are copied as they are.
        let copied = try Data(contentsOf: project.appendingPathComponent("Content/button/tokens/functional/color/light/patterns-light.json5"))
        #expect(copied == (try Data(contentsOf: Self.primer.appendingPathComponent("src/tokens/functional/color/light/patterns-light.json5"))))
        let built = try DocGenProcess.run(["build"], in: project)
        #expect(built.status == 0, "\(built.stderr.suffix(2000))")
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("_site/button/index.html").path))
        let again = scratch.url.appendingPathComponent("again")
        #expect(try DocGenProcess.run(["init", again.path, "--from", "src/tokens", "--system", "Primer"], in: Self.primer).status == 0)
        #expect(try ScratchFolder.snapshot(of: again.appendingPathComponent("Content")) == ScratchFolder.snapshot(of: project.appendingPathComponent("Content")).filter { !$0.key.hasPrefix("_") })
        // A second init into the same folder writes nothing.
        let twice = try DocGenProcess.run(["init", project.path, "--from", "src/tokens"], in: Self.primer)
        #expect(twice.status == 2)
    }

    /// Swiss Post's Tokens Studio export as published (swisspost/design-system@5ce92d71c81d77ffa16641b78fe1e607f9a9e8ee,
    /// `packages/tokens/tokensstudio-generated/tokens.json`, the copy `ButtonDraftTests` holds): its eight theme groups
    /// make 1152 permutations; `init --from` fixes the groups that do not change the Button's colors in `system.yaml`
    /// (`theme` at `Components`, where the Button's names are), keeps `Scheme`, and the project builds unedited with
    /// the light and dark Button.
    @Test func initFromSwissPostsTokensStudioExportFixesTheGroupsThatDoNotChangeTheButton() throws {
        let folder = DocGenProcess.packageRoot.appendingPathComponent("Tests/ButtonDraftTests/Fixtures/public/swisspost")
        let scratch = try ScratchFolder()
        let project = scratch.url.appendingPathComponent("post")
        let made = try DocGenProcess.run(["init", project.path, "--from", "packages/tokens/tokensstudio-generated/tokens.json", "--system", "Swiss Post"], in: folder)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("theme fixed at Components, which holds 77 of the post.button family's 77 names"), "\(made.stdout)")
        #expect(made.stdout.contains("every context of Scheme (Light, Dark) shown"), "\(made.stdout)")
        let system = try String(contentsOf: project.appendingPathComponent("Content/button/system.yaml"), encoding: .utf8)
        #expect(system.contains(#"  contexts: { "Appearance": "Default", "Device": "Desktop""#), "\(system)")
        let built = try DocGenProcess.run(["build"], in: project)
        #expect(built.status == 0, "\(built.stderr.suffix(1500))")
        let data = try Data(contentsOf: project.appendingPathComponent("_site/buttons/button/button.matrix.json"))
        let cells = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["cells"] as? [[String: Any]])
        var fills: [String: String] = [:]
        for cell in cells where cell["variant"] as? String == "primary" && cell["state"] as? String == "enabled" && cell["size"] as? String == "medium" {
            fills[cell["theme"] as? String ?? ""] = ((cell["colors"] as? [String: Any])?["background"] as? [String: Any])?["value"] as? String
        }
        #expect(fills == ["Light": "#050400", "Dark": "#ffffff"], "\(fills)")
    }

    /// A semantic-only set (Bootstrap Italia, corpus `italia`): exit 2, the nearest candidates named, `docgen init`
    /// pointed to, nothing on standard output; `init --from` writes nothing.
    @Test func aSemanticOnlySetIsRefused() throws {
        let italia = DocGenProcess.fixtures.appendingPathComponent("public/corpus/italia")
        let draft = try DocGenProcess.run(["draft", "tokens"], in: italia)
        #expect(draft.status == 2)
        #expect(draft.stdout.isEmpty)
        #expect(draft.stderr.contains("no component-level Button colors"), "\(draft.stderr)")
        #expect(draft.stderr.contains("nearest candidates (semantic colors of an action with a state): color.background.accent-hover"), "\(draft.stderr)")
        let scratch = try ScratchFolder()
        let refused = try DocGenProcess.run(["init", scratch.url.appendingPathComponent("p").path, "--from", "tokens"], in: italia)
        #expect(refused.status == 2 && refused.stderr.contains("nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("p").path))
    }

    /// `docgen draft` prints the definition on standard output, `--explain` the table; `--check` exits 1 on a token
    /// the definition does not name and 0 on the draft itself once the tokens a theme lacks are named.
    @Test func draftExplainAndCheck() throws {
        let draft = try DocGenProcess.run(["draft", "--resolver", "primer.resolver.json"], in: Self.primer)
        #expect(draft.status == 0, "\(draft.stderr)")
        #expect(draft.stdout.hasPrefix("# The button family's Button, drafted by `docgen draft` from its token names.\n"))
        let explain = try DocGenProcess.run(["draft", "--resolver", "primer.resolver.json", "--explain"], in: Self.primer)
        #expect(explain.stdout.contains("button: button.<variant>.<part>.<state>"))
        #expect(explain.stdout.contains("default") && explain.stdout.contains("vote: "))
        let scratch = try ScratchFolder()
        let file = scratch.url.appendingPathComponent("button.component.yaml")
        try Data(draft.stdout.replacingOccurrences(of: "        hover: \"{button.primary.bgColor.hover}\"\n", with: "").utf8).write(to: file)
        let check = try DocGenProcess.run(["draft", "--resolver", "primer.resolver.json", "--check", file.path], in: Self.primer)
        #expect(check.status == 1)
        #expect(check.stderr.contains("(button.primary.bgColor.hover): error: a token of the button family that"), "\(check.stderr)")
        #expect(check.stderr.contains("[draft.undocumented-token]"))
    }
}
