import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenMarkdown

@Suite struct DirectiveTests {
    private let location = SourceLocation(file: "p.md", line: 10)

    private func invocation(_ info: String, body: String = "") throws -> DirectiveInvocation {
        try DirectiveSyntax.parse(info: info, body: body, location: location).get()
    }

    @Test func quotedValuesKeepSpacesAndEscapes() throws {
        let parsed = try invocation(#"docgen matrix  variant=primary caption="Pressed \"and\" focused""#)
        #expect(parsed.name == "matrix")
        #expect(parsed.arguments.map(\.name) == ["variant", "caption"])
        #expect(parsed["caption"] == #"Pressed "and" focused"#)
    }

    @Test(arguments: [
        ("docgen", DirectiveError.Reason.missingName),
        ("docgen table caption=\"open", .unterminatedQuote),
        ("docgen table loose", .malformedArgument("loose")),
        ("docgen table a=1 a=2", .duplicateArgument("a")),
    ])
    func malformedInfoStrings(info: String, reason: DirectiveError.Reason) {
        let result = DirectiveSyntax.parse(info: info, body: "", location: location)
        #expect(throws: DirectiveError(reason: reason, location: location)) { try result.get() }
    }

    @Test func unknownPartSuggestsTheClosestName() throws {
        let errors = DirectiveRegistry.standard.validate(try invocation("docgen tabel"))
        #expect(errors.count == 1)
        let diagnostic = try #require(errors.first).diagnostic
        #expect(diagnostic.code == "directive.unknown")
        #expect(diagnostic.location.description == "p.md:10")
        #expect(diagnostic.hint?.contains("Did you mean 'table'?") == true)
    }

    @Test func unknownArgumentListsTheAllowedOnes() throws {
        let errors = DirectiveRegistry.standard.validate(try invocation("docgen table colour=red"))
        #expect(errors.map(\.reason) == [.unknownArgument("colour", directive: "table", allowed: ["caption"])])
    }

    @Test func partsWithoutABodyRejectContent() throws {
        struct Nothing: PartDocument {
            var shows: PartShows { PartShows() }
            var html: String { "" }
            var markdown: String { "" }
        }
        struct Empty: DirectivePart {
            let name = "empty"
            let summary = ""
            let parameters = [DirectiveParameter("id", required: true, "")]
            let takesBody = false
            func document(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> any PartDocument { Nothing() }
        }
        let registry = DirectiveRegistry([Empty()])
        let errors = registry.validate(try invocation("docgen empty", body: "stray\n"))
        #expect(errors.map(\.reason) == [.missingArgument("id", directive: "empty"), .invalidBody("The 'empty' part takes no content inside its fence.")])
        #expect(errors.last?.location.line == 11)
    }
}
