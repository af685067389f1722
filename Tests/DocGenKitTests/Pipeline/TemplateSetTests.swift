import Testing
@testable import DocGenKit

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
        #expect(templates.render(["title": "A & B", "note": "<b>"], with: "page") == "<h1>A &amp; B</h1><footer>&lt;b&gt;</footer>")
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
