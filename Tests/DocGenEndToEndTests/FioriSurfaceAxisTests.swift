import Foundation
import Testing

/// SAP Fiori's FUIButton draws its three styles on the light and the dark background scheme as a surface axis.
/// Before the axis, the dark scheme was written as three `*-dark-scheme` variants; these are the finding counts
/// `docgen check` gave then, per rule and outcome, which the axis must keep (renamed, never lost).
@Suite struct FioriSurfaceAxisTests {
    static let countsBeforeTheAxis: [String: Int] = [
        "apca failed warning": 5, "apca passed info": 24, "apca passed warning": 43,
        "contrast.non-text passed error": 32, "contrast.non-text passed info": 16,
        "contrast.text passed error": 48, "contrast.text passed info": 24,
        "touch-target failed error": 72,
    ]

    @Test func checkKeepsEveryFindingOfTheDarkSchemeVariants() throws {
        let result = try DocGenProcess.run(["check", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let all = try #require(document["findings"] as? [[String: Any]]).filter { $0["system"] as? String == "fiori" }
        // `text.fits` came after the axis: one finding per style and size, whose selected label, "Following", is cut
        // short at AX5. The other rules keep the counts they had.
        let textFits = all.filter { $0["rule"] as? String == "text.fits" }
        #expect(textFits.count == 3 && textFits.allSatisfy { $0["passed"] as? Bool == false })
        let findings = all.filter { $0["rule"] as? String != "text.fits" }
        // A touch-target finding stands for every cell of its size (`cells`): counted per cell, as before the axis.
        func cells(_ finding: [String: Any]) -> [[String: Any]] { finding["cells"] as? [[String: Any]] ?? [finding] }
        var counts: [String: Int] = [:]
        for finding in findings {
            let rule = finding["rule"] as? String ?? "", severity = finding["severity"] as? String ?? ""
            counts["\(rule) \(finding["passed"] as? Bool == true ? "passed" : "failed") \(severity)", default: 0] += cells(finding).count
        }
        #expect(counts == Self.countsBeforeTheAxis)
        #expect(findings.filter { $0["rule"] as? String == "touch-target" }.count < 72, "one finding per size, not per cell")
        #expect(findings.allSatisfy { !($0["variant"] as? String ?? "").hasSuffix("-dark-scheme") })
        #expect(findings.flatMap(cells).filter { $0["surface"] as? String == "dark-scheme" }.count == 132)
        #expect(findings.flatMap(cells).filter { $0["surface"] as? String == "light-scheme" }.count == 132)
        // On the dark scheme the rounded outline is measured against the header, as its own variant was.
        let outline = findings.first {
            $0["rule"] as? String == "contrast.non-text" && $0["variant"] as? String == "rounded" && $0["surface"] as? String == "dark-scheme"
        }
        #expect(outline?["background"] as? String != findings.first {
            $0["rule"] as? String == "contrast.non-text" && $0["variant"] as? String == "rounded" && $0["surface"] as? String == "light-scheme"
                && $0["theme"] as? String == outline?["theme"] as? String
        }?["background"] as? String)
    }
}
