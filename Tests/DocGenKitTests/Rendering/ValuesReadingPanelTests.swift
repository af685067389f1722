import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

/// The "How these values were read" panel: what token and font loading recorded on each system, grouped and counted,
/// and the page template that shows it.
@Suite struct ValuesReadingPanelTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func warning(_ code: String, _ line: Int, _ message: String = "read as something", path: String? = nil) -> Diagnostic {
        Diagnostic(severity: .warning, location: SourceLocation(file: "Content/acme/tokens/base.tokens.json", line: line, column: 5, path: path),
                   code: code, message: message)
    }

    @Test func groupsByCodeInFirstSeenOrderCountsAndQuotesTheFirstThree() {
        let leftOut = Diagnostic(severity: .note, location: SourceLocation(file: "Content/acme/tokens/base.tokens.json", line: 40),
                                 code: "tokens.left-out", message: "2 tokens aliasing color.broken left out with it: color.a, color.b")
        let font = Diagnostic(severity: .warning, location: SourceLocation(file: "Content/acme/system.yaml", line: 1),
                              code: "fonts.substituted", message: "No font file for `Acme Sans`")
        let nonstandard = (1...5).map { warning("tokens.nonstandard", $0, path: "color.c\($0)") }
        let deprecated = warning("tokens.deprecated", 9)
        let panel = ValuesReadingPanel(diagnostics: [nonstandard[0], deprecated] + nonstandard.dropFirst() + [leftOut, font, nonstandard[1]],
                                       folder: "Content")
        #expect(panel.assumptions.map(\.code) == ["tokens.nonstandard", "tokens.deprecated"])
        #expect(panel.assumptions.map(\.diagnostics.count) == [5, 1], "a finding every permutation repeats is counted once")
        #expect(panel.assumptions[0].quoted.map(\.location.line) == [1, 2, 3])
        #expect(panel.assumptions[0].unquoted == 2)
        #expect(panel.assumptions[1].unquoted == 0)
        #expect(panel.leftOut == [leftOut])
        #expect(panel.leftOutTokenCount == 2)
        #expect(panel.substituted == [font])
        #expect(!panel.readAsWritten)
        #expect(panel.tally == "6 assumptions, 2 tokens left out, 1 font substituted")
        #expect(panel.place(of: nonstandard[0].location) == "acme/tokens/base.tokens.json:1")
    }

    @Test func nothingToSayIsReadAsWritten() {
        let panel = ValuesReadingPanel(diagnostics: [])
        #expect(panel.readAsWritten)
        #expect(panel.tally == "read as written")
        guard case .object(let values) = panel.templateValue else { Issue.record("not an object"); return }
        #expect(values["assumptions"] == nil && values["leftOut"] == nil && values["substituted"] == nil)
    }

    /// A site of two systems copied from the embedded content: Backbase with six colors given Primer's `alpha` beside
    /// `$value`, Orange with its labels set in a family that has no file.
    private func site() throws -> (TemporaryDirectory, BuildConfiguration) {
        let folder = try TemporaryDirectory()
        let content = Self.root.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: folder.url("Content"), withIntermediateDirectories: true)
        for system in ["backbase", "orange"] {
            try FileManager.default.copyItem(at: content.appendingPathComponent(system), to: folder.url("Content/\(system)"))
        }
        try folder.write("Content/index.md", "---\ntitle: Home\n---\nTwo systems.\n")
        let primitives = "Content/backbase/tokens/primitives.tokens.json"
        var tokens = try #require(folder.read(primitives))
        for shade in ["50", "100", "200", "300", "400", "600"] {
            let written = try #require(tokens.range(of: "\"\(shade)\": {\"$value\": {\"colorSpace\": \"srgb\""))
            let end = try #require(tokens.range(of: "\"}}", range: written.upperBound..<tokens.endIndex))
            tokens.replaceSubrange(end, with: "\"}, \"alpha\": 0.5}")
        }
        try folder.write(primitives, tokens)
        let orange = "Content/orange/tokens/primitives.tokens.json"
        try folder.write(orange, try #require(folder.read(orange)).replacingOccurrences(of: "\"fontFamily\": \"Inter\"", with: "\"fontFamily\": \"Acme Sans\""))
        let configuration = BuildConfiguration(contentDirectory: folder.url("Content").path,
                                               templatesDirectory: Self.root.appendingPathComponent("Templates").path,
                                               publicDirectory: Self.root.appendingPathComponent("Public").path,
                                               outputDirectory: folder.url("_site").path)
        return (folder, configuration)
    }

    @Test func eachSystemKeepsWhatItsOwnLoadingSaid() throws {
        let (folder, configuration) = try site()
        var context = BuildContext(configuration: configuration)
        try withExtendedLifetime(folder) { try BuildPipeline.analysis.run(&context) }
        let backbase = try #require(context.system(id: "backbase")), orange = try #require(context.system(id: "orange"))
        #expect(Set(backbase.tokenDiagnostics.map(\.code)) == ["tokens.nonstandard"])
        #expect(Set(backbase.tokenDiagnostics.map(\.location.path)).count == 6)
        #expect(backbase.fontDiagnostics.isEmpty)
        #expect(orange.tokenDiagnostics.isEmpty)
        #expect(orange.fontDiagnostics.map(\.code) == ["fonts.substituted"])
        #expect(context.diagnostics.filter { $0.code == "fonts.substituted" }.count == 1, "recorded on the system, reported once")
    }

    @Test func systemPagesShowThePanelClosedWithCountsAndTheFirstPlaces() throws {
        let (folder, configuration) = try site()
        let steps = BuildPipeline.site.steps
        let drawing = try #require(steps.firstIndex { $0.id == .drawButtons })
        var context = BuildContext(configuration: configuration)
        try BuildPipeline(steps: Array(steps[..<drawing])).run(&context)
        // A left-out note as the alias resolver words it, which a finished build cannot otherwise carry past an error.
        let orange = try #require(context.systems.firstIndex { $0.id == "orange" })
        context.systems[orange].tokenDiagnostics.append(Diagnostic(
            severity: .note, location: SourceLocation(file: configuration.contentDirectory + "/orange/tokens/x.tokens.json", line: 12),
            code: "tokens.left-out", message: "3 tokens aliasing color.<gone> left out with it: color.a, color.b, color.c",
            hint: "fix color.<gone> and these resolve again"))
        try BuildPipeline(steps: Array(steps[drawing...])).run(&context)

        let backbase = try #require(folder.read("_site/backbase/index.html"))
        let panel = try #require(backbase.range(of: #"<details class="values-read" id="values-read">"#), "closed: no open attribute")
        #expect(backbase[panel.upperBound...].contains(#"<span class="values-read-tally">6 assumptions</span>"#))
        #expect(backbase.contains(#"<code>tokens.nonstandard</code> <span class="status status-warn">6 warnings</span>"#))
        #expect(backbase.contains("backbase/tokens/primitives.tokens.json:7 <code>theme.palette.blue.50</code>"))
        #expect(!backbase.contains(configuration.contentDirectory + "/"), "no path of the building machine")
        #expect(backbase.components(separatedBy: "the token has &quot;alpha&quot;: 0.5 beside $value").count - 1 == 3)
        #expect(backbase.contains(#"<p class="values-read-more">and 3 more</p>"#))

        let orangePage = try #require(folder.read("_site/orange/index.html"))
        #expect(orangePage.contains(#"<span class="values-read-tally">3 tokens left out, 1 font substituted</span>"#))
        #expect(orangePage.contains("3 tokens aliasing color.&lt;gone&gt; left out with it"), "escaped")
        #expect(orangePage.contains("No font file for `Acme Sans`"))
        #expect(orangePage.contains("orange/system.yaml:1"))

        let home = try #require(folder.read("_site/index.html"))
        #expect(!home.contains("values-read"), "only design system pages have the panel")
    }

    @Test func theEmbeddedSystemsAreReadAsWritten() throws {
        let configuration = BuildConfiguration(contentDirectory: Self.root.appendingPathComponent("Content").path)
        var context = BuildContext(configuration: configuration)
        try BuildPipeline.analysis.run(&context)
        for system in context.systems {
            #expect(ValuesReadingPanel(system: system).readAsWritten, "\(system.id)")
        }
    }
}
