import Foundation
import Testing
@testable import ButtonModel
@testable import ButtonDrawing
import ButtonModelTestSupport
import ButtonDrawingTestSupport
import DocGenTestSupport

/// A second family beside the built-in Inter: DejaVu Sans from Debian's fonts-dejavu-core
/// (`scripts/install-dependencies.sh test` installs it).
@Suite struct FontFamilyTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let dejaVuBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    static func dejaVuMeasurer() throws -> TextMeasurer {
        try #require(FileManager.default.fileExists(atPath: dejaVu), "install fonts-dejavu-core (scripts/install-dependencies.sh test)")
        return try TextMeasurer(family: "DejaVu Sans", files: [dejaVuBold, dejaVu]) { FileManager.default.contents(atPath: $0) }
    }

    /// Source: DejaVuSans.ttf 2.37's own tables: units per em 2048 (`head`), every digit 1303 units wide and the
    /// space 651 (`hmtx`), read with Python's struct module; digits are not kerned. Inter's digits are narrower.
    @Test func measuresWithTheFamilysOwnAdvances() throws {
        let measurer = try Self.dejaVuMeasurer()
        #expect(measurer.width(of: "0123456789", fontSize: 20.48) == 130.3)
        #expect(measurer.width(of: "1 1", fontSize: 2048) == 1303 + 651 + 1303)
        let inter = try TextMeasurer(fontsDirectory: ButtonFixtures.fonts)
        #expect(abs(inter.width(of: "0123456789", fontSize: 20.48) - 130.3) > 5)
    }

    /// The weight of each file comes from its OS/2 table: DejaVu Sans 400, DejaVu Sans Bold 700.
    @Test func eachFilesWeightComesFromTheFont() throws {
        let measurer = try Self.dejaVuMeasurer()
        let regular = measurer.width(of: "Continue", fontSize: 16, fontWeight: 400)
        let bold = measurer.width(of: "Continue", fontSize: 16, fontWeight: 700)
        #expect(bold > regular)
        #expect(measurer.width(of: "Continue", fontSize: 16, fontWeight: 600) == bold)
        #expect(measurer.width(of: "Continue", fontSize: 16, fontWeight: 500) == regular)
    }

    @Test func aCellIsMeasuredWithItsSystemsFamilyOnly() throws {
        let inter = try TextMeasurer(fontsDirectory: ButtonFixtures.fonts)
        let measurer = inter.adding(systemFamilies: ["dejavu": ["DejaVu Sans": try Self.dejaVuMeasurer()]])
        var cell = try #require(try ButtonFixtures.backbaseMatrix().cell(variant: "primary", size: "medium", state: "normal", theme: "light"))
        cell.metrics.fontFamily = ["DejaVu Sans", "sans-serif"]
        cell.reference.system = "dejavu"
        #expect(measurer.forLabel(of: cell).family == "DejaVu Sans")
        #expect(measurer.hasFamily("DejaVu Sans", inSystem: "dejavu"))
        cell.reference.system = "other"
        #expect(measurer.forLabel(of: cell).family == "Inter")
        #expect(!measurer.hasFamily("DejaVu Sans", inSystem: "other"))
        cell.reference.system = "dejavu"
        cell.metrics.fontFamily = ["Roboto", "DejaVu Sans"]
        #expect(measurer.forLabel(of: cell).family == "DejaVu Sans", "the first family of the stack that has files")
    }

    /// The geometry and the outlines of a standalone picture both come from the cell's family.
    @Test func geometryAndOutlinesFollowTheFamily() throws {
        let inter = try TextMeasurer(fontsDirectory: ButtonFixtures.fonts)
        let dejaVu = try Self.dejaVuMeasurer()
        let measurer = inter.adding(systemFamilies: ["backbase": ["DejaVu Sans": dejaVu]])
        var cell = try #require(try ButtonFixtures.backbaseMatrix().cell(variant: "primary", size: "medium", state: "normal", theme: "light"))
        let interFile = ButtonSVG.file(cell, geometry: ButtonGeometry(cell: cell, measurer: measurer), measurer: measurer)
        cell.reference.system = "backbase"
        cell.metrics.fontFamily = ["DejaVu Sans"]
        let geometry = ButtonGeometry(cell: cell, measurer: measurer)
        let text = dejaVu.width(of: cell.text ?? "", fontSize: cell.metrics.fontSize.value, fontWeight: cell.metrics.fontWeight.value)
        #expect(abs(geometry.textWidth - text) < 0.001)
        let dejaVuFile = ButtonSVG.file(cell, geometry: geometry, measurer: measurer)
        let outlines = dejaVu.outlines(of: cell.text ?? "", fontSize: cell.metrics.fontSize.value, fontWeight: cell.metrics.fontWeight.value)
        #expect(dejaVuFile != interFile)
        for shape in outlines.shapes {
            #expect(dejaVuFile.contains(shape.pathData), "DejaVu's outline of \(shape.key) is drawn")
        }
    }

    @Test func anUnreadableFileNamesItself() {
        #expect(throws: TextMeasurerError(missingFont: "/nonexistent/Roboto.ttf")) {
            try TextMeasurer(family: "Roboto", files: ["/nonexistent/Roboto.ttf"]) { FileManager.default.contents(atPath: $0) }
        }
    }
}
