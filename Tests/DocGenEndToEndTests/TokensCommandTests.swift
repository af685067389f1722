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
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines == [
            "errors/three-problems.tokens.json:4:22 (color.a): error: circular alias: color.a → color.b → color.c → color.a [tokens.cycle]",
            "    hint: give one of these tokens a literal value",
            "errors/three-problems.tokens.json:8:25 (color.link): error: reference to {color.brnd}, which does not exist [tokens.unknown-reference]",
            "    hint: did you mean color.brand?",
            "errors/three-problems.tokens.json:9:24 (color.bad): error: malformed color value: \"#12345\" is not a color; expected #rgb, #rrggbb, #rrggbbaa or a color object [tokens.malformed-value]",
            "    hint: see the DTCG 2025.10 Format module for this type's syntax",
        ])
    }

    /// README, `docgen tokens`: errors from every permutation are reported, not only from the one printed.
    @Test func errorsInAnotherPermutationAreReportedWithContext() throws {
        let result = try tokens(["permutation-error/theme.resolver.json", "--context", "theme=light"])
        #expect(result.status == 2, "stderr: \(result.stderr)")
        #expect(result.stderr.hasPrefix("permutation-error/dark.tokens.json:4:31 (color.background): error: reference to {color.inc}, " +
                                        "which does not exist [tokens.unknown-reference]\n    hint: did you mean color.ink?"), "\(result.stderr)")
    }

    @Test func aResolverNotNamedAsOneIsRecognised() throws {
        let result = try tokens(["permutation-error/system.json"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            permutation-error/system.json: error: permutation-error/system.json is a resolver document (it has "resolutionOrder"), \
            not a token file [tokens.invalid-structure]
                hint: pass it as --resolver permutation-error/system.json, or name it *.resolver.json

            """)
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
}
