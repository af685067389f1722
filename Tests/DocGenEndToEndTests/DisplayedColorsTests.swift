import DesignTokens
@testable import DocGenSupport
import ButtonModel
import DocGenKit
import Foundation
import Testing
@testable import DocGenReview

/// Every contrast and APCA finding of the embedded content can be checked by hand: the ratio or Lc recomputed
/// from the two `#rrggbb` colors the finding prints equals the value it reports.
@Suite struct DisplayedColorsTests {
    @Test func everyContrastFindingIsReproducibleFromItsPrintedColors() throws {
        let result = try DocGenProcess.run(["check", "--format", "json"])
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let findings = try #require(report?["findings"] as? [[String: Any]])
        var compared = 0, translucent = 0
        var mismatches: [String] = []
        for finding in findings {
            guard let rule = finding["rule"] as? String, rule.hasPrefix("contrast.") || rule == "apca" else { continue }
            let foreground = try #require(Self.color(finding["foreground"] as? String), "\(finding)")
            let background = try #require(Self.color(finding["background"] as? String), "\(finding)")
            let measured = try #require(finding["measured"] as? Double)
            let recomputed = rule == "apca"
                ? APCAContrast.lightnessContrast(text: foreground, background: background)
                : WCAGContrast.ratio(foreground, background)
            compared += 1
            if (finding["message"] as? String)?.contains(" over ") == true { translucent += 1 }
            // The JSON prints four decimals: allow their rounding on top of the 1e-4 the values must agree to.
            if abs(recomputed - measured) > 1e-4 + 5e-5 {
                mismatches.append("\(rule) \(finding["system"] ?? "")/\(finding["variant"] ?? "")/\(finding["size"] ?? "")/"
                    + "\(finding["state"] ?? "")/\(finding["theme"] ?? ""): printed colors give \(recomputed), reported \(measured)")
            }
        }
        #expect(compared > 1000, "only \(compared) findings compared")
        #expect(translucent > 50, "only \(translucent) findings of translucent colors")
        #expect(mismatches.isEmpty, Comment(rawValue: "\(mismatches.count) of \(compared):\n" + mismatches.prefix(20).joined(separator: "\n")))
    }

    /// `#rrggbb` as the findings print an opaque color.
    static func color(_ text: String?) -> Color? {
        guard let text, text.count == 7, text.hasPrefix("#"), let value = UInt32(text.dropFirst(), radix: 16) else { return nil }
        return Color(red8: UInt8(value >> 16), green8: UInt8((value >> 8) & 0xff), blue8: UInt8(value & 0xff))
    }
}
