import Testing
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
@testable import DocGenChecks
@testable import ButtonDrawing
import DocGenTestSupport
import ButtonModelTestSupport

/// The surface under a button's shadows, sampled around its boundary, and measured where the boundary stands out
/// least.
///
/// Source of the values: Material Design 3's elevated button (container surface-container-low #F7F2FA on surface
/// #FEF7FF, 40 dp high, fully rounded, m3.material.io/components/buttons/specs) and its filled button (primary
/// #6750A4). The shadow is a soft one offset down, `0 4 10 0` at 50 % black: standard deviation 5, which librsvg
/// blurs with three centred box blurs of 9 pixels (SVG's approximation of a Gaussian from 2 up; an even box length,
/// as for standard deviation 4, is blurred off centre and misses a pill's corners by 5 levels), and which the
/// rasterized comparisons rely on.
@Suite struct PaintShadowedBoundaryTests {
    static func yaml(cornerRadius: Int = 20, fill: String = "#f7f2fa", label: String = "#6750a4", width: String = "hug") -> String {
        """
        system: M
        component: Button
        nonTextContrast: { against: shadow }
        surfaces: { page: "#fef7ff" }
        states:
          enabled: {}
        sizes:
          regular: { height: 40, paddingX: 24, fontSize: 14, cornerRadius: \(cornerRadius), width: \(width) }
        variants:
          elevated:
            text: Share
            surface: page
            colors: { background: "\(fill)", label: "\(label)" }
            elevation: "{e.soft}"
        """
    }

    /// The cell as a build checks it: its shadowed surface measured around the button as drawn.
    static func cell(_ yaml: String) throws -> StateCell {
        let measurer = try #require(ButtonFixtures.measurer)
        let matrix = try matrix(yaml).laidOut(with: measurer)
        return try #require(matrix.cell(variant: "elevated", size: "regular", state: "enabled", theme: "light"))
    }

    static func matrix(_ yaml: String) throws -> StateMatrix {
        var tokens = TestTokenSet(theme: "light")
        tokens.shadow("e.soft", [(0, 4, 10, 0, "#00000080")])
        return try StateMatrixBuilder.build(try ComponentDefinitionParser.parse(yaml: yaml, file: "m.yaml"), tokenSets: [tokens.tokenSet])
    }

    static func nonText(_ cell: StateCell) throws -> Finding {
        try #require(MatrixChecker().findings(for: cell, narrowestWidth: 100).first { $0.rule == .nonTextContrast })
    }

