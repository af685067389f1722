import Foundation
import Testing

/// A design system naming its own font: DejaVu Sans from Debian's fonts-dejavu-core, set in the starter project.
@Suite struct SystemFontsTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// The starter project with its label typography set in `family`, and `fonts` appended to its system.yaml.
    private func project(family: String, fonts: String?) throws -> ScratchFolder {
        try #require(FileManager.default.fileExists(atPath: Self.dejaVu), "install fonts-dejavu-core (scripts/install-dependencies.sh test)")
        let scratch = try ScratchFolder()
        #expect(try DocGenProcess.run(["init"], in: scratch.url).status == 0)
        let tokens = scratch.url.appendingPathComponent("Content/button/tokens/base.tokens.json")
        let text = try String(contentsOf: tokens, encoding: .utf8)
            .replacingOccurrences(of: #""fontFamily": ["Inter", "sans-serif"]"#, with: #""fontFamily": ["\#(family)", "sans-serif"]"#)
        try Data(text.utf8).write(to: tokens)
        if let fonts {
            let system = scratch.url.appendingPathComponent("Content/button/system.yaml")
            try Data((try String(contentsOf: system, encoding: .utf8) + fonts).utf8).write(to: system)
        }
        return scratch
    }

    /// The `width` of the primary medium default light cell in the matrix JSON.
    private func primaryWidth(in scratch: ScratchFolder) throws -> Double {
        let site = scratch.url.appendingPathComponent("_site")
        let jsonFile = try FileManager.default.subpathsOfDirectory(atPath: site.path).first { $0.hasSuffix(".matrix.json") }
        let data = try Data(contentsOf: site.appendingPathComponent(try #require(jsonFile)))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cells = try #require(object["cells"] as? [[String: Any]])
        let cell = try #require(cells.first { ($0["variant"] as? String) == "primary" && ($0["size"] as? String) == "medium" })
        return try #require((cell["geometry"] as? [String: Any])?["width"] as? Double)
    }

    @Test func aSystemNamingItsFontIsMeasuredAndDrawnWithIt() throws {
        let inter = try project(family: "Inter", fonts: nil)
        let interBuild = try DocGenProcess.run(["build"], in: inter.url)
        #expect(interBuild.status == 0, "stderr: \(interBuild.stderr)")

        let dejaVu = try project(family: "DejaVu Sans", fonts: """
            fonts:
              DejaVu Sans: [\(Self.dejaVu), /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf]

            """)
        // The system's fonts lie outside the project: refused until docgen.yaml allows their folder.
        let refused = try DocGenProcess.run(["build"], in: dejaVu.url)
        #expect(refused.status == 2, "stderr: \(refused.stderr)")
        #expect(refused.stderr.contains("\(Self.dejaVu) is outside the project folder"), "stderr: \(refused.stderr)")
        let projectFile = dejaVu.url.appendingPathComponent("docgen.yaml")
        try Data((try String(contentsOf: projectFile, encoding: .utf8) + "read-outside: [/usr/share/fonts/truetype/dejavu]\n").utf8).write(to: projectFile)
        let build = try DocGenProcess.run(["build"], in: dejaVu.url)
        #expect(build.status == 0, "stderr: \(build.stderr)")
        #expect(!build.stderr.contains("fonts.substituted"), "stderr: \(build.stderr)")
        // DejaVu Sans Bold is wider than Inter SemiBold: "Continue" gains several pixels.
        let (interWidth, dejaVuWidth) = (try primaryWidth(in: inter), try primaryWidth(in: dejaVu))
        #expect(dejaVuWidth > interWidth + 5, "Inter \(interWidth), DejaVu Sans \(dejaVuWidth)")
        // The standalone pictures draw DejaVu's glyphs, not Inter's.
        let svg = { (scratch: ScratchFolder) throws -> String in
            let site = scratch.url.appendingPathComponent("_site")
            let file = try #require(try FileManager.default.subpathsOfDirectory(atPath: site.path).sorted().first { $0.hasSuffix(".svg") && $0.hasPrefix("buttons/") })
            return try String(contentsOf: site.appendingPathComponent(file), encoding: .utf8)
        }
        #expect(try svg(inter) != svg(dejaVu))
        // Inline pictures name the family, and the site serves its files with an @font-face for each.
        let site = dejaVu.url.appendingPathComponent("_site")
        let page = try String(contentsOf: site.appendingPathComponent("button/index.html"), encoding: .utf8)
        #expect(page.contains(#"font-family="&#39;DejaVu Sans&#39;, Inter, sans-serif""#))
        #expect(page.contains(#"<link rel="stylesheet" href="../assets/system-fonts.css">"#))
        let css = try String(contentsOf: site.appendingPathComponent("assets/system-fonts.css"), encoding: .utf8)
        #expect(css == """
            @font-face { font-family: "DejaVu Sans"; font-weight: 400; font-style: normal; font-display: swap; src: url("../fonts/button/DejaVuSans.ttf"); }
            @font-face { font-family: "DejaVu Sans"; font-weight: 700; font-style: normal; font-display: swap; src: url("../fonts/button/DejaVuSans-Bold.ttf"); }

            """)
        #expect(FileManager.default.contents(atPath: site.appendingPathComponent("fonts/button/DejaVuSans-Bold.ttf").path)
            == FileManager.default.contents(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"))
        let interPage = try String(contentsOf: inter.url.appendingPathComponent("_site/button/index.html"), encoding: .utf8)
        #expect(!interPage.contains("system-fonts.css"))
    }

    @Test func aFamilyWithNoFileFallsBackToInterWithAWarning() throws {
        let scratch = try project(family: "Roboto", fonts: nil)
        let build = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(build.status == 0, "stderr: \(build.stderr)")
        #expect(build.stderr.contains("system.yaml:1: warning: No font file for `Roboto, sans-serif`"), "stderr: \(build.stderr)")
        #expect(build.stderr.contains("built-in Inter"))
        #expect(build.stderr.contains("[fonts.substituted]"))
    }

    @Test func anUnreadableFontFileIsAnError() throws {
        let scratch = try project(family: "Roboto", fonts: "fonts:\n  Roboto: fonts/Roboto-Regular.ttf\n")
        let build = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(build.status == 2)
        #expect(build.stderr.contains("Content/button/fonts/Roboto-Regular.ttf"), "stderr: \(build.stderr)")
        #expect(build.stderr.contains("[fonts.missing]"))
    }
}
