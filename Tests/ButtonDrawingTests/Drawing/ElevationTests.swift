import Testing
@testable import ButtonModel
@testable import DocGenChecks
import DocGenTestSupport
import ButtonModelTestSupport
import ButtonDrawingTestSupport

/// `elevation`: DTCG shadow tokens per state, drawn under the button, and the surface they darken for the
/// non-text check when a definition says `nonTextContrast: { against: shadow }`.
///
/// Source of the shadows: Material Design 3 elevation level 1 (0 1 2 0 at 30 % black, 0 1 3 1 at 15 % black) and
/// level 2 (0 1 2 0 at 30 %, 0 2 6 2 at 15 %), m3.material.io/styles/elevation/tokens; the blur's standard deviation
/// is half the blur radius as in CSS Backgrounds 3, "Shadow Blurring".
@Suite struct ElevationTests {
    static func cell(_ state: String) throws -> StateCell {
        try StateLayerFixtures.cell("elevated", state)
    }

    @Test func eachStateTakesItsShadowsAlongTheFallbackChain() throws {
        let enabled = try Self.cell("enabled")
        #expect(enabled.elevation?.tokens == ["md.sys.elevation.level1"])
        #expect(enabled.elevationText == "0 1 2 0 #0000004d, 0 1 3 1 #00000026")
        #expect(try Self.cell("hovered").elevation?.tokens == ["md.sys.elevation.level2"])
        let pressed = try Self.cell("pressed")
        #expect(pressed.elevation?.tokens == ["md.sys.elevation.level1"])
        #expect(pressed.elevation?.fallbackFrom == "enabled")
        #expect(try Self.cell("disabled").elevation == nil)
        #expect(try StateLayerFixtures.cell("filled", "enabled").elevation == nil)
    }

