import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import Mustache
@testable import DocGenReview

/// The template findings of the hostile-input review, each at the size that crashed docgen or took it past its
/// time: every one now ends in an error at its place or renders in time linear in its size.
@Suite struct MustacheBoundsTests {
    private func library(_ templates: [String: String], nestingLimit: Int = 512) throws -> MustacheLibrary {
        var library = MustacheLibrary()
        for (name, text) in templates { library.register(try MustacheTemplate(text, nestingLimit: nestingLimit), named: name) }
        return library
    }

    private func renderError(_ library: MustacheLibrary, _ name: String, _ value: TemplateValue = [:],
                             limits: MustacheRenderLimits = MustacheRenderLimits()) -> MustacheRenderError? {
        do throws(MustacheRenderError) {
            _ = try library.render(value, with: name, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    /// 60 bytes that overflowed the stack: a block override holding the block it overrides.
    /// The engine is its own module and keeps its own defaults; they are docgen's input limits' defaults.
    @Test func theEnginesDefaultsAreDocgensLimits() {
        #expect(MustacheRenderLimits.defaultNestingDepth == InputLimits.Name.nestingDepth.defaultValue)
        #expect(MustacheRenderLimits.defaultOutputSize == InputLimits.Name.outputSize.defaultValue)
    }

    @Test func blockOverrideHoldingItselfIsAnErrorAtItsPlace() throws {
        let page = "{{<p}}{{$b}}{{$b}}{{/b}}{{/b}}{{/p}}"
        let library = try library(["page": page, "p": "<{{$b}}{{/b}}>"])
        #expect(renderError(library, "page") == .nestedTooDeep(template: "page", line: 1, column: 13, limit: 512))
    }

    /// 15,000 nested sections overflowed the stack while parsing.
    @Test func fifteenThousandNestedSectionsAreAnErrorAtTheFirstTooDeep() {
        let text = String(repeating: "{{#a}}", count: 15_000) + String(repeating: "{{/a}}", count: 15_000)
        #expect(throws: MustacheSyntaxError(reason: .nestedTooDeep(limit: 512), line: 1, column: 512 * 6 + 1)) {
            try MustacheTemplate(text)
        }
    }

    /// Parsed and rendered without recursion, 15,000 levels need no stack when a caller allows them.
    @Test func fifteenThousandNestedSectionsRenderWithoutRecursion() throws {
        let text = String(repeating: "{{#a}}x", count: 15_000) + String(repeating: "{{/a}}", count: 15_000)
        let library = try library(["page": text], nestingLimit: 15_000)
        let output = try library.render(["a": true], with: "page", limits: MustacheRenderLimits(nestingDepth: 15_000))
        #expect(output == String(repeating: "x", count: 15_000))
        #expect(renderError(library, "page", ["a": true]) == .nestedTooDeep(template: "page", line: 1, column: 512 * 7 + 1, limit: 512))
    }

    /// Partials that include the next one twice, 31 levels: 2^31 inclusions, stopped by output-size.
    @Test func partialsIncludingTheNextTwiceStopAtTheOutputSize() throws {
        var templates = ["d31": "x"]
        for level in 0..<31 { templates["d\(level)"] = "{{> d\(level + 1)}}{{> d\(level + 1)}}" }
        let library = try library(templates)
        #expect(renderError(library, "d0", limits: MustacheRenderLimits(outputSize: 1 << 20)) == .expandsTooFar(limit: 1 << 20))
        // Printing more per inclusion, the bytes pass the limit first.
        templates["d31"] = String(repeating: "x", count: 64)
        #expect(renderError(try self.library(templates), "d0", limits: MustacheRenderLimits(outputSize: 1 << 20)) == .outputTooLarge(limit: 1 << 20))
        // Printing nothing, the steps still end it.
        templates["d31"] = ""
        #expect(renderError(try self.library(templates), "d0", limits: MustacheRenderLimits(outputSize: 1 << 20)) == .expandsTooFar(limit: 1 << 20))
    }

    /// A chain of partials, each indented two spaces more than the last: the output grows with the square of the
    /// depth, and rendering it costs no more than its bytes.
    private func indentedChain(depth: Int, lines: Int) throws -> MustacheLibrary {
        var templates: [String: String] = [:]
        for level in 0..<depth {
            let next = level + 1 < depth ? "  {{> c\(level + 1)}}\n" : ""
            templates["c\(level)"] = String(repeating: "line\n", count: lines) + next
        }
        return try library(templates)
    }

    @Test func indentationOfNestedPartialsCostsItsOutput() throws {
        let (depth, lines) = (400, 128)
        let output = try #require(try indentedChain(depth: depth, lines: lines).render([:], with: "c0"))
        #expect(output.utf8.count == (0..<depth).reduce(0) { $0 + lines * (2 * $1 + 5) })
        #expect(output.hasSuffix("\n" + String(repeating: " ", count: 2 * (depth - 1)) + "line\n"))
    }

    /// The 36 MB page of the review: over output-size, stopped there.
    @Test func indentationPastTheOutputSizeIsAnError() throws {
        #expect(renderError(try indentedChain(depth: 512, lines: 128), "c0") == .outputTooLarge(limit: 32 << 20))
    }

    /// 600,000 lines of text, gathered into one node, and indented line by line when included.
    @Test func sixHundredThousandLinesRenderAsTheyAre() throws {
        let text = String(repeating: "a line\n", count: 600_000)
        let library = try library(["page": text, "host": "  {{> page}}\n"])
        #expect(try library.render([:], with: "page") == text)
        let indented = try #require(try library.render([:], with: "host"))
        #expect(indented.utf8.count == 600_000 * 9)
        #expect(indented.hasPrefix("  a line\n  a line\n"))
    }

    /// 60,000 tags on one line: their columns counted from the line's start, each in constant time.
    @Test func sixtyThousandTagsOnOneLine() throws {
        let line = String(repeating: "{{v}}", count: 60_000)
        #expect(try library(["page": line]).render(["v": "ab"], with: "page")?.utf8.count == 120_000)
        #expect(throws: MustacheSyntaxError(reason: .unclosedTag, line: 2, column: 300_001)) {
            try MustacheTemplate("\n" + line + "{{v")
        }
    }

    /// Columns are UTF-8 bytes of the line, as in every other location docgen gives (é is two).
    @Test func columnsCountBytes() {
        #expect(throws: MustacheSyntaxError(reason: .unclosedTag, line: 1, column: 4)) { try MustacheTemplate("é {{v") }
    }

    /// A delimiter of 4,000 bytes over text that nearly matches it at every byte: found in linear time.
    @Test func longDelimitersAreFoundInLinearTime() throws {
        let delimiter = String(repeating: "a", count: 4_000) + "b"
        let text = "{{=\(delimiter) }}=}}" + String(repeating: "a", count: 400_000) + delimiter + "v}}"
        let output = try library(["page": text]).render(["v": "!"], with: "page")
        #expect(output == String(repeating: "a", count: 400_000) + "!")
    }

    /// A block's override that includes the page holding it, and partials that include each other, end in errors.
    @Test func cyclesOfPartialsAndParentsAreErrors() throws {
        let library = try library(["a": "{{> b}}", "b": "{{<a}}{{/a}}"])
        guard case .nestedTooDeep(_, _, _, 512)? = renderError(library, "a") else {
            Issue.record("a cycle of a partial and a parent rendered")
            return
        }
    }

    /// A name looked up through every scope of deep sections counts each scope as a step.
    @Test func deepLookUpsCountTheirScopes() throws {
        let text = String(repeating: "{{#a}}", count: 500) + "{{#l}}{{missing}}{{/l}}" + String(repeating: "{{/a}}", count: 500)
        let library = try library(["page": text])
        let items = TemplateValue.list(Array(repeating: ["x": "1"], count: 100_000))
        #expect(renderError(library, "page", ["a": ["b": "c"], "l": items], limits: MustacheRenderLimits(outputSize: 1 << 22))
                == .expandsTooFar(limit: 1 << 22))
    }

    /// Pages rendered on several threads stop together once they spend the site's budget.
    @Test func siteBudgetStopsEveryRendering() throws {
        let library = try library(["page": "{{#l}}0123456789{{/l}}"])
        let items = TemplateValue.list(Array(repeating: true, count: 20_000))
        let budget = MustacheSiteBudget(limit: 500_000)
        var stopped = 0
        for _ in 0..<10 {
            if renderError(library, "page", ["l": items], limits: MustacheRenderLimits(site: budget)) == .siteTooLarge(limit: 500_000) { stopped += 1 }
        }
        #expect(budget.isExhausted)
        #expect(stopped >= 8)
    }
}
