import Foundation
import Testing

/// The built-in theme and the project's overrides, file by file (Hugo's lookup order).
@Suite struct ThemeCommandTests {
    @Test func projectPageTemplateOverridesOnlyThatTemplate() throws {
        let scratch = try ScratchFolder()
        #expect(try DocGenProcess.run(["init"], in: scratch.url).status == 0)
        let templates = scratch.url.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("{{<layout}}{{$main}}<p class=\"mine\">{{page.title}}</p>{{/main}}{{/layout}}\n".utf8)
            .write(to: templates.appendingPathComponent("page.mustache"))
        let build = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(build.status == 0, "stderr: \(build.stderr)")
        let site = scratch.url.appendingPathComponent("_site")
        let guide = try String(contentsOf: site.appendingPathComponent("guides/getting-started/index.html"), encoding: .utf8)
        #expect(guide.contains("<p class=\"mine\">Getting started</p>"))
        #expect(guide.contains("class=\"skip-link\""), "the built-in layout still wraps the page")
        let home = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!home.contains("class=\"mine\""), "the home page keeps the built-in home template")
    }

    @Test func projectPublicFileOverridesTheBuiltInOne() throws {
        let scratch = try ScratchFolder()
        #expect(try DocGenProcess.run(["init"], in: scratch.url).status == 0)
        let assets = scratch.url.appendingPathComponent("Public/assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try Data("body { color: rebeccapurple; }\n".utf8).write(to: assets.appendingPathComponent("site.css"))
        #expect(try DocGenProcess.run(["build"], in: scratch.url).status == 0)
        let site = scratch.url.appendingPathComponent("_site")
        #expect(try String(contentsOf: site.appendingPathComponent("assets/site.css"), encoding: .utf8) == "body { color: rebeccapurple; }\n")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("assets/site.js").path))
    }

    @Test func exportWritesTheRepositorysThemeAndRefusesToOverwrite() throws {
        let scratch = try ScratchFolder()
        let result = try DocGenProcess.run(["theme", "export", "theme"], in: scratch.url)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        for folder in ["Templates", "Public"] {
            let exported = try ScratchFolder.snapshot(of: scratch.url.appendingPathComponent("theme/\(folder)"))
            let source = try ScratchFolder.snapshot(of: DocGenProcess.packageRoot.appendingPathComponent(folder))
            #expect(exported == source, "\(folder) differs from the repository's")
        }
        let again = try DocGenProcess.run(["theme", "export", "theme"], in: scratch.url)
        #expect(again.status == 2)
        #expect(again.stderr.contains("[project.exists]"))
    }
}
