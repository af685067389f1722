import Foundation
import Testing

/// `tokens: { build: … }` in system.yaml, run as a user would: the acme system's team ships a stylesheet whose
/// brand fill is not what docgen reads from the token files. The cells are drawn with the build's value, per theme
/// (`:root` for light, `[data-theme="dark"]` for dark), and a `build.differs` warning names both values and places.
@Suite struct TokensBuildProjectTests {
    static let css = """
        /* Built by the team's own pipeline. */
        :root {
          --acme-color-palette-white: #ffffff;
          --acme-color-background-brand: #0a3055;
        }
        [data-theme="dark"] {
          --acme-color-background-brand: var(--acme-color-accent-sky);
          --acme-color-accent-sky: #3d8bff;
        }

        """

    private func project(build: String) throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        let content = scratch.url.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: DocGenProcess.fixtures.appendingPathComponent("acme/Content"), to: content)
        let dist = content.appendingPathComponent("acme/dist")
        try FileManager.default.createDirectory(at: dist, withIntermediateDirectories: true)
        try Self.css.write(to: dist.appendingPathComponent("tokens.css"), atomically: true, encoding: .utf8)
        let system = content.appendingPathComponent("acme/system.yaml")
        try String(contentsOf: system, encoding: .utf8)
            .replacingOccurrences(of: "  resolver: tokens/button.resolver.json", with: "  resolver: tokens/button.resolver.json\n  build: \(build)")
            .write(to: system, atomically: false, encoding: .utf8)
        return scratch
    }

    private func fills(_ scratch: ScratchFolder) throws -> [String: Set<String>] { try MatrixFills.primaryDefault(in: scratch) }

    @Test func theCellsTakeTheBuildsValuesPerTheme() throws {
        let scratch = try project(build: "dist/tokens.css")
        let result = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try fills(scratch) == ["light": ["#0a3055"], "dark": ["#3d8bff"]])
        // Both values and both places, once per theme.
        #expect(result.stderr.contains("(color.background.brand): warning: color.background.brand reads as #0b5fff from its source; " +
                                       "the build writes #0a3055 (--acme-color-background-brand at Content/acme/dist/tokens.css:4:3), " +
                                       "for theme=light: the build's value is drawn [build.differs]"), "\(result.stderr)")
        #expect(result.stderr.contains("for theme=dark: the build's value is drawn [build.differs]"), "\(result.stderr)")
    }

    @Test func aMissingBuildIsAnErrorThatSaysWhere() throws {
        let scratch = try project(build: "dist/nope.css")
        let result = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Content/acme/dist/nope.css: error: Content/acme/dist/nope.css does not exist [css.unreadable]"), "\(result.stderr)")
    }

    @Test func aBuildPerContextIsReadForThatContext() throws {
        let scratch = try project(build: "{ light: dist/tokens.css, dark: dist/dark.css }")
        try ":root { --acme-color-background-brand: #123456; }\n"
            .write(to: scratch.url.appendingPathComponent("Content/acme/dist/dark.css"), atomically: true, encoding: .utf8)
        let result = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try fills(scratch) == ["light": ["#0a3055"], "dark": ["#123456"]])
    }

    /// The build output is recorded as read: an edit to it alone gives the next build its new value.
    @Test func anEditToTheBuildIsSeenByTheNextBuild() throws {
        let scratch = try project(build: "dist/tokens.css")
        #expect(try DocGenProcess.run(["build"], in: scratch.url).status == 0)
        try Self.css.replacingOccurrences(of: "#0a3055", with: "#114477")
            .write(to: scratch.url.appendingPathComponent("Content/acme/dist/tokens.css"), atomically: true, encoding: .utf8)
        let again = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try fills(scratch)["light"] == ["#114477"])
    }
}
