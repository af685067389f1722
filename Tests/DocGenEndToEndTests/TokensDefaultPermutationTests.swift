import Foundation
import Testing

/// `docgen tokens` on a resolver whose modifiers make more permutations than the `resolver-permutations` limit
/// prints the default permutation (or the one `--context` chooses): only that one is resolved. `--all-contexts`
/// resolves every permutation, and the limit applies to it. The two shapes are those of public sets that printed
/// nothing before: a DTCG resolver of 8 modifiers (1,152 permutations) and a Figma Variables export whose
/// collections' modes make 486 million.
@Suite struct TokensDefaultPermutationTests {
    /// A resolver of 8 modifiers with 3 or 4 contexts each (3⁴ × 4⁴ = 20,736 permutations), each context setting
    /// `size.mN` to its index; `m0` also sets the button's color, aliasing a color the base set defines.
    static let resolver: String = {
        var modifiers: [String] = []
        for index in 0..<8 {
            let count = index.isMultiple(of: 2) ? 3 : 4
            let contexts = (0..<count).map { context in
                var tokens = "\"size\": {\"m\(index)\": {\"$type\": \"number\", \"$value\": \(context)}}"
                if index == 0 { tokens += ", \"button\": {\"$type\": \"color\", \"$value\": \"{palette.c\(context)}\"}" }
                return "\"c\(context)\": [{\(tokens)}]"
            }
            modifiers.append("{\"type\": \"modifier\", \"name\": \"m\(index)\", \"default\": \"c1\", \"contexts\": {\(contexts.joined(separator: ", "))}}")
        }
        let palette = "{\"palette\": {\"$type\": \"color\", \"c0\": {\"$value\": \"#000000\"}, \"c1\": {\"$value\": \"#0b5fff\"}, \"c2\": {\"$value\": \"#ffffff\"}}}"
        return "{\"version\": \"2025.10\", \"resolutionOrder\": [{\"type\": \"set\", \"name\": \"base\", \"sources\": [\(palette)]}, " +
            modifiers.joined(separator: ", ") + "]}"
    }()

    /// A Figma Variables export of 12 collections of 5 modes each (5¹² ≈ 244 million permutations), one FLOAT
    /// variable per collection whose value is the mode's index; the default mode is the third.
    static let figmaExport: String = {
        var collections: [String] = [], variables: [String] = []
        for index in 0..<12 {
            let modes = (0..<5).map { "{\"modeId\": \"\(index):\($0)\", \"name\": \"mode\($0)\"}" }
            collections.append("\"C:\(index)\": {\"id\": \"C:\(index)\", \"name\": \"collection\(index)\", \"defaultModeId\": \"\(index):2\", " +
                               "\"modes\": [\(modes.joined(separator: ", "))]}")
            let values = (0..<5).map { "\"\(index):\($0)\": \($0)" }
            variables.append("\"V:\(index)\": {\"id\": \"V:\(index)\", \"name\": \"size/v\(index)\", \"variableCollectionId\": \"C:\(index)\", " +
                             "\"resolvedType\": \"FLOAT\", \"valuesByMode\": {\(values.joined(separator: ", "))}, \"scopes\": [\"ALL_SCOPES\"]}")
        }
        return "{\"status\": 200, \"error\": false, \"meta\": {\"variableCollections\": {\(collections.joined(separator: ", "))}, " +
            "\"variables\": {\(variables.joined(separator: ", "))}}}"
    }()

    private func tokens(_ arguments: [String], file: String, text: String) throws -> (DocGenProcess.Result, ScratchFolder) {
        let folder = try ScratchFolder()
        try text.write(to: folder.url.appendingPathComponent(file), atomically: true, encoding: .utf8)
        return (try DocGenProcess.run(["tokens"] + arguments + ["--format", "table"], in: folder.url), folder)
    }

    @Test func aResolverOfEightModifiersPrintsItsDefault() throws {
        let (result, _) = try tokens(["--resolver", "many.resolver.json"], file: "many.resolver.json", text: Self.resolver)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("context: m0=c1, m1=c1, m2=c1, m3=c1, m4=c1, m5=c1, m6=c1, m7=c1\n"), "\(result.stdout.prefix(200))")
        #expect(result.stdout.contains("#0b5fff"))
        #expect(result.stderr.contains("note: the resolver's 8 modifiers make 20736 permutations, more than 256: only the one chosen is resolved"), "\(result.stderr)")
    }

    @Test func aResolverOfEightModifiersPrintsTheChosenContext() throws {
        let (result, _) = try tokens(["--resolver", "many.resolver.json", "--context", "m0=c2", "--context", "m7=c3"],
                                     file: "many.resolver.json", text: Self.resolver)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("context: m0=c2, m1=c1, m2=c1, m3=c1, m4=c1, m5=c1, m6=c1, m7=c3\n"), "\(result.stdout.prefix(200))")
        #expect(result.stdout.contains("#ffffff"))
    }

    @Test func everyContextOfEightModifiersStopsAtTheLimit() throws {
        let (result, _) = try tokens(["--resolver", "many.resolver.json", "--all-contexts"], file: "many.resolver.json", text: Self.resolver)
        #expect(result.status == 2)
        #expect(result.stderr.contains("the resolver's 8 modifiers make 20736 permutations"), "\(result.stderr)")
        #expect(result.stderr.contains("[tokens.limit]"))
    }

    @Test func aFigmaExportOfManyModesPrintsItsDefaultModes() throws {
        let (result, _) = try tokens(["variables.json"], file: "variables.json", text: Self.figmaExport)
        #expect(result.status == 0, "\(result.stderr)")
        let context = (0..<12).map { "collection\($0)=mode2" }.joined(separator: ", ")
        #expect(result.stdout.hasPrefix("context: \(context)\n"), "\(result.stdout.prefix(300))")
        #expect(result.stdout.split(separator: "\n").filter { $0.hasPrefix("size.v") && $0.contains(" 2 ") }.count == 12, "\(result.stdout)")
    }

    @Test func everyModeOfAFigmaExportStopsAtTheLimit() throws {
        let (result, _) = try tokens(["variables.json", "--all-contexts"], file: "variables.json", text: Self.figmaExport)
        #expect(result.status == 2)
        #expect(result.stderr.contains("244140625 permutations"), "\(result.stderr)")
    }
}
