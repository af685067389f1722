import DesignTokens
import Testing
@testable import DocGenSupport
@testable import TokenBuilds

/// The registry of diagnostic codes as a value: each module's list merged, sorted, each code once; a printed code
/// found by its own entry or by the pattern that completes it.
@Suite struct DiagnosticCodeRegistryValueTests {
    static let registry = DiagnosticCodeRegistry([
        [DiagnosticCode("tokens.cycle", .error, "Aliases lead back to themselves."),
         DiagnosticCode("diagram.unknown-…", .error, "A diagram names an axis value that does not exist.")],
        [DiagnosticCode("markdown.extra-h1", .warning, "A page has more than one level-1 heading."),
         DiagnosticCode("tokens.cycle", .warning, "Declared a second time.")],
    ])

    @Test func modulesMergeSortedWithTheFirstDeclarationKept() {
        #expect(Self.registry.codes.map(\.code) == ["diagram.unknown-…", "markdown.extra-h1", "tokens.cycle"])
        #expect(Self.registry.entry(for: "tokens.cycle")?.level == .error)
    }

    @Test func aPrintedCodeIsFoundByItsEntryOrItsPattern() {
        #expect(Self.registry.entry(for: "markdown.extra-h1")?.level == .warning)
        #expect(Self.registry.entry(for: "diagram.unknown-variant")?.code == "diagram.unknown-…")
        #expect(!Self.registry.lists("diagram.unknown-"))
        #expect(!Self.registry.lists("tokens.cycles"))
        #expect(!Self.registry.lists("markdown.extra"))
    }

    @Test func theTokenEngineDeclaresItsCodes() {
        let engine = DiagnosticCodeRegistry([DiagnosticCode.tokenEngine])
        #expect(engine.entry(for: "tokens.nonstandard")?.level == .warning)
        #expect(engine.entry(for: "tokens.unknown-reference")?.level == .error)
        #expect(engine.codes.allSatisfy { ["tokens", "build", "css", "files"].contains($0.area) })
    }
}
