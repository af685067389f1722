import Foundation
import Testing

/// The five embedded systems declare their text-size scales (Dynamic Type, from their seeds and Apple's HIG): each
/// page draws the axis, and `docgen check` judges every label at every category.
@Suite struct TextSizeAxisTests {
    static let systems = ["backbase", "fiori", "horizon", "orange", "swiftui"]

    @Test func everySystemPageDrawsItsTextSizes() throws {
        let scratch = try ScratchFolder()
        let site = scratch.url.appendingPathComponent("_site")
        let result = try DocGenProcess.run(["build", "--output", site.path])
        #expect(result.status == 0, "\(result.stderr)")
        for system in Self.systems {
            let html = try String(contentsOf: site.appendingPathComponent("\(system)/index.html"), encoding: .utf8)
            #expect(html.contains(#"tabindex="0"><table class="state-matrix text-sizes">"#), "\(system) has no text-size table")
            for step in ["<th scope=\"col\">Large</th>", "<th scope=\"col\">AX3</th>", "<th scope=\"col\">AX5</th>"] {
                #expect(html.contains(step), "\(system) lacks \(step)")
            }
        }
        let horizon = try String(contentsOf: site.appendingPathComponent("horizon/index.html"), encoding: .utf8)
        #expect(horizon.contains(">Verwerf…</text>"), "the German standalone label at AX3, cut short")
        #expect(horizon.contains(#"<p class="text-fit fail">36 pt · <strong>truncated</strong>"#))
    }

    @Test func checkJudgesEveryLabelOfEverySystem() throws {
        let result = try DocGenProcess.run(["check", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]]).filter { $0["rule"] as? String == "text.fits" }
        for system in Self.systems {
            #expect(findings.contains { $0["system"] as? String == system }, "\(system) has no text.fits finding")
        }
        let standalone = findings.first {
            $0["system"] as? String == "horizon" && $0["variant"] as? String == "secondary-normal" && $0["size"] as? String == "standalone"
        }
        #expect(standalone?["passed"] as? Bool == false)
        #expect((standalone?["message"] as? String)?.hasPrefix(#"From AX3 on, "Verwerfen" (de) is truncated"#) == true,
                "\(String(describing: standalone?["message"]))")
        let swiftUI = findings.filter { $0["system"] as? String == "swiftui" }
        #expect(swiftUI.count == 9 * 4, "nine labelled styles in four control sizes")
        #expect(swiftUI.allSatisfy { $0["passed"] as? Bool == true }, "SwiftUI buttons grow with their labels")
    }
}
