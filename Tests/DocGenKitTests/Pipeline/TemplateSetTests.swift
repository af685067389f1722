import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import Mustache
@testable import DocGenReview
import DocGenTestSupport

@Suite struct TemplateSetTests {
    @Test func loadsNestedTemplatesAndRendersWithPartials() throws {
        let folder = try TemporaryDirectory()
        try folder.write("page.mustache", "<h1>{{title}}</h1>{{> partials/footer}}")
        try folder.write("partials/footer.mustache", "<footer>{{note}}</footer>")
        let (templates, diagnostics) = TemplateSet.load(try ThemeFolder(role: "Templates", projectDirectory: folder.path))
        #expect(diagnostics.isEmpty)
        // The project's two files, beside the built-in theme's others (home, layout, partials/nav, …).
        #expect(Set(["page", "partials/footer", "layout", "home", "partials/nav"]).isSubset(of: Set(templates.names)))
        #expect(templates.files["page"] == folder.path + "/page.mustache")
        #expect(templates.files["home"] == "(built-in theme)/Templates/home.mustache")
        #expect(try templates.render(["title": "A & B", "note": "<b>"], with: "page") == "<h1>A &amp; B</h1><footer>&lt;b&gt;</footer>")
    }

    @Test func syntaxErrorNamesTemplateAndLine() throws {
        let folder = try TemporaryDirectory()
        try folder.write("page.mustache", "<main>\n{{#items}}\n<li>{{name}}</li>\n</main>\n")
        let (_, diagnostics) = TemplateSet.load(try ThemeFolder(role: "Templates", projectDirectory: folder.path))
        #expect(diagnostics.map(\.code) == ["template.syntax"])
        #expect(diagnostics.first?.location.file == folder.path + "/page.mustache")
        #expect(diagnostics.first?.location.line != nil)
    }

    @Test func missingPartialIsAnErrorWithASuggestion() throws {
        let folder = try TemporaryDirectory()
        try folder.write("layout.mustache", "<body>\n  {{> partials/fotter}}\n</body>")
        try folder.write("partials/footer.mustache", "<footer></footer>")
        let (_, diagnostics) = TemplateSet.load(try ThemeFolder(role: "Templates", projectDirectory: folder.path))
        #expect(diagnostics.map(\.code) == ["template.missing-partial"])
        #expect(diagnostics.first?.location.line == 2)
        #expect(diagnostics.first?.location.column == 3)
        #expect(diagnostics.first?.hint?.contains("Did you mean 'partials/footer'?") == true)
    }
}

@Suite struct TemplateRenderingTests {
    private func templates(_ files: [String: String]) throws -> (TemplateSet, [Diagnostic], String) {
        let folder = try TemporaryDirectory()
        for (name, text) in files { try folder.write(name, text) }
        let (set, diagnostics) = TemplateSet.load(try ThemeFolder(role: "Templates", projectDirectory: folder.path))
        return (set, diagnostics, folder.path)
    }

    @Test func unclosedSectionNamesItsPlace() throws {
        let (_, diagnostics, path) = try templates(["page.mustache": "<main>\n  {{#items}}\n<li>{{name}}</li>\n</main>\n"])
        #expect(diagnostics.map(\.code) == ["template.syntax"])
        #expect(diagnostics.first?.location == SourceLocation(file: path + "/page.mustache", line: 2, column: 3))
        #expect(diagnostics.first?.message.contains("the section 'items' opened here is never closed with {{/items}}") == true)
    }

    @Test func closeOfAnotherSectionNamesBoth() throws {
        let (_, diagnostics, _) = try templates(["page.mustache": "{{#a}}\n{{#b}}\n{{/a}}\n{{/b}}\n"])
        #expect(diagnostics.first?.location.line == 3)
        #expect(diagnostics.first?.message.contains("the open section is 'b'") == true)
    }

    @Test func partialThatIncludesItselfStopsWithAnError() throws {
        let (set, diagnostics, path) = try templates(["page.mustache": "{{> partials/loop}}", "partials/loop.mustache": "x{{> partials/loop}}"])
        #expect(diagnostics.isEmpty)
        #expect(throws: TemplateError.self) { try set.render([:], with: "page") }
        do throws(TemplateError) {
            _ = try set.render([:], with: "page")
        } catch {
            #expect(error.diagnostic.code == "template.nested-too-deep")
            #expect(error.location.file == path + "/partials/loop.mustache")
        }
    }

    @Test func partialRecursionBoundedByDataRenders() throws {
        let tree: TemplateValue = ["name": "a", "children": [["name": "b", "children": [["name": "c", "children": []]]]]]
        let (set, _, _) = try templates(["page.mustache": "{{> partials/node}}",
                                         "partials/node.mustache": "<{{name}}>{{#children}}{{> partials/node}}{{/children}}"])
        #expect(try set.render(tree, with: "page") == "<a><b><c>")
    }

    @Test func deferredValuesAreComputedOnlyWhenRead() throws {
        let (set, _, _) = try templates(["page.mustache": "{{title}}", "other.mustache": "{{#nav}}{{.}},{{/nav}}"])
        let value: TemplateValue = ["title": "T", "nav": .deferred { ["a", "b"] }]
        #expect(try set.render(value, with: "page") == "T")
        #expect(try set.render(value, with: "other") == "a,b,")
        let unread: TemplateValue = ["title": "T", "nav": .deferred { Issue.record("computed although no template reads it"); return [] }]
        #expect(try set.render(unread, with: "page") == "T")
    }

    /// docgen keeps swift-mustache's reading of truth, which the spec leaves open: an empty text is true, so
    /// `{{#page.description}}` needs a value that is absent, not empty, to print nothing.
    @Test func truthOfValues() throws {
        let (set, _, _) = try templates(["page.mustache": "{{#e}}E{{/e}}{{#f}}F{{/f}}{{^l}}L{{/l}}{{^m}}M{{/m}}{{#n}}N{{/n}}"])
        #expect(try set.render(["e": "", "f": false, "l": [], "n": 0], with: "page") == "ELMN")
    }

    @Test func escapesTheFiveCharactersOfHTML() throws {
        let (set, _, _) = try templates(["page.mustache": "{{v}}|{{{v}}}|{{&v}}"])
        #expect(try set.render(["v": "<a href=\"x\" title='y'>&</a>"], with: "page")
                == "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;|<a href=\"x\" title='y'>&</a>|<a href=\"x\" title='y'>&</a>")
    }
}
