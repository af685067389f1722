import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
@testable import ButtonDrawing
@testable import DocGenTestSupport
@testable import ButtonModelTestSupport

/// The writers' last line of defence: the matrix rejects values out of `GeometryBounds` first (GeometryBoundsTests),
/// but a cell made in code with an infinite or negative value still gives SVG and JSON that parse: no `inf`, no
/// `nan`, no negative width or height.
@Suite struct NonFiniteOutputTests {
    /// A valid cell with its letter spacing, height and corner radius replaced by `value`.
    private func matrix(with value: Double) throws -> StateMatrix {
        let (built, errors) = try GeometryFixtures.build(GeometryFixtures.yaml(variant: #"elevation: "{shadow.fine}""#))
        #expect(errors.isEmpty)
        var matrix = built
        let at = SourceLocation(file: "code")
        matrix.cells[0].metrics.letterSpacing = .builtIn(value, at: at)
        matrix.cells[0].metrics.height = .builtIn(value, at: at)
        matrix.cells[0].metrics.cornerRadius = .builtIn(value, at: at)
        return matrix
    }

    @Test func svgNumbersAreNeverInfiniteOrNotANumber() {
        #expect(ButtonGlyphs.n(.infinity) == "0")
        #expect(ButtonGlyphs.n(-.infinity) == "0")
        #expect(ButtonGlyphs.n(.nan) == "0")
        #expect(ButtonGlyphs.n(12.345) == "12.35")
        #expect(ButtonGlyphs.length(-1e9) == "0")
    }

    @Test(arguments: [Double.infinity, -Double.infinity, Double.nan, 1e308, -1e9])
    func theSVGAndTheMatrixJSONStayWellFormed(value: Double) throws {
        let matrix = try matrix(with: value)
        let measurer = try #require(ButtonFixtures.measurer)
        let cell = matrix.cells[0]
        let geometry = ButtonGeometry(cell: cell, measurer: measurer)
        for svg in [ButtonSVG.render(cell, geometry: geometry), ButtonSVG.file(cell, geometry: geometry, measurer: measurer)] {
            #expect(!svg.contains("inf") && !svg.contains("nan"), "\(value): \(svg.components(separatedBy: "inf").first?.suffix(150) ?? "")")
            #expect(!svg.contains(#"width="-"#) && !svg.contains(#"height="-"#) && !svg.contains(#"rx="-"#), "\(value)")
        }
        let json = StateMatrixJSON.json(matrix.laidOut(with: measurer))
        #expect(!json.contains("inf") && !json.contains("nan"), "\(value)")
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "\(value): the matrix JSON does not parse")
    }
}

/// `ButtonGlyphs.n` writes numbers from whole hundredths; it must write what rounding to two places and
/// `formattedForDisplay` wrote before, to the byte, so that no picture changes.
@Suite struct SVGNumberTests {
    @Test func hundredthsAreWrittenAsRoundingAndFormattingWroteThem() {
        var values: [Double] = [0, -0.0, 0.5, -0.5, 0.05, -0.05, 0.29, 1.005, 12.345, -12.345, 44, 1e12 + 0.25, -3.999, 0.001, -0.004]
        for step in 0..<40_000 {
            values.append(Double(step) * 0.500_013_7 - 10_000)
            values.append(Double(step - 20_000) / 100)
            values.append(Double(step - 20_000) / 1_000 + 0.005)
        }
        for value in values {
            #expect(ButtonGlyphs.n(value) == value.rounded(toPlaces: 2).formattedForDisplay, "\(value)")
        }
    }
}
