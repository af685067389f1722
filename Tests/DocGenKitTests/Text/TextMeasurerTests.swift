import Foundation
import Testing
@testable import DocGenKit

@Suite struct TextMeasurerTests {
    static let fonts = Fixtures.packageRoot.appendingPathComponent("Public/fonts")

    /// Reference value from FACTS.md "Text measurement": Inter Regular (fonts-inter), 16 px, kerned by HarfBuzz:
    /// 163.8 px (169.7 px without kerning).
    @Test func kernedWidthMatchesTheReference() throws {
        let measurer = try TextMeasurer(fontsDirectory: Self.fonts)
        let width = measurer.width(of: "Hello, World! AVAWAY", fontSize: 16)
        #expect(abs(width - 163.8) < 0.05, "measured \(width)")
    }

    @Test func widthGrowsWithTextAndSizeAndWeight() throws {
        let measurer = try TextMeasurer(fontsDirectory: Self.fonts)
        let short = measurer.width(of: "Save", fontSize: 16)
        let long = measurer.width(of: "Save changes", fontSize: 16)
        #expect(short > 0 && long > short)
        #expect(abs(measurer.width(of: "Save", fontSize: 32) - 2 * short) < 1e-9)
        let weights = [400.0, 500, 600, 700].map { measurer.width(of: "Continue", fontSize: 16, fontWeight: $0) }
        #expect(weights == weights.sorted() && Set(weights).count == 4, "\(weights)")
        #expect(measurer.width(of: "", fontSize: 16) == 0)
    }

    @Test func weightChoosesTheNearestFile() {
        #expect(TextMeasurer.fontFile(forWeight: 100) == "Inter-Regular.otf")
        #expect(TextMeasurer.fontFile(forWeight: 590) == "Inter-SemiBold.otf")
        #expect(TextMeasurer.fontFile(forWeight: 650) == "Inter-SemiBold.otf")
        #expect(TextMeasurer.fontFile(forWeight: 900) == "Inter-Bold.otf")
    }

    @Test func aMissingFolderIsAnError() {
        #expect(throws: TextMeasurerError.self) {
            try TextMeasurer(fontsDirectory: URL(fileURLWithPath: "/nonexistent/fonts"))
        }
    }
}

extension TextMeasurerTests {
    /// Inter's OS/2 table: capHeight 2048 at 2816 units per em (fonts-inter 4.0).
    @Test func capHeightComesFromTheFont() throws {
        let measurer = try TextMeasurer(fontsDirectory: Self.fonts)
        #expect(abs(measurer.capHeightRatio() - 2048.0 / 2816) < 1e-9, "\(measurer.capHeightRatio())")
    }
}
