import Foundation
import Testing

/// `docgen tokens FOLDER` on alternative theme files, and `--write-resolver FILE`, run as a user would. The shape is
/// the one issue 21 measured in five public sets (a folder holding `light.json` and `dark.json` beside a primitives
/// file, merged in path order so the last won silently); the colors are GitHub Primer's published light and dark
/// values (`@primer/primitives`: `#1f883d`, `#1f2328`, `#ffffff`, `#f0f6fc`).
@Suite struct WriteResolverTests {
    private func folder() throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        let files = [
            "tokens/base.json": ##"{"base": {"color": {"$type": "color", "green": {"$value": "#1f883d"}, "black": {"$value": "#1f2328"}, "white": {"$value": "#ffffff"}, "snow": {"$value": "#f0f6fc"}}}}"##,
            "tokens/light.json": ##"{"fgColor": {"$type": "color", "default": {"$value": "{base.color.black}"}, "onEmphasis": {"$value": "{base.color.white}"}, "accent": {"$value": "{base.color.green}"}}}"##,
            "tokens/dark.json": ##"{"fgColor": {"$type": "color", "default": {"$value": "{base.color.snow}"}, "onEmphasis": {"$value": "{base.color.white}"}, "accent": {"$value": "{base.color.green}"}}}"##,
        ]
        for (path, text) in files {
            let url = scratch.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return scratch
    }

    @Test func theFolderIsReportedAsAlternativeThemes() throws {
        let scratch = try folder()
        let result = try DocGenProcess.run(["tokens", "tokens", "--format", "table"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("tokens/dark.json: warning: these files look like alternative themes, not layers: dark (tokens/dark.json), " +
                                       "light (tokens/light.json); they define 3 of the same tokens, 1 with different values, and merged in path " +
                                       "order the last wins, so light's (tokens/light.json) values were used wherever they differ [tokens.alternative-themes]"),
                "\(result.stderr)")
        #expect(result.stderr.contains("--write-resolver tokens/themes.resolver.json (a set of the 1 common file, then a modifier \"theme\" " +
                                       "with the contexts dark, light (default dark))"), "\(result.stderr)")
        let strict = try DocGenProcess.run(["tokens", "tokens", "--strict-format"], in: scratch.url)
        #expect(strict.status == 2)
        #expect(strict.stderr.contains("tokens/dark.json: error: these files look like alternative themes"), "\(strict.stderr)")
    }

    @Test func theWrittenResolverGivesEachThemeAsTheFilesDo() throws {
        let scratch = try folder()
        let written = try DocGenProcess.run(["tokens", "tokens", "--write-resolver", "tokens/themes.resolver.json"], in: scratch.url)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.isEmpty)
        #expect(written.stderr.contains("wrote tokens/themes.resolver.json: a set of 1 common file, the modifier \"theme\" with the contexts dark, light (default dark)"))
        let text = try String(contentsOf: scratch.url.appendingPathComponent("tokens/themes.resolver.json"), encoding: .utf8)
        #expect(text.contains(##"{ "$ref": "base.json" }"##) && text.contains(#""version": "2025.10""#), "\(text)")
        for theme in ["light", "dark"] {
            let viaFiles = try DocGenProcess.run(["tokens", "tokens/base.json", "tokens/\(theme).json"], in: scratch.url)
            // The folder now holds the resolver, and is read through it.
            let viaResolver = try DocGenProcess.run(["tokens", "tokens", "--context", "theme=\(theme)"], in: scratch.url)
            #expect(viaFiles.status == 0 && viaResolver.status == 0, "\(viaFiles.stderr)\(viaResolver.stderr)")
            #expect(viaResolver.stderr.isEmpty, "\(viaResolver.stderr)")
            // The same tokens; only the context line says which theme was chosen.
            let context = "\"context\": {\"theme\": \"\(theme)\"}"
            #expect(viaResolver.stdout.contains(context))
            #expect(!viaFiles.stdout.isEmpty && viaFiles.stdout == viaResolver.stdout.replacingOccurrences(of: context, with: "\"context\": {}"), "\(theme)")
        }
        let dark = try DocGenProcess.run(["tokens", "tokens", "--context", "theme=dark", "--format", "table"], in: scratch.url)
        #expect(dark.stdout.contains("#f0f6fc"))
    }

    @Test func anExistingFileIsNeverOverwritten() throws {
        let scratch = try folder()
        let target = scratch.url.appendingPathComponent("mine.resolver.json")
        try "keep me".write(to: target, atomically: true, encoding: .utf8)
        let result = try DocGenProcess.run(["tokens", "tokens", "--write-resolver", "mine.resolver.json"], in: scratch.url)
        #expect(result.status == 64)
        #expect(result.stderr.contains("error: mine.resolver.json already exists; --write-resolver never overwrites a file"), "\(result.stderr)")
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep me")
    }

    @Test func layersWithoutAlternativesHaveNoResolverToWrite() throws {
        let scratch = try folder()
        let result = try DocGenProcess.run(["tokens", "tokens/base.json", "tokens/light.json", "--write-resolver", "x.resolver.json"], in: scratch.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("none of these files look like alternative themes"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("x.resolver.json").path))
    }
}
