import Foundation
import Testing

/// Whole builds and checks of a fixture design system: tokens through a resolver, a component definition, and a
/// page with every generated part.
@Suite struct ButtonPartsTests {
    private func build(_ extra: [String] = []) throws -> (ScratchFolder, URL, DocGenProcess.Result) {
        let scratch = try ScratchFolder()
        let site = scratch.url.appendingPathComponent("_site")
        return (scratch, site, try DocGenProcess.buildFixture("acme", into: site, extra: extra))
    }

    @Test func aSystemPageHasEveryPartAndTheSiteHasEveryCell() throws {
        let (scratch, site, result) = try build()
        defer { withExtendedLifetime(scratch) {} }
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("[7/16] Compute state matrices"))
        let page = try String(contentsOf: site.appendingPathComponent("acme/index.html"), encoding: .utf8)
        #expect(page.contains("<div class=\"docgen-part docgen-part-gallery\">"))
        #expect(page.contains("<table class=\"state-matrix\">"))
        #expect(page.contains("<tr id=\"token-color.button.primary.default.background\">"))
        #expect(page.contains("<table class=\"checks-summary\">"))
        #expect(page.contains("role=\"img\" aria-labelledby="))
        // The summary under the title counts cells and findings apart: the small size's touch target fails its 6 cells
        // (one finding), the dark medium cells' APCA is advisory, linked to the results.
        #expect(page.contains("<p class=\"page-checks\"><span class=\"page-checks-cells\">Checked 12 cells against 4 rules:\n"
            + "<span class=\"status status-fail\">6 cells fail</span>,\n<span class=\"status status-warn\">2 advisory</span>,\n"
            + "<span class=\"status status-pass\">4 pass</span></span>\n"
            + "<span class=\"page-checks-findings\">· 38 findings: 1 failed, 4 advisory, 33 passed</span>"))
        #expect(page.contains("<a href=\"#check-results\">See the results</a>"))
        #expect(page.contains("<div class=\"docgen-part docgen-part-checks\" id=\"check-results\">"))
        // 1 variant × 2 sizes × 3 states × 2 themes, each an SVG file, and the matrix as JSON.
        let svgs = try ScratchFolder.snapshot(of: site).keys.filter { $0.hasPrefix("buttons/acme/") && $0.hasSuffix(".svg") }
        #expect(svgs.count == 12)
        let matrix = try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("buttons/acme/button.matrix.json"))) as? [String: Any]
        #expect((matrix?["cells"] as? [Any])?.count == 12)
        let home = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(home.contains("<a href=\"acme/index.html\">Acme Design System</a>"))
        #expect(try InternalLinks.broken(in: site).isEmpty)
    }

    @Test func strictBuildFailsOnAFailedCheckAndKeepsNoHalfSite() throws {
        let (scratch, site, result) = try build(["--strict"])
        defer { withExtendedLifetime(scratch) {} }
        #expect(result.status == 1)
        #expect(result.stderr.contains("failed (--strict)"))
        // The checks ran on a complete, valid site: --strict reports, the site is still written whole.
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("acme/index.html").path))
    }

    @Test func checkReportsTheSmallButtonsTouchTarget() throws {
        let content = DocGenProcess.fixtures.appendingPathComponent("acme/Content").path
        let text = try DocGenProcess.run(["check", "--content", content])
        #expect(text.status == 1)
        #expect(text.stdout.contains("error: [touch-target] acme Button primary/small (3 states × 2 themes): Hit area"))
        #expect(text.stdout.contains("button.component.yaml:10:13"))

        let json = try DocGenProcess.run(["check", "--content", content, "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Int])
        // One finding for the small size, covering default, pressed, disabled × light, dark: a disabled button is not
        // exempt from touch targets.
        #expect(summary["errors"] == 1)
        let touch = (report["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == "touch-target" && $0["passed"] as? Bool == false }
        #expect((touch?["cells"] as? [Any])?.count == 6)
        #expect((report["findings"] as? [[String: Any]])?.contains { $0["rule"] as? String == "contrast.text" && $0["passed"] as? Bool == true } == true)

        let github = try DocGenProcess.run(["check", "--content", content, "--format", "github"])
        #expect(github.stdout.contains("::error file=\(content)/acme/button.component.yaml,line=10,col=13,title=touch-target"))

        let sarif = try DocGenProcess.run(["check", "--content", content, "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
    }

    /// WCAG 2.2 SC 2.5.8 (Target Size, Minimum) asks for 24 × 24 CSS px: the 32 pt button passes it.
    @Test func theTouchTargetMinimumIsConfigurable() throws {
        let content = DocGenProcess.fixtures.appendingPathComponent("acme/Content").path
        let result = try DocGenProcess.run(["check", "--content", content, "--touch-target", "wcag"])
        #expect(result.status == 0, "\(result.stdout)")
        let bad = try DocGenProcess.run(["check", "--content", content, "--touch-target", "huge"])
        #expect(bad.status == 64)
    }

    @Test func aPrimaryVariantThatDoesNotExistIsAnError() throws {
        let scratch = try ScratchFolder()
        let content = scratch.url.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: DocGenProcess.fixtures.appendingPathComponent("acme/Content"), to: content)
        let manifest = content.appendingPathComponent("acme/system.yaml")
        try (String(contentsOf: manifest, encoding: .utf8) + "primaryVariant: primray\n").write(to: manifest, atomically: true, encoding: .utf8)
        let result = try DocGenProcess.run(["check", "--content", content.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("acme/system.yaml:7:17: error: "))
        #expect(result.stderr.contains("has no variant 'primray'. [system.unknown-variant]"))
        #expect(result.stderr.contains("hint: Did you mean 'primary'?"))
    }
}
