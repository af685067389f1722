import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import ButtonDrawing
import ButtonModelTestSupport
import ButtonDrawingTestSupport
import DocGenTestSupport

/// Geometric values outside `GeometryBounds` and labels past `label-length`, at the sizes of the issue's findings:
/// a shadow, width or letter spacing of 1e308 drew `width="inf"` and wrote `inf` into the matrix JSON, a width of
/// -1e9 drew negative widths, a hit slop of 3.5e9 made a 7e9-px canvas, all with exit 0; a 100,000-character
/// upper-cased label took 17 s and made 161 MB of site. Each is now an error in the component file before anything
/// is measured or drawn.
@Suite struct GeometryBoundsTests {
    /// A one-variant, one-state definition whose `medium` size has `sizeFields` added (`GeometryFixtures.yaml`).
    static func yaml(size sizeFields: String = "", variant variantFields: String = "", text: String = "Continue") -> String {
        GeometryFixtures.yaml(size: sizeFields, variant: variantFields, text: text)
    }

    static let cell = "variant 'primary', size 'medium', state 'default', theme 'light'"

    /// Each case: the fields added, then the one error expected (its path in the file and its message).
    static let cases: [(String, String, String, String, String)] = [
        ("width 1e308", "width: 1e308", "", "sizes.medium.width",
         "width of \(cell) is 1e+308, outside the allowed 0 to 10000 px"),
        ("width -1e9", "width: -1e9", "", "sizes.medium.width",
         "width of \(cell) is -1e+09, outside the allowed 0 to 10000 px"),
        ("width from a token", #"width: "{size.wide}""#, "", "sizes.medium.width",
         "width of \(cell) is 1e+308 (from token 'size.wide'), outside the allowed 0 to 10000 px"),
        ("7e9 px canvas", "hitSlop: { horizontal: 3.5e9, vertical: 0 }", "", "sizes.medium.hitSlop.horizontal",
         "hitSlop horizontal of \(cell) is 3.5e+09, outside the allowed 0 to 10000 px"),
        ("letter spacing 1e308", "letterSpacing: 1e308", "", "sizes.medium.letterSpacing",
         "letterSpacing of \(cell) is 1e+308, outside the allowed -1000 to 1000 px"),
        ("letter spacing from a typography token", #"typography: "{type.spaced}""#, "", "sizes.medium.typography",
         "letterSpacing of \(cell) is 1e+308 (from token 'type.spaced'), outside the allowed -1000 to 1000 px"),
        ("letter spacing in em overflowing", #"typography: "{type.spaced-em}""#, "", "sizes.medium.typography",
         "letterSpacing of \(cell) is infinity (from token 'type.spaced-em'), outside the allowed -1000 to 1000 px"),
        ("shadow 1e308", "", #"elevation: "{shadow.huge}""#, "variants.primary.elevation",
         "elevation shadow blur of \(cell) is 1e+308 (from token 'shadow.huge'), outside the allowed 0 to 10000 px"),
        ("font size 0", "fontSize: 0", "", "sizes.medium.fontSize",
         "fontSize of \(cell) is 0, outside the allowed 1 to 1000 px"),
        ("corner radius", "cornerRadius: 1e12", "", "sizes.medium.cornerRadius",
         "cornerRadius of \(cell) is 1e+12, outside the allowed 0 to 10000 px"),
        ("line box", "lineHeight: 90\nfontSize: 1000", "", "sizes.medium.lineHeight",
         "line box (lineHeight × fontSize) of \(cell) is 90000, outside the allowed 0 to 10000 px"),
    ]

    @Test(arguments: cases.map(\.0)) func aValueOutOfRangeIsAnErrorInTheComponentFile(name: String) throws {
        let (_, sizeFields, variantFields, path, message) = try #require(Self.cases.first { $0.0 == name })
        var yaml = Self.yaml(size: sizeFields, variant: variantFields)
        if sizeFields.contains("fontSize:") { yaml = yaml.replacingOccurrences(of: "    fontSize: 16\n", with: "") }
        let (matrix, errors) = try GeometryFixtures.build(yaml)
        #expect(matrix.cells.isEmpty)
        #expect(errors.map(\.code) == ["component.out-of-range"], "\(errors)")
        #expect(errors.first?.location.file == "button.component.yaml")
        #expect(errors.first?.location.path == path)
        #expect(errors.first?.message == message)
        #expect(errors.first?.hint?.hasPrefix("give it a value from ") == true)
    }

