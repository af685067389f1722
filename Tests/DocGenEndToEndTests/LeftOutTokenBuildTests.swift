import Foundation
import Testing

/// An error stops a build only where it matters (issue 21): a token that cannot resolve stops `build` and `check`
/// when a component, a page's token table or a token in use depends on it; otherwise the build goes on, and the
/// system page's "How these values were read" panel lists it as left out.
@Suite struct LeftOutTokenBuildTests {
    /// The acme fixture with a token that names one no file defines (`color.palette.legacy`), which nothing uses.
    private func project(_ edit: (URL) throws -> Void = { _ in }) throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        let content = scratch.url.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: DocGenProcess.fixtures.appendingPathComponent("acme/Content"), to: content)
        try replace(in: content.appendingPathComponent("acme/tokens/base.tokens.json"), ##""white": { "$value": "#ffffff" },"##,
                    with: ##""white": { "$value": "#ffffff" }, "legacy": { "$value": "{color.palette.teal.500}" },"##)
        try edit(content)
        return scratch
    }

    private func replace(in file: URL, _ old: String, with new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old), "the fixture no longer holds \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: false, encoding: .utf8)
    }

    @Test func anUnusedBrokenTokenLetsTheBuildFinishAndThePanelListsIt() throws {
        let scratch = try project()
        let result = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("(color.palette.legacy): warning: color.palette.legacy is left out: reference to {color.palette.teal.500}, which does not exist [tokens.left-out]"),
                "\(result.stderr)")
        let page = try String(contentsOf: scratch.url.appendingPathComponent("_site/acme/index.html"), encoding: .utf8)
        #expect(page.contains("Tokens left out <span class=\"count\">1</span>"), "the panel counts the token")
        #expect(page.contains("color.palette.legacy is left out: reference to {color.palette.teal.500}, which does not exist"))
        #expect(page.contains("1 token left out"), "the closed panel's tally says it")

        let check = try DocGenProcess.run(["check"], in: scratch.url)
        // 1 for the fixture's own findings (its small size is under 44 pt), not 2: the input is valid.
        #expect(check.status == 1, "\(check.stderr)")
        #expect(check.stdout.contains("touch-target") || check.stderr.contains("touch-target"))
        #expect(check.stderr.contains("[tokens.left-out]"), "\(check.stderr)")
    }

    @Test func aBrokenTokenAButtonPassesThroughStopsTheBuild() throws {
        let scratch = try project { content in
            try replace(in: content.appendingPathComponent("acme/tokens/button.tokens.json"), #""foreground": { "$value": "{color.on-brand}" }"#,
                        with: #""foreground": { "$value": "{color.palette.legacy}" }"#)
        }
        let result = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("(color.palette.legacy): error: reference to {color.palette.teal.500}, which does not exist [tokens.unknown-reference]"),
                "the error names the token that failed, not the button's")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("_site").path))
        let check = try DocGenProcess.run(["check"], in: scratch.url)
        #expect(check.status == 2, "\(check.stderr)")
    }

    @Test func aBrokenTokenAPagesTokenTableShowsStopsTheBuild() throws {
        let scratch = try project { content in
            try "---\ntitle: Palette\n---\n\n```docgen tokens prefix=color.palette\n```\n"
                .write(to: content.appendingPathComponent("acme/palette.md"), atomically: false, encoding: .utf8)
        }
        let result = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("(color.palette.legacy): error: reference to {color.palette.teal.500}, which does not exist [tokens.unknown-reference]"),
                "\(result.stderr)")
    }
}
