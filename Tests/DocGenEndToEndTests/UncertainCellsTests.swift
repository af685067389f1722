import Foundation
import Testing

/// A design system whose light theme reads a color through a Style Dictionary recipe docgen does not compute
/// (`"modify": [{"type": "luminance", "amount": 0.2}]` beside the brand color), and whose quiet variant writes its
/// label as `inherit` and its fill as a fallback list: the cells those reach are uncertain, marked on the site and
/// counted by `docgen check`, which `--strict` fails on.
@Suite struct UncertainCellsTests {
    static var content: String { DocGenProcess.fixtures.appendingPathComponent("uncertain/Content").path }

    @Test func checkCountsUncertainCellsAndStrictFailsOnThem() throws {
        let text = try DocGenProcess.run(["check", "--content", Self.content])
        #expect(text.status == 0, "the failures are warnings; stderr: \(text.stderr)")
        // primary light: 3 states (the recipe); quiet: 3 states × 2 themes (inherit on the label).
        #expect(text.stdout.hasSuffix("; 9 cells uncertain (docgen could not reproduce their values)\n"), "\(text.stdout)")
        let strict = try DocGenProcess.run(["check", "--content", Self.content, "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("docgen check: 9 cells are uncertain (--strict)"))
        let json = try DocGenProcess.run(["check", "--content", Self.content, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["summary"] as? [String: Any])?["uncertain"] as? Int == 9)
        let findings = object?["findings"] as? [[String: Any]] ?? []
        let reasons = findings.compactMap { ($0["uncertainties"] as? [[String: Any]])?.first?["reason"] as? String }
        #expect(reasons.contains { $0.contains("\"modify\"") })
        #expect(reasons.contains { $0.contains("inherit on the label") })
        let sarif = try DocGenProcess.run(["check", "--content", Self.content, "--format", "sarif"])
        #expect(sarif.stdout.contains("\"uncertainCells\": 9"))
    }

    /// `docgen build --strict` fails on uncertain cells as `check --strict` does, and so does the build the cache finds
    /// nothing to do for (its record keeps the count).
    @Test func buildStrictFailsOnUncertainCells() throws {
        let scratch = try ScratchFolder()
        let site = scratch.url.appendingPathComponent("_site")
        let plain = try DocGenProcess.buildFixture("uncertain", into: site)
        #expect(plain.status == 0, "stderr: \(plain.stderr)")
        for _ in 0..<2 {
            let strict = try DocGenProcess.run(["build", "--content", Self.content, "--output", site.path, "--strict",
                                                "--templates", DocGenProcess.packageRoot.appendingPathComponent("Templates").path,
                                                "--public", DocGenProcess.packageRoot.appendingPathComponent("Public").path],
                                               in: scratch.url)
            #expect(strict.status == 1, "stderr: \(strict.stderr)")
            #expect(strict.stderr.contains("docgen: 9 cells are uncertain (--strict)"), "\(strict.stderr)")
        }
    }

    @Test func theSiteMarksUncertainCellsAndTheHeaderCountsThem() throws {
        let scratch = try ScratchFolder()
        defer { withExtendedLifetime(scratch) {} }
        let site = scratch.url.appendingPathComponent("_site")
        let result = try DocGenProcess.buildFixture("uncertain", into: site)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let page = try String(contentsOf: site.appendingPathComponent("acme/index.html"), encoding: .utf8)
        #expect(page.contains("<span class=\"status status-uncertain\" title=\"docgen could not reproduce these cells"))
        #expect(page.contains("9 uncertain</span>"))
        #expect(page.components(separatedBy: "<td class=\"uncertain\"><span class=\"uncertain-badge\" title=\"Uncertain: docgen could not reproduce this cell exactly: ").count - 1 == 9)
        #expect(page.contains("<span class=\"value-note\">entry 2 of 2 of the fallback list ({button.quiet.background} is not defined in theme &#39;light&#39;)</span>")
                || page.contains("<span class=\"value-note\">entry 2 of 2 of the fallback list ({button.quiet.background} is not defined in theme 'light')</span>"))
        let markdown = try String(contentsOf: site.appendingPathComponent("acme.md"), encoding: .utf8)
        #expect(markdown.components(separatedBy: "**uncertain**").count - 1 == 9)
        let matrix = try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("buttons/acme/button.matrix.json"))) as? [String: Any]
        let cells = matrix?["cells"] as? [[String: Any]] ?? []
        #expect(cells.count(where: { $0["uncertain"] as? Bool == true }) == 9)
        let manifest = try String(contentsOf: site.appendingPathComponent("acme/button.json"), encoding: .utf8)
        #expect(manifest.components(separatedBy: "\"uncertainties\": [").count - 1 == 9)
        // The picture's accessible name says so too, in the page and in the cell's own file.
        #expect(page.contains(": Continue (uncertain: docgen could not reproduce its values exactly)</title>"))
        let file = try String(contentsOf: site.appendingPathComponent("buttons/acme/quiet/medium--default--dark.svg"), encoding: .utf8)
        #expect(file.contains("(uncertain: docgen could not reproduce its values exactly)</title>"))
    }
}