    @Test func valuesAtTheBoundsBuildAndDrawFiniteNonNegativeNumbers() throws {
        let fields = "width: 10000\ncornerRadius: 10000\nborderWidth: 10000\nhitSlop: 10000\nletterSpacing: -1000\niconSize: 10000\ngap: 10000"
        let (matrix, errors) = try GeometryFixtures.build(Self.yaml(size: fields, variant: #"elevation: "{shadow.fine}""#))
        #expect(errors.isEmpty, "\(errors)")
        let cell = try #require(matrix.cells.first)
        let measurer = try #require(ButtonFixtures.measurer)
        let geometry = ButtonGeometry(cell: cell, measurer: measurer)
        #expect(geometry.canvasWidth.isFinite && geometry.canvasWidth <= 100_000)
        let svg = ButtonSVG.render(cell, geometry: geometry)
        #expect(!svg.contains("inf") && !svg.contains("nan"))
        #expect(!svg.contains(#"width="-"#) && !svg.contains(#"height="-"#))
    }

    /// Each value is reported once, in the first cell it is found in, however many cells share it.
    @Test func aSizesValueIsReportedOnceForAllItsCells() throws {
        let yaml = Self.yaml(size: "width: -1e9").replacingOccurrences(of: "  default: {}", with: "  default: {}\n  pressed: { fallback: default }\n  disabled: { fallback: default, disabled: true }")
        let (_, errors) = try GeometryFixtures.build(yaml)
        #expect(errors.count == 1)
    }

    @Test func aHundredThousandCharacterUppercasedLabelIsALimitError() throws {
        let errors = try GeometryFixtures.build(Self.yaml(size: "textTransform: uppercase", text: String(repeating: "a", count: 100_000))).1
        #expect(errors.map(\.code) == ["component.limit"])
        #expect(errors.first?.location.path == "variants.primary.text")
        #expect(errors.first?.message == "the label of variant 'primary' has 100000 characters once size 'medium' makes it uppercase: more than 1000 characters in one button label")
        #expect(errors.first?.hint == InputLimits.advice(.labelLength))
    }

    /// The label is counted as drawn: `ß` becomes `SS` in upper case, so 600 of them are 1,200 characters.
    @Test func theLabelIsCountedAfterItsTransform() throws {
        let label = String(repeating: "ß", count: 600)
        #expect(try GeometryFixtures.build(Self.yaml(text: label)).1.isEmpty)
        let errors = try GeometryFixtures.build(Self.yaml(size: "textTransform: uppercase", text: label)).1
        #expect(errors.first?.message.contains("has 1200 characters once size 'medium' makes it uppercase") == true)
        var raised = InputLimits()
        raised[.labelLength] = 1_200
        #expect(try GeometryFixtures.build(Self.yaml(size: "textTransform: uppercase", text: label), limits: raised).1.isEmpty)
    }

    @Test func aStatesLabelAndAnAccessibilityLabelAreLimitedToo() throws {
        let long = String(repeating: "x", count: 1_001)
        let yaml = Self.yaml(variant: "accessibilityLabel: \(long)")
            .replacingOccurrences(of: "  default: {}", with: "  default: {}\n  loading: { fallback: default, loading: true, label: \(long) }")
        let errors = try GeometryFixtures.build(yaml).1
        #expect(errors.map(\.location.path) == ["states.loading.label", "variants.primary.accessibilityLabel"], "\(errors)")
    }

    /// A label just under the limit builds, and is measured, outlined and drawn in well under a second.
    @Test func aLabelJustUnderTheLimitIsDrawnQuickly() throws {
        let (matrix, errors) = try GeometryFixtures.build(Self.yaml(size: "textTransform: uppercase", text: String(repeating: "Wide label ", count: 90)))
        #expect(errors.isEmpty)
        let cell = try #require(matrix.cells.first)
        #expect(cell.widthText.count == 990)
        let measurer = try #require(ButtonFixtures.measurer)
        let svg = ButtonSVG.file(cell, geometry: ButtonGeometry(cell: cell, measurer: measurer), measurer: measurer)
        #expect(svg.count < 2 << 20)
    }
}
