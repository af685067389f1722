import Foundation
import Testing

@Suite struct TokensCommandTests {
    static let folder = DocGenProcess.fixtures.appendingPathComponent("tokens")

    private func tokens(_ arguments: [String], in directory: URL = folder) throws -> DocGenProcess.Result {
        try DocGenProcess.run(["tokens"] + arguments, in: directory)
    }

    @Test func printsTheChosenPermutationAsJSON() throws {
        let result = try tokens(["button/button.resolver.json", "--context", "theme=dark"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "{")
        #expect(lines[1] == "  \"context\": {\"theme\": \"dark\"},")
        #expect(lines.contains("    \"color.button.primary.default.background\": {\"type\": \"color\", \"value\": \"#7aa7ff\", " +
                               "\"aliases\": [\"color.background.brand\", \"color.palette.blue.300\"], \"file\": \"button/button.tokens.json\", " +
                               "\"line\": 7, \"column\": 25, \"description\": \"Fill of the primary button\", \"deprecated\": null, \"extensions\": null},"))
        #expect(lines.last == "}")
    }

    @Test func withoutContextUsesTheModifierDefaultAndPrintsWarnings() throws {
        let result = try tokens(["button/button.resolver.json", "--format", "table"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.hasPrefix("context: theme=light\nNAME "))
        #expect(result.stdout.contains("color.background.brand                   color       #0b5fff"))
        #expect(result.stderr == """
            button/light.tokens.json:7:46 (color.text.muted): warning: color.text.muted uses color.palette.gray.old, which is deprecated: Use color.palette.gray.900 [tokens.deprecated]
                hint: move the alias to the token that replaces it

            """)
    }

    @Test func invalidTokensExitTwoAndListEveryProblem() throws {
        let result = try tokens(["errors/three-problems.tokens.json"])
        #expect(result.status == 2)
        #expect(result.stdout.contains("\"color.brand\": {\"type\": \"color\", \"value\": \"#0b5fff\""))
        #expect(!result.stdout.contains("color.link"))
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines == [
            "errors/three-problems.tokens.json:4:22 (color.a): error: circular alias: color.a → color.b → color.c → color.a [tokens.cycle]",
            "    hint: give one of these tokens a literal value",
            "errors/three-problems.tokens.json:8:25 (color.link): error: reference to {color.brnd}, which does not exist [tokens.unknown-reference]",
            "    hint: did you mean color.brand?",
            "errors/three-problems.tokens.json:9:24 (color.bad): error: malformed color value: \"#12345\" is not a color; expected #rgb, #rrggbb, #rrggbbaa or a color object [tokens.malformed-value]",
            "    hint: see the DTCG 2025.10 Format module for this type's syntax",
            // Issue 22: the summary names the causes that cost the most tokens (the cycle's three members count for it).
            "docgen: 3 errors; 5 tokens left out, 1 printed (default). Most lost to: tokens.cycle (3 tokens), " +
                "tokens.malformed-value (1 token), tokens.unknown-reference (1 token).",
        ])
    }

    @Test func printsWhatResolvedAndReportsTheAliasesOfABadTokenOnce() throws {
        let result = try tokens(["errors/partial.tokens.json", "--format", "table"])
        #expect(result.status == 2)
        #expect(result.stdout == """
            context: default
            NAME         TYPE       VALUE    ALIASES  FILE                           NOTES
            color.brand  color      #0b5fff  -        errors/partial.tokens.json:4
            space.sm     dimension  4px      -        errors/partial.tokens.json:15

            """)
        #expect(result.stderr.split(separator: "\n").map(String.init) == [
            "errors/partial.tokens.json:5:24 (color.bad): error: malformed color value: \"#12345\" is not a color; expected #rgb, #rrggbb, #rrggbbaa or a color object [tokens.malformed-value]",
            "    hint: see the DTCG 2025.10 Format module for this type's syntax",
            "errors/partial.tokens.json:5:24 (color.bad): note: 3 tokens aliasing color.bad left out with it: border.focus, color.hover, color.link [tokens.left-out]",
            "    hint: fix color.bad and these resolve again",
            "docgen: 1 error; 4 tokens left out, 2 printed (default). Most lost to: tokens.malformed-value (4 tokens).",
        ])
    }

    /// `command` (build or check) over a copy of the acme fixture whose base tokens have `old` replaced by `new`.
    private func acme(_ command: String, in scratch: ScratchFolder, replacing old: String, with new: String) throws -> [String] {
        let content = scratch.url.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: DocGenProcess.fixtures.appendingPathComponent("acme/Content"), to: content)
        let base = content.appendingPathComponent("acme/tokens/base.tokens.json")
        let text = try String(contentsOf: base, encoding: .utf8)
        try text.replacingOccurrences(of: old, with: new).write(to: base, atomically: true, encoding: .utf8)
        return [command, "--content", content.path,
                "--templates", DocGenProcess.packageRoot.appendingPathComponent("Templates").path,
                "--public", DocGenProcess.packageRoot.appendingPathComponent("Public").path]
            + (command == "build" ? ["--output", scratch.url.appendingPathComponent("_site").path] : [])
    }

    @Test func aBuildStillStopsOnTokenErrors() throws {
        let scratch = try ScratchFolder()
        let site = scratch.url.appendingPathComponent("_site")
        let result = try DocGenProcess.run(acme("build", in: scratch, replacing: "[0.043, 0.373, 1]", with: "[0.043, 0.373, 2]"))
        #expect(result.status == 2, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("error: malformed color value: srgb"))
        #expect(result.stderr.contains("nothing was written."))
        #expect(!FileManager.default.fileExists(atPath: site.path))
    }

    /// README, `docgen tokens`: errors from every permutation are reported, not only from the one printed.
    @Test func errorsInAnotherPermutationAreReportedWithContext() throws {
        let result = try tokens(["permutation-error/theme.resolver.json", "--context", "theme=light"])
        #expect(result.status == 2, "stderr: \(result.stderr)")
        #expect(result.stderr.hasPrefix("permutation-error/dark.tokens.json:4:31 (color.background): error: reference to {color.inc}, " +
                                        "which does not exist [tokens.unknown-reference]\n    hint: did you mean color.ink?"), "\(result.stderr)")
    }

    /// A resolver is known by its content, whatever its name (issue 21): `system.json` is read as the resolver, its
    /// default permutation printed, and the error of its other permutation reported.
    @Test func aResolverNotNamedAsOneIsReadAsTheResolver() throws {
        let result = try tokens(["permutation-error/system.json"])
        #expect(result.status == 2)
        #expect(result.stdout.hasPrefix("{\n  \"context\": {\"theme\": \"light\"},"), "\(result.stdout)")
        #expect(result.stderr == """
            permutation-error/dark.tokens.json:4:31 (color.background): error: reference to {color.inc}, which does not exist [tokens.unknown-reference]
                hint: did you mean color.ink?
            docgen: 1 error; 0 tokens left out, 2 printed (theme=light).

            """)
    }

    /// A `--context` with no resolver to choose it in is a usage error, never ignored (issue 21).
    @Test func aContextWithoutAResolverIsAUsageError() throws {
        let result = try tokens(["permutation-error/light.tokens.json", "--context", "scheme=dark"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("error: there is no resolver, so no modifier named \"scheme\""), "\(result.stderr)")
    }

    @Test func withoutPathReadsTheOneResolverUnderContent() throws {
        let result = try tokens(["--context", "theme=light"], in: Self.folder.appendingPathComponent("one-system"))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("\"file\": \"Content/acme/tokens/button.tokens.json\""))
    }

    @Test func severalResolversUnderContentIsAUsageError() throws {
        let result = try tokens([], in: Self.folder.appendingPathComponent("two-systems"))
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Content holds several resolvers"))
        #expect(result.stderr.contains("  Content/acme/tokens/button.resolver.json\n  Content/backbase/tokens/backbase.resolver.json"))
    }

    @Test(arguments: [["button/button.resolver.json", "--context", "theme"], ["button/button.resolver.json", "--context", "theme=sepia"],
                      ["button/button.resolver.json", "--format", "yaml"]])
    func usageErrorsExit64(arguments: [String]) throws {
        let result = try tokens(arguments)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func deviationsAreWarningsAndTheTokensArePrinted() throws {
        let result = try tokens(["nonstandard/published.tokens.json", "--format", "table"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == """
            context: default
            NAME          TYPE       VALUE      ALIASES  FILE                                 NOTES
            color.brand   color      #0066cc    -        nonstandard/published.tokens.json:4
            color.scrim   color      #00000080  -        nonstandard/published.tokens.json:5
            label         string     Submit     -        nonstandard/published.tokens.json:7
            space.gutter  dimension  2em        -        nonstandard/published.tokens.json:8

            """)
        let warnings = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("    hint:") }.map(String.init)
        #expect(warnings == [
            "nonstandard/published.tokens.json:4:86 (color.brand): warning: the hex fallback \"#06c\" has 3 digits; the format asks for 6; read as #0066cc, unused: the components give the color [tokens.nonstandard]",
            "nonstandard/published.tokens.json:5:26 (color.scrim): warning: the color is the CSS text \"rgba(0, 0, 0, 0.5)\"; read as #00000080 [tokens.nonstandard]",
            "nonstandard/published.tokens.json:7:23 (label): warning: $type \"string\" is not a type the format defines; read as an opaque value, shown as written and used by no check [tokens.nonstandard]",
            "nonstandard/published.tokens.json:8:80 (space.gutter): warning: the unit \"em\" is not one the format defines (px, rem); read as 2em, kept as written (checks that need a length in points cannot use it) [tokens.nonstandard]",
        ])
    }

    @Test func strictFormatTurnsDeviationsIntoErrors() throws {
        let result = try tokens(["nonstandard/published.tokens.json", "--strict-format"])
        #expect(result.status == 2)
        #expect(result.stdout.contains("\"label\": {\"type\": \"string\", \"value\": \"Submit\""))
        #expect(result.stderr.contains("nonstandard/published.tokens.json:5:26 (color.scrim): error: the color is the CSS text"))
        #expect(result.stderr.contains("hint: write a color object or a hex string (an error under --strict-format)"))
        #expect(result.stderr.hasSuffix("docgen: 4 errors; 0 tokens left out, 4 printed (default).\n"))
        #expect(!result.stderr.contains("warning:"))
    }

    @Test func bareDimensionUnitTakesPxOrRem() throws {
        let result = try tokens(["nonstandard/published.tokens.json", "--bare-dimension-unit", "em"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--bare-dimension-unit takes px or rem, not 'em'."))
    }

    @Test(arguments: ["build", "check"])
    func buildAndCheckTakeStrictFormat(command: String) throws {
        let scratch = try ScratchFolder()
        let arguments = try acme(command, in: scratch, replacing: "\"hex\": \"#0b5fff\"", with: "\"hex\": \"#05f\"")
        let lenient = try DocGenProcess.run(arguments)
        // check exits 1 for the acme fixture's failing contrast findings; what matters is that the input is valid.
        #expect(lenient.status == (command == "build" ? 0 : 1), "stderr: \(lenient.stderr)")
        #expect(lenient.stderr.contains("base.tokens.json:6:92 (color.palette.blue.600): warning: the hex fallback \"#05f\" has 3 digits"))
        let strict = try DocGenProcess.run(arguments + ["--strict-format"])
        #expect(strict.status == 2)
        #expect(strict.stderr.contains("base.tokens.json:6:92 (color.palette.blue.600): error: the hex fallback \"#05f\" has 3 digits"))
    }

    @Test func aFolderOfJSON5FilesResolves() throws {
        let result = try tokens(["json5-only", "--format", "table"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == """
            context: default
            NAME          TYPE       VALUE    ALIASES     FILE                     NOTES
            color.accent  color      #0969da  color.blue  json5-only/base.json5:6  Links and focus
            color.blue    color      #0969da  -           json5-only/base.json5:5
            size.tap      dimension  44px     -           json5-only/size.json5:5

            """)
    }

    @Test func aFolderWithNoTokenFilesIsAnError() throws {
        let scratch = try ScratchFolder()
        try Data("{\"name\": \"not tokens\"}".utf8).write(to: scratch.url.appendingPathComponent("package.json"))
        let result = try tokens([scratch.url.path])
        #expect(result.status == 2)
        // Issue 22, "Output always": the document is printed even when nothing resolves.
        #expect(result.stdout == "{\n  \"context\": {},\n  \"tokens\": {}\n}\n")
        #expect(result.stderr.contains("holds no token files (*.tokens.json, .jsonc or .json5"))
    }

    /// Issue 22, "Output always": nothing resolves, and the whole (empty) document is printed, with a summary that
    /// names what cost the tokens; a file that holds no token says so.
    @Test func whenNothingResolvesTheDocumentAndTheCausesArePrinted() throws {
        let scratch = try ScratchFolder()
        try Data(##"{"color": {"$type": "color", "a": {"$value": "{color.gone}"}, "b": {"$value": "{color.a}"}, "c": {"$value": "#12"}}}"##.utf8)
            .write(to: scratch.url.appendingPathComponent("broken.tokens.json"))
        try Data(#"{"name": "not tokens", "private": {}}"#.utf8).write(to: scratch.url.appendingPathComponent("package.json"))
        let result = try tokens(["broken.tokens.json", "package.json"], in: scratch.url)
        #expect(result.status == 2)
        #expect(result.stdout == "{\n  \"context\": {},\n  \"tokens\": {}\n}\n")
        #expect(result.stderr.contains("docgen: 2 errors; 3 tokens left out, 0 printed (default). " +
                                       "Most lost to: tokens.unknown-reference (2 tokens), tokens.malformed-value (1 token)."), "\(result.stderr)")
        #expect(result.stderr.contains("package.json: warning: package.json defines no token"), "\(result.stderr)")
    }

    @Test func malformedJSON5IsReportedAtLineAndColumn() throws {
        let scratch = try ScratchFolder()
        try Data("{\n  a: {$type: 'number', $value: 1},\n  b: {$type: 'number', $value: 01},\n}".utf8)
            .write(to: scratch.url.appendingPathComponent("bad.tokens.json5"))
        let result = try tokens(["bad.tokens.json5"], in: scratch.url)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("bad.tokens.json5:3:33: error: malformed JSON5: a number must not have a leading zero [tokens.malformed-json]\n" +
                                        "    hint: fix the JSON5 at this line and column\n"))
    }

    /// A file that repeats one name 150 times: the first 100 of the code are printed, then one line that counts the
    /// rest and says how to see them; `--warnings all` prints every one.
    @Test func diagnosticsAreCappedPerCodeUnlessAllAreAsked() throws {
        let scratch = try ScratchFolder()
        let body = (0..<150).map { _ in "  \"a\": {\"$type\": \"number\", \"$value\": 1}" }.joined(separator: ",\n")
        try Data("{\n\(body)\n}\n".utf8).write(to: scratch.url.appendingPathComponent("repeated.tokens.json"))
        let capped = try tokens(["repeated.tokens.json"], in: scratch.url)
        let cappedLines = capped.stderr.split(separator: "\n").filter { !$0.hasPrefix("    ") }
        let code = try #require(cappedLines.first?.firstMatch(of: #/\[([a-z.-]+)\]$/#)?.1, "\(capped.stderr)")
        #expect(cappedLines.filter { $0.hasSuffix("[\(code)]") }.count == 100, "\(capped.stderr)")
        #expect(cappedLines.contains("… and 49 more [\(code)] diagnostics: --warnings all prints every one."), "\(capped.stderr)")
        let all = try tokens(["repeated.tokens.json", "--warnings", "all"], in: scratch.url)
        let allLines = all.stderr.split(separator: "\n").filter { !$0.hasPrefix("    ") }
        #expect(allLines.filter { $0.hasSuffix("[\(code)]") }.count == 149, "\(all.stderr)")
        #expect(!all.stderr.contains("more ["))
        #expect(all.stdout == capped.stdout)
    }
}
