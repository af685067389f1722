import Foundation
import Testing
@testable import ButtonModel
import DocGenTestSupport

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

extension TextMeasurerTests {
    /// FACTS.md, "Glyph outlines": Inter SemiBold's 'C' is glyph 73 and draws in 12 calls; outline y grows upward,
    /// so the letter lies above the baseline (negative y in SVG).
    @Test func outlinesComeFromTheFontsGlyphs() throws {
        let measurer = try TextMeasurer(fontsDirectory: Self.fonts)
        let c = measurer.outlines(of: "C", fontSize: 2816, fontWeight: 600)
        #expect(c.shapes.map(\.key) == ["g73"])
        let commands = c.shapes[0].pathData.filter { "MLQCZ".contains($0) }
        #expect(commands.count == 12, "\(commands)")
        #expect(c.shapes[0].pathData.contains("-2"), "capital C rises above the baseline")
        #expect(c.placements == [.init(key: "g73", x: 0, y: 0)])
    }

    @Test func eachGlyphIsDrawnOnceAndPlacedWhereItWasShaped() throws {
        let measurer = try TextMeasurer(fontsDirectory: Self.fonts)
        let text = measurer.outlines(of: "Hello all", fontSize: 16, fontWeight: 600)
        // H e l o a: the space has no ink, l is used four times.
        #expect(text.shapes.count == 5)
        #expect(text.placements.count == 8)
        #expect(Set(text.placements.map(\.key)).count == 5)
        #expect(text.placements.map(\.x) == text.placements.map(\.x).sorted())
        #expect(abs(text.width - measurer.width(of: "Hello all", fontSize: 16, fontWeight: 600)) < 1e-9)
        #expect(text.placements.last!.x < text.width)
    }

    @Test func kerningMovesThePlacements() throws {
        let measurer = try TextMeasurer(fontsDirectory: Self.fonts)
        let kerned = measurer.outlines(of: "AV", fontSize: 100)
        let a = measurer.width(of: "A", fontSize: 100)
        #expect(kerned.placements[1].x < a, "V is pulled under A: \(kerned.placements[1].x) vs \(a)")
    }
}
