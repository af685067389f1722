import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenChecks
@testable import ButtonDrawing
import DocGenTestSupport
import ButtonModelTestSupport
import ButtonDrawingTestSupport

/// Typography tokens in full: letter spacing and line height in measurement and drawing, and a text transform.
///
/// Source of the values: Material Design 3 type scale, label large (14/20 px, weight 500, tracking 0.1 px), and the
/// Material Design 2 button (upper case, 14 px medium, letter spacing 1.25 px), m3.material.io/styles/typography and
/// m2.material.io/design/typography; CSS Text 3 adds letter spacing after every typographic character unit.
@Suite struct TypographyTests {
    static let yaml = """
        system: S
        component: Button
        surfaces: { page: "#ffffff" }
        states:
          enabled: {}
        sizes:
          m3: { height: 40, paddingX: 24, typography: "{md.sys.typescale.label-large}" }
          m2: { height: 36, paddingX: 16, fontSize: 14, fontWeight: 500, letterSpacing: 1.25, textTransform: uppercase }
          em: { height: 36, paddingX: 16, typography: "{type.tracked}" }
          tight: { height: 16, paddingX: 8, fontSize: 14, lineHeight: 1.5, textTransform: capitalize }
        variants:
          text:
            text: save draft
            surface: page
            colors: { background: "#6750a4", label: "#ffffff" }
        """

    static var tokens: TokenSet {
        var tokens = TestTokenSet(theme: "light")
        tokens.typography("md.sys.typescale.label-large", fontSize: 14, fontWeight: 500, letterSpacing: 0.1, lineHeight: 20.0 / 14)
        tokens.typography("type.tracked", fontSize: 20, fontWeight: 400, letterSpacing: 0.05, letterSpacingUnit: "em", lineHeight: 1.2)
        return tokens.tokenSet
    }

    static func matrix() throws -> StateMatrix {
        try StateMatrixBuilder.build(try ComponentDefinitionParser.parse(yaml: yaml, file: "t.yaml"), tokenSets: [tokens])
    }

    static func cell(_ size: String) throws -> StateCell {
        try #require(try matrix().cell(variant: "text", size: size, state: "enabled", theme: "light"))
    }

    @Test func theTransformCasesTheTextBeforeItIsShapedButNotTheName() throws {
        let m2 = try Self.cell("m2")
        #expect(m2.text == "SAVE DRAFT")
        #expect(m2.widthText == "SAVE DRAFT")
        #expect(m2.accessibleName == "save draft")
        #expect(try Self.cell("tight").text == "Save Draft")
        #expect(try Self.cell("m3").text == "save draft")
        #expect(TextTransform.lowercase.apply("Save") == "save")
    }

    @Test func letterSpacingAndLineHeightComeFromTheSizeOrTheToken() throws {
        let m3 = try Self.cell("m3")
        #expect(m3.metrics.letterSpacing?.value == 0.1)
        #expect(m3.metrics.letterSpacing?.tokens == ["md.sys.typescale.label-large"])
        #expect(abs((m3.metrics.lineHeight?.value ?? 0) - 20.0 / 14) < 1e-12)
        #expect(try Self.cell("m2").metrics.letterSpacing?.value == 1.25)
        // 0.05 em at 20 px is 1 px.
        #expect(abs((try Self.cell("em").metrics.letterSpacing?.value ?? 0) - 1) < 1e-12)
        #expect(try Self.cell("m2").metrics.lineHeight == nil)
    }