    /// Both level 1 shadows are offset 1 pt down, so the fill #F7F2FA, lighter than anything under them, stands out
    /// least at the top edge. Half a point above it the ambient shadow (box at the edge, σ 1.5) covers
    /// Φ(−0.5 / 1.5) = 0.3694 of its #26 = 5.51 %, and the key shadow (box 1 pt below the edge, σ 1) Φ(−1.5) = 0.0668
    /// of its #4d = 2.02 %. Over #FEF7FF the ambient one gives (240.01, 233.40, 240.96) → (240, 233, 241), the key one
    /// over that (235.16, 228.30, 236.14) → #ebe4ec. (Half a point below the bottom edge, where the surface was
    /// measured before, the shadows darken it to #b0abb0, against which the fill would reach 1.9:1.)
    @Test func theNonTextCheckMeasuresTheFillAgainstTheShadowedSurface() throws {
        let enabled = try Self.cell("enabled")
        #expect(enabled.colors.shadowedSurface?.value.hex == "#ebe4ec")
        #expect(enabled.colors.shadowedSurfacePlace == .top)
        let finding = try #require(MatrixChecker().findings(for: enabled, narrowestWidth: 100)
            .first { $0.rule == .nonTextContrast })
        #expect(finding.background?.hex == "#ebe4ec")
        #expect(finding.message.contains("against surface #ebe4ec under the shadows at the top edge"), "\(finding.message)")
        #expect(finding.foreground?.hex == "#f7f2fa")
        #expect(finding.tokens.contains { $0.role == "shadow" && $0.path == "md.sys.elevation.level1" })
        // Without elevation, and in a definition that does not ask for it, the surface itself.
        #expect(try Self.cell("disabled").colors.shadowedSurface == nil)
        var definition = try ComponentDefinitionParser.parse(yaml: Fixtures.text("button/material.button.yaml"), file: "m.yaml")
        definition.nonTextBackdrop = .surface
        let plain = try StateMatrixBuilder.build(definition, tokenSets: [StateLayerFixtures.materialTokens])
        #expect(plain.cell(variant: "elevated", size: "regular", state: "enabled", theme: "light")?.colors.shadowedSurface == nil)
    }

    @Test func shadowsAreDrawnUnderTheButtonWithARoomyCanvas() throws {
        let matrix = try StateLayerFixtures.materialMatrix()
        let (_, geometry, svg) = try DrawingFixtures.svg(matrix, "elevated", "regular", "enabled", "light")
        // Level 1 reaches 1 + 1 + 4.5 pt past the edge: the margin grows from 6 to 9.
        #expect(geometry.margin == 9)
        #expect(svg.components(separatedBy: #"class="shadow""#).count - 1 == 2)
        let shadow = try #require(svg.range(of: #"class="shadow""#)), fill = try #require(svg.range(of: #"class="fill""#))
        #expect(shadow.lowerBound < fill.lowerBound)
        #expect(svg.contains(#"<feGaussianBlur stdDeviation="1.5"/>"#))
        #expect(svg.contains(#"filter="url(#button--elevated--regular--enabled--light--shadow-1)""#))
        assertSnapshot(svg, named: "svg/material-elevated-regular-enabled-light.svg")
        let (_, _, none) = try DrawingFixtures.svg(matrix, "elevated", "regular", "disabled", "light")
        #expect(!none.contains("shadow"))
    }

    /// Rasterized, the shadows darken the surface under the edge and fade out before the canvas ends. librsvg blurs
    /// a standard deviation below 2 with a narrower kernel than a Gaussian (a black box blurred by σ 1 covers 0.13,
    /// not Φ(−0.5) = 0.31, half a pixel outside), so Material's small shadows are darker there than computed; from
    /// σ 2 up it approximates the Gaussian with three box blurs, and a soft shadow agrees with the computed surface to
    /// within 3 levels a channel.
    @Test(.requires(.rsvgConvert, .pillowPython)) func theRasterizedShadowDarkensTheSurfaceAsComputed() throws {
        let matrix = try StateLayerFixtures.materialMatrix()
        let (_, geometry, svg) = try DrawingFixtures.svg(matrix, "elevated", "regular", "enabled", "light")
        let x = Int(geometry.margin + geometry.width / 2), edge = Int(geometry.margin + geometry.height)
        // Three rows down, above the dashed outline of the hit area 4 pt below.
        let below = try (0..<3).map { try Raster.channels(Raster.pixel(ofSVG: svg, x: x, y: edge + $0)) }
        #expect(below[0][0] < 0xfe && below.map { $0[0] } == below.map { $0[0] }.sorted(), "\(below)")
        #expect(try Raster.pixel(ofSVG: svg, x: x, y: 0) == "#fef7ff")

        let yaml = ComponentDefinitionFixtures.valid + "\n    elevation: \"{e.soft}\"\nnonTextContrast: { against: shadow }"
        var tokens = TestTokenSet(theme: "light")
        tokens.shadow("e.soft", [(0, 4, 8, 0, "#00000080")])
        let soft = try StateMatrixBuilder.build(try ComponentDefinitionParser.parse(yaml: yaml, file: "c.yaml"), tokenSets: [tokens.tokenSet])
        let (cell, softGeometry, softSVG) = try DrawingFixtures.svg(soft, "primary", "m", "default", "light")
        // Offset 4 pt down, the shadow leaves the top lightest, and its square corners lighter than its middle: the
        // pixel just outside the top-left corner.
        #expect(cell.colors.shadowedSurfacePlace == .topLeft)
        let pixel = try Raster.channels(Raster.pixel(ofSVG: softSVG, x: Int(softGeometry.margin) - 1,
                                                             y: Int(softGeometry.margin) - 1))
        let computed = Raster.channels(try #require(cell.colors.shadowedSurface?.value.hex))
        #expect(zip(pixel, computed).allSatisfy { abs($0 - $1) <= 3 }, "pixel \(pixel), computed \(computed)")
    }

    struct BadElevation: CustomTestStringConvertible {
        var name: String
        var elevation: String
        var code: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        BadElevation(name: "a number", elevation: "2", code: "component.invalid-elevation"),
        BadElevation(name: "a color token", elevation: "\"{c.black}\"", code: "component.token-type"),
        BadElevation(name: "an inset shadow", elevation: "\"{e.inset}\"", code: "component.inset-shadow"),
        BadElevation(name: "a missing token", elevation: "\"{e.nope}\"", code: "component.unknown-token"),
        BadElevation(name: "an unknown state", elevation: "{ hover: \"{e.one}\" }", code: "component.unknown-state"),
    ])
    func badElevationIsReportedAtTheValue(_ input: BadElevation) throws {
        let yaml = ComponentDefinitionFixtures.valid + "\n    elevation: \(input.elevation)"
        var tokens = TestTokenSet(theme: "light")
        tokens.color("c.black", "#000000")
        tokens.shadow("e.one", [(0, 1, 2, 0, "#0000004d")], list: false)
        tokens.shadow("e.inset", [(0, 1, 2, 0, "#0000004d")], inset: true)
        let (definition, parseErrors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "c.yaml")
        var errors = parseErrors
        if errors.isEmpty, let definition {
            errors = StateMatrixBuilder.buildCollecting(definition, tokenSets: [tokens.tokenSet]).1
        }
        #expect(errors.map(\.diagnostic.code) == [input.code], "\(input.name): \(errors)")
        #expect(errors.first?.location.line == 14, "\(input.name)")
        #expect((errors.first?.location.column ?? 0) >= 16, "\(input.name)")
    }

    @Test func aSingleShadowTokenDrawsOneShadow() throws {
        let yaml = ComponentDefinitionFixtures.valid + "\n    elevation: \"{e.one}\""
        var tokens = TestTokenSet(theme: "light")
        tokens.shadow("e.one", [(0, 1, 2, 0, "#0000004d")], list: false)
        let matrix = try StateMatrixBuilder.build(try ComponentDefinitionParser.parse(yaml: yaml, file: "c.yaml"), tokenSets: [tokens.tokenSet])
        #expect(matrix.cells.allSatisfy { $0.elevation?.value.count == 1 })
    }

    @Test func nonTextContrastAcceptsOnlySurfaceOrShadow() {
        let yaml = "nonTextContrast: { against: fill }\n" + ComponentDefinitionFixtures.valid
        let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "c.yaml")
        #expect(errors.map(\.diagnostic.code) == ["component.wrong-kind"])
        #expect(errors.first?.location.line == 1 && errors.first?.location.column == 29)
    }
}