    /// Offset 4 pt down, the shadow's box begins 4 pt below the top edge: half a point above its middle it covers
    /// Φ(−4.5 / 5) = 0.1841 (the straight top edge runs almost 5 standard deviations either side of the middle, so
    /// the rounded ends add nothing measurable), 9.24 % black over #FEF7FF: (230.53, 224.18, 231.44) → #e7e0e7. On a pill the top corners' diagonal points lie 0.5·√½ pt lower and farther out,
    /// and are darker; the bottom edge is darker still. The light fill stands out least at the top edge.
    @Test func aShadowOffsetDownLeavesTheTopEdgeWeakest() throws {
        let cell = try Self.cell(Self.yaml())
        #expect(cell.colors.shadowedSurfacePlace == .top)
        #expect(cell.colors.shadowedSurface?.value.hex == "#e7e0e7")
        let finding = try Self.nonText(cell)
        #expect(finding.background?.hex == "#e7e0e7")
        #expect(!finding.passed)
        #expect(finding.message.hasPrefix("Fill #f7f2fa against surface #e7e0e7 under the shadows at the top edge has contrast"),
                "\(finding.message)")
    }

    /// A square corner is covered by the shadow in one direction only, half as much again as a side's middle: the
    /// top corners are weakest, the left one first.
    @Test func squareCornersAreWeakerThanTheSidesMiddles() throws {
        let cell = try Self.cell(Self.yaml(cornerRadius: 0))
        #expect(cell.colors.shadowedSurfacePlace == .topLeft)
        #expect(try Self.nonText(cell).message.contains("under the shadows at the top-left corner"))
    }

    /// A fill darker than the shadowed surface stands out least where the shadow is darkest: the bottom edge.
    @Test func aDarkFillIsWeakestWhereTheShadowIsDarkest() throws {
        let cell = try Self.cell(Self.yaml(fill: "#6750a4", label: "#ffffff"))
        #expect(cell.colors.shadowedSurfacePlace == .bottom)
        #expect(try Self.nonText(cell).message.contains("at the bottom edge"))
    }

    /// On a pill the straight top edge is as long as the label: without fonts the matrix samples a box as wide as
    /// the padding alone (48 pt, a top edge 8 pt long), whose rounded ends leave less shadow under its middle; a
    /// build measures it again around the drawn button, as the checks and the pictures see it.
    @Test func aBuildSamplesAroundTheDrawnButton() throws {
        let unmeasured = try #require(try Self.matrix(Self.yaml()).cell(variant: "elevated", size: "regular", state: "enabled", theme: "light"))
        #expect(unmeasured.colors.shadowedSurface?.value.hex == "#e7e1e8")
        let cell = try Self.cell(Self.yaml())
        let g = ButtonGeometry(cell: cell, measurer: try #require(ButtonFixtures.measurer))
        #expect(g.width > 80)
        let drawn = ShadowedBoundary(width: g.width, height: g.height, cornerRadius: g.cornerRadius)
        let shadows = try #require(cell.elevation?.value)
        let weakest = drawn.weakest(under: shadows, over: cell.colors.surface.value, boundary: cell.colors.background.value)
        #expect(weakest.place == cell.colors.shadowedSurfacePlace)
        #expect(weakest.surface == cell.colors.shadowedSurface?.value)
        #expect(cell.colors.shadowedSurface?.value.hex == "#e7e0e7")
    }

    /// Each place's surface, worked out at the centre of the pixel just outside it (one point further out along the
    /// diagonal at a corner, clear of the fill's anti-aliased arc), against rsvg-convert's pixel. Tolerance: 3 levels
    /// a channel, because librsvg approximates a Gaussian of standard deviation 2 or more with three successive box
    /// blurs, which differ from it by up to about 1 % of the shadow's alpha near its edge (ElevationTests measures the
    /// same agreement on one edge).
    @Test(.requires(.rsvgConvert, .pillowPython), arguments: [20, 0])
    func theSurfaceAtEachPlaceMatchesTheRasterizedShadow(cornerRadius: Int) throws {
        // A whole number of points wide, so that the canvas is whole pixels and rsvg-convert does not scale it.
        let cell = try Self.cell(Self.yaml(cornerRadius: cornerRadius, width: "120"))
        let measurer = try #require(ButtonFixtures.measurer)
        let g = ButtonGeometry(cell: cell, measurer: measurer)
        let svg = ButtonSVG.render(cell, geometry: g)
        let box = ShadowedBoundary(width: g.width, height: g.height, cornerRadius: g.cornerRadius)
        let shadows = try #require(cell.elevation?.value)
        var levels: [ShadowedBoundary.Place: [Int]] = [:]
        for place in ShadowedBoundary.Place.allCases {
            let p = box.point(place)
            let isCorner = place.rawValue.hasSuffix("corner")
            // One more point outwards at a corner, along the diagonal.
            let out = isCorner ? 1 / 2.0.squareRoot() : 0
            let dx = p.x < 0.01 * g.width ? -out : p.x > 0.99 * g.width ? out : 0
            let dy = p.y < 0.01 * g.height ? -out : p.y > 0.99 * g.height ? out : 0
            let column = Int((g.margin + p.x + dx).rounded(.down)), row = Int((g.margin + p.y + dy).rounded(.down))
            let centre = (x: Double(column) + 0.5 - g.margin, y: Double(row) + 0.5 - g.margin)
            let computed = Raster.channels(box.surface(at: centre, under: shadows, over: cell.colors.surface.value).hex)
            let pixel = Raster.channels(try Raster.pixel(ofSVG: svg, x: column, y: row))
            levels[place] = pixel
            #expect(zip(pixel, computed).allSatisfy { abs($0 - $1) <= 3 },
                    "\(place.rawValue) at pixel (\(column), \(row)): rsvg \(pixel), computed \(computed)")
        }
        // The rasterized picture agrees about where the surface is lightest: the top, darkest at the bottom.
        let top = try #require(levels[.top]), bottom = try #require(levels[.bottom])
        #expect(top[0] > bottom[0] + 40, "top \(top), bottom \(bottom)")
    }

    /// The sampled points lie half a point outside the edge: at the middle of each side, and along the diagonal of
    /// each corner's arc.
    @Test func thePointsLieHalfAPointOutsideTheEdge() {
        let pill = ShadowedBoundary(width: 100, height: 40, cornerRadius: 20)
        #expect(pill.point(.top) == (50, -0.5) && pill.point(.right) == (100.5, 20))
        let corner = pill.point(.topLeft)
        let fromCentre = ((corner.x - 20) * (corner.x - 20) + (corner.y - 20) * (corner.y - 20)).squareRoot()
        #expect(abs(fromCentre - 20.5) < 1e-9 && corner.x == corner.y)
        let square = ShadowedBoundary(width: 100, height: 40, cornerRadius: 0)
        #expect(abs(square.point(.bottomRight).x - (100 + 0.5 / 2.0.squareRoot())) < 1e-9)
    }
}
