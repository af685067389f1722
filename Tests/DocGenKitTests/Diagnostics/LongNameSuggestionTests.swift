import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenMarkdown
@testable import ButtonDrawing

/// "Did you mean" on a 1 MB unknown name (issue 11: a hang; 100 KB took 11 s) answers at once in every place that
/// suggests a name: the name is past `suggestion-name-length`, so no edit distance runs. Each place also still
/// suggests for an ordinary misspelling, which shows the name goes through the suggestion. The cost is held as work
/// done (`NameSuggestion.Work`); the bound on the time only guards against a hang. Token references: `HostileTokenInputTests.hugeUnknownNameGetsNoSuggestionAndNoDelay`;
/// matrix and tokens part arguments, a system's primary variant and command-line options: `LongNameTests`; the
/// suggestion itself and group references: the token engine's `LongNameSuggestionTests`.
/// (The drawings' selection is checked here on its error, which every caller goes through.)
@Suite struct LongNameSuggestionTests {
    static let huge = String(repeating: "w", count: 1 << 20)

    private func timed<T>(_ body: () throws -> T) rethrows -> T {
        var result: T?
        let elapsed = try ContinuousClock().measure { result = try body() }
        #expect(elapsed < .seconds(60), "a hang guard: \(elapsed)")
        return result!
    }

    @Test func partName() throws {
        for (name, suggested) in [(Self.huge, false), ("tabel", true)] {
            let invocation = try DirectiveSyntax.parse(info: "docgen \(name)", body: "", location: SourceLocation(file: "p.md", line: 3)).get()
            let diagnostic = timed { DirectiveRegistry.standard.validate(invocation).first?.diagnostic }
            #expect(diagnostic?.code == "directive.unknown")
            #expect(diagnostic?.hint?.contains("Did you mean 'table'?") == suggested)
        }
    }

    @Test func templateAndPartialNames() {
        for (name, suggested) in [(Self.huge, false), ("pgae", true)] {
            for reason in [TemplateError.Reason.missingLayout(name, known: ["home", "page"]), .missingPartial(name, known: ["home", "page"])] {
                let diagnostic = timed { TemplateError(reason: reason, location: SourceLocation(file: "Templates/page.mustache")).diagnostic }
                #expect(diagnostic.hint?.contains("Did you mean 'page'?") == suggested)
            }
        }
    }

    @Test func pageLink() {
        let parser = PageParser(links: ContentLinkResolver(outputPaths: ["index.md": "index.html", "guide.md": "guide/index.html"]),
                                directives: .standard)
        for (target, suggested) in [(Self.huge, false), ("giude", true)] {
            let source = SourceFile(relativePath: "index.md", displayPath: "Content/index.md", text: "# Home\n\n[a](\(target).md)\n")
            let (_, diagnostics) = timed { parser.parse(source) }
            #expect(diagnostics.map(\.code) == ["markdown.broken-link"])
            #expect(diagnostics.first?.hint?.contains("Did you mean guide.md?") == suggested, "\(diagnostics.first?.hint ?? "")")
        }
    }

    /// The anatomy and spec drawings' variant, size, state, theme, component and system names (command line and part).
    @Test(arguments: ["variant", "size", "state", "theme", "component", "system"]) func drawingSelection(axis: String) {
        for (value, suggested) in [(Self.huge, false), ("primay", true)] {
            let error = DiagramSelectionError(axis: axis, value: value, known: ["primary", "secondary"])
            let diagnostic = timed { error.diagnostic(at: SourceLocation(file: "command line")) }
            #expect(diagnostic.code == "diagram.unknown-\(axis)")
            #expect(diagnostic.hint?.contains("Did you mean 'primary'?") == suggested)
        }
    }

    /// Unknown states and variants in a component definition name the declared ones, without a search.
    @Test func componentStateAndVariantNames() {
        let yaml = """
            component: Button
            surfaces:
              page: "#ffffff"
            states:
              default: {}
              pressed: { fallback: \(Self.huge), variants: [\(Self.huge)] }
            sizes:
              medium: { height: 44, minWidth: 88, paddingX: 16, iconSize: 16, gap: 8, cornerRadius: 4, borderWidth: 1, fontSize: 16, fontWeight: 600 }
            variants:
              primary:
                text: Go
                surface: page
                colors:
                  label:
                    default: "#000000"
            """
        let (_, errors) = timed { ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "button.component.yaml") }
        #expect(Set(errors.map(\.diagnostic.code)).isSubset(of: ["component.unknown-state", "component.unknown-variant"]))
        #expect(!errors.isEmpty)
    }
}