    /// Width = HarfBuzz's kerned advance + letter spacing × glyph count + padding.
    @Test func letterSpacingWidensTheMeasuredLabel() throws {
        let measurer = try #require(ButtonFixtures.measurer)
        let (cell, geometry, svg) = try DrawingFixtures.svg(try Self.matrix(), "text", "m2", "enabled", "light")
        let advance = measurer.width(of: "SAVE DRAFT", fontSize: 14, fontWeight: 500)
        #expect(abs(geometry.width - (advance + 10 * 1.25 + 32)) < 0.011, "\(geometry.width) for \(advance)")
        #expect(abs(geometry.textWidth - (advance + 12.5)) < 1e-9)
        #expect(svg.contains(#"letter-spacing="1.25""#))
        #expect(svg.contains(">SAVE DRAFT</text>"))
        assertSnapshot(svg, named: "svg/typography-text-m2-enabled-light.svg")
        // The outlined label places each glyph one spacing further than the last.
        let plain = measurer.outlines(of: "SAVE DRAFT", fontSize: 14, fontWeight: 500)
        let spaced = measurer.outlines(of: "SAVE DRAFT", fontSize: 14, fontWeight: 500, letterSpacing: 1.25)
        #expect(abs((spaced.placements.last?.x ?? 0) - (plain.placements.last?.x ?? 0) - 9 * 1.25) < 1e-9)
        #expect(abs(spaced.width - geometry.textWidth) < 1e-9)
        #expect(cell.metrics.named.map(\.name).suffix(1) == ["letterSpacing"])
    }

    /// A 16 pt button whose 14 px label has a 1.5 line height is drawn, and its touch target measured, 21 pt tall.
    @Test func aTallerLineBoxMakesATallerButton() throws {
        let tight = try Self.cell("tight")
        #expect(tight.metrics.drawnHeight == 21)
        let (_, geometry, _) = try DrawingFixtures.svg(try Self.matrix(), "text", "tight", "enabled", "light")
        #expect(geometry.height == 21)
        let finding = try #require(MatrixChecker().findings(for: tight, narrowestWidth: 100)
            .first { $0.rule == .touchTarget })
        #expect(finding.message.contains("x21 pt"), "\(finding.message)")
        #expect(try Self.cell("m3").metrics.drawnHeight == 40)
    }

    /// Rasterized standalone files: the spaced label's ink reaches 9 spacings (one per glyph after the first) further
    /// right than the unspaced one, to within two pixels (each edge is found at whole pixels, where antialiasing
    /// lightly inks the column past a glyph's fractional edge).
    @Test(.requires(.rsvgConvert, .pillowPython)) func theSpacedOutlinesReachFurtherRight() throws {
        let measurer = try #require(ButtonFixtures.measurer)
        var definition = try ComponentDefinitionParser.parse(yaml: Self.yaml, file: "t.yaml")
        let matrix = try StateMatrixBuilder.build(definition, tokenSets: [Self.tokens])
        definition.sizes[1].letterSpacing = nil
        let unspaced = try StateMatrixBuilder.build(definition, tokenSets: [Self.tokens])
        var right: [Int] = []
        for m in [matrix, unspaced] {
            let cell = try #require(m.cell(variant: "text", size: "m2", state: "enabled", theme: "light"))
            let geometry = ButtonGeometry(cell: cell, measurer: measurer)
            let file = ButtonSVG.file(cell, geometry: geometry, measurer: measurer)
            right.append(try Self.rightmostInk(ofSVG: file, fill: cell.colors.background.value.hex, row: Int(geometry.margin + geometry.height / 2))
                - Int(geometry.margin + geometry.contentX))
        }
        #expect(abs(Double(right[0] - right[1]) - 9 * 1.25) <= 2, "\(right)")
    }

    /// The rightmost column of `row` whose pixel is neither the fill nor the surface.
    static func rightmostInk(ofSVG svg: String, fill: String, row: Int) throws -> Int {
        let width = Int(Double(svg.split(separator: "\"")[5]) ?? 0)
        var last = -1
        for x in stride(from: width - 1, through: 0, by: -1) {
            let pixel = try Raster.pixel(ofSVG: svg, x: x, y: row)
            if pixel != fill && pixel != "#ffffff" { last = x; break }
        }
        return last
    }

    @Test func badTypographyFieldsAreReportedWithTheirPlace() throws {
        for (from, to, code, column) in [("textTransform: uppercase", "textTransform: shout", "component.wrong-kind", 102),
                                         ("letterSpacing: 1.25", "letterSpacing: wide", "component.invalid-value", 81)] {
            let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: Self.yaml.replacingOccurrences(of: from, with: to), file: "t.yaml")
            #expect(errors.map(\.diagnostic.code) == [code], "\(to)")
            #expect(errors.first?.location.line == 8 && errors.first?.location.column == column, "\(to): \(errors)")
        }
    }
}
