import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import TokenBuilds

/// Open edX Paragon's token files as published (the fixture `Fixtures/build/paragon/`, openedx/paragon b2755fbd, see
/// its SOURCE.md): `actions` and `source` beside every palette value, `inherit` as a Button color, the dotted spacer
/// names, numbers written as strings, and color recipes; compared with the CSS Paragon's own build wrote from them,
/// `styles/css/themes/light/variables.css`.
@Suite struct ParagonFixtureTests {
    static let colorFiles = ["tokens/src/themes/light/global/color.json", "tokens/src/themes/light/alias/color.json",
                             "tokens/src/themes/light/components/general/text.json", "tokens/src/core/global/spacing.json"]
        + ["brand", "danger", "dark", "info", "light", "primary", "secondary", "success", "tertiary", "warning"]
        .map { "tokens/src/themes/light/components/Button/\($0).json" }

    private func load(_ files: [String]) -> TokenLoadResult {
        TokenLoader().load(files: files.map { BuildFixtures.path("paragon/" + $0) }, resolver: nil)
    }

    /// The CSS custom properties of the build's stylesheet, by name, with the value as written.
    static func css() throws -> [String: String] {
        let text = try String(contentsOfFile: BuildFixtures.path("paragon/styles/css/themes/light/variables.css"), encoding: .utf8)
        var properties: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":"), let end = trimmed.firstIndex(of: ";") else { continue }
            properties[String(trimmed[..<colon])] = trimmed[trimmed.index(after: colon)..<end].trimmingCharacters(in: .whitespaces)
        }
        return properties
    }

    /// Every token path whose object has a `modify` member, in the given files.
    static func recipePaths(_ files: [String]) throws -> [String] {
        var paths: [String] = []
        func visit(_ node: Any, _ path: [String]) {
            guard let object = node as? [String: Any] else { return }
            if object["modify"] != nil, object["$value"] != nil { paths.append(path.joined(separator: ".")) }
            for (key, child) in object where !key.hasPrefix("$") { visit(child, path + [key]) }
        }
        for file in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: BuildFixtures.path("paragon/" + file)))
            visit(try JSONSerialization.jsonObject(with: data), [])
        }
        return paths.sorted()
    }

    @Test func theButtonsColorFilesLoadWithoutAnError() {
        let result = load(Self.colorFiles)
        #expect(result.diagnostics.errors.map(\.message) == [])
        let set = result.only
        // `inherit` beside the palette's `actions`: a keyword of a color token.
        #expect(set[TokenPath(dotted: "color.btn.bg.outline-brand")]?.value == .keyword("inherit"))
        #expect(set[TokenPath(dotted: "color.btn.bg.outline-brand")]?.type == .color)
        // The dotted name, joined as Style Dictionary joins it.
        #expect(set[TokenPath(["spacing", "spacer", "1.5"])]?.value == .dimension(Dimension(0.375, .rem)))
        #expect(result.diagnostics.contains { $0.code == "tokens.nonstandard" && $0.message.contains("\"actions\"") })
    }

    /// Each color a recipe computes equals the value Paragon's build wrote (`--pgn-` + the path joined with `-`, as
    /// `#RRGGBBAA`), and none is uncertain.
    @Test func everyRecipeColorEqualsParagonsCSS() throws {
        let set = load(Self.colorFiles).only
        let css = try Self.css()
        let recipes = try Self.recipePaths(Self.colorFiles).filter { $0.hasPrefix("color.") }
        #expect(recipes.count > 150)
        var compared = 0
        for path in recipes {
            guard let written = css["--pgn-" + path.replacingOccurrences(of: ".", with: "-")], written.hasPrefix("#") else { continue }
            let token = try #require(set[TokenPath(dotted: path)], "\(path) did not resolve")
            let color = try #require(token.value.color, "\(path) is \(token.value)")
            let bytes = color.rgba8
            let hex = String(format: "#%02X%02X%02X%02X", bytes.red, bytes.green, bytes.blue, bytes.alpha)
            #expect(hex == written, "\(path)")
            #expect(token.uncertainties.isEmpty, "\(path)")
            compared += 1
        }
        #expect(compared > 150)
    }

    /// The whole comparison with the build's stylesheet, as `docgen tokens --against` makes it: no value differs.
    @Test func noValueDiffersFromTheBuild() throws {
        let set = load(Self.colorFiles).only
        let text = try String(contentsOfFile: BuildFixtures.path("paragon/styles/css/themes/light/variables.css"), encoding: .utf8)
        let sheet = try CSSCustomPropertyReader.read(Array(text.utf8), file: "variables.css").get()
        let report = try CSSComparer.compare(set, with: sheet, prefix: "pgn").get()
        #expect(report.differences.map(\.path) == [])
        #expect(report.matches.count > 800)
    }

    /// Font weights and line heights written as strings are read as numbers, each with a note.
    @Test func numbersWrittenAsStrings() {
        let result = load(["tokens/src/core/global/typography.json"])
        #expect(result.only[TokenPath(dotted: "typography.font.weight.normal")]?.value == .fontWeight(400))
        #expect(result.only[TokenPath(dotted: "typography.line-height.base")]?.value == .number(1.5556))
        #expect(result.diagnostics.contains { $0.message.contains("the font weight is the string \"400\"") })
        // What stays an error is of other kinds: relative weights and keywords (`lighter`, `inherit`), line heights in
        // rem typed number, a page size keyword typed dimension.
        #expect(!result.diagnostics.errors.contains { $0.message.contains("expected a number, found a string") && $0.message.contains("\"400\"") })
    }
}
