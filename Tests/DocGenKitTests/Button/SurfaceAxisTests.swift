import Testing
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
@testable import DocGenChecks
@testable import ButtonDrawing
import DocGenTestSupport
import ButtonModelTestSupport

/// `surfaceAxis`: every variant drawn on each of several backgrounds, a dimension of the matrix, with colors per
/// surface; a definition without an axis keeps its cells' names, ids and paths.
@Suite struct SurfaceAxisTests {
    /// A light page and a dark header (Fiori's `#1d2d3e` shell color family is the model; the values are the test's own).
    static let yaml = """
        system: S
        component: Button
        surfaces: { page: "#ffffff", header: "#1d2d3e" }
        surfaceAxis:
          light-scheme:
            background: page
          dark-scheme:
            background: header
            variants:
              outline:
                colors:
                  label: "#ffffff"
                  border: { default: "#ffffff", pressed: "#d1efff" }
        states:
          default: {}
          pressed: { fallback: default }
          disabled: { fallback: default, disabled: true }
        sizes:
          s: { height: 32, paddingX: 12, fontSize: 14, borderWidth: 1 }
          m: { height: 44, paddingX: 16, fontSize: 16, borderWidth: 1 }
        variants:
          primary:
            text: Go
            colors: { background: "#0a6ed1", label: "#ffffff" }
          outline:
            text: Go
            colors: { label: "#0a6ed1", border: "#0a6ed1" }
        """

    /// The same definition with each variant on the page, as definitions without an axis are written.
    static var withoutAxis: String {
        yaml.replacing(#/surfaceAxis:[\s\S]*?(?=states:)/#, with: "")
            .replacingOccurrences(of: "text: Go\n", with: "text: Go\n    surface: page\n")
    }

    static func matrix(_ yaml: String = yaml) throws -> StateMatrix {
        let definition = try ComponentDefinitionParser.parse(yaml: yaml, file: "c.yaml")
        return try StateMatrixBuilder.build(definition, tokenSets: [TestTokenSet(theme: "light").tokenSet,
                                                                   TestTokenSet(theme: "dark").tokenSet])
    }

    static func cell(_ variant: String, _ size: String, _ state: String, _ surface: String?,
                     theme: String = "light") throws -> StateCell {
        try #require(try matrix().cell(variant: variant, size: size, state: state, theme: theme, surface: surface))
    }

    @Test func theMatrixIsVariantsBySizesByStatesByThemesBySurfaces() throws {
        let matrix = try Self.matrix()
        // 2 variants × 2 sizes × 3 states × 2 themes × 2 surfaces.
        #expect(matrix.cells.count == 48)
        #expect(Set(matrix.cells.compactMap(\.surface)) == ["light-scheme", "dark-scheme"])
        #expect(matrix.cells.filter { $0.surface == "dark-scheme" }.count == 24)
        // The same definition with each variant on its own surface: no axis, half the cells, no surface in them.
        let flat = try Self.matrix(Self.withoutAxis)
        #expect(flat.cells.count == 24)
        #expect(flat.cells.allSatisfy { $0.surface == nil })
    }

    @Test func aSurfaceReplacesTheColorsItListsAndKeepsTheRest() throws {
        let light = try Self.cell("outline", "m", "pressed", "light-scheme")
        #expect(light.colors.surface.value.hex == "#ffffff")
        #expect(light.colors.border?.value.hex == "#0a6ed1")
        let dark = try Self.cell("outline", "m", "pressed", "dark-scheme")
        #expect(dark.colors.surface.value.hex == "#1d2d3e")
        #expect(dark.colors.border?.value.hex == "#d1efff")
        #expect(dark.colors.label.value.hex == "#ffffff")
        // The primary variant lists no colors on the dark scheme: its own, on the header.
        let primary = try Self.cell("primary", "m", "default", "dark-scheme")
        #expect(primary.colors.background.value.hex == "#0a6ed1")
        #expect(primary.colors.surface.value.hex == "#1d2d3e")
        // A background written as a color, or per theme, instead of a surface's name.
        let inline = try Self.matrix(Self.yaml.replacingOccurrences(of: "background: header", with: "background: { light: \"#000000\", default: \"#202020\" }"))
        #expect(inline.cell(variant: "primary", size: "m", state: "default", theme: "light", surface: "dark-scheme")?.colors.surface.value.hex == "#000000")
        #expect(inline.cell(variant: "primary", size: "m", state: "default", theme: "dark", surface: "dark-scheme")?.colors.surface.value.hex == "#202020")
    }

    /// WCAG 2 relative luminance (www.w3.org/TR/WCAG22/#dfn-relative-luminance): #1d2d3e has channels 29, 45, 62 →
    /// linear 0.012286, 0.026241, 0.048180 → L = 0.2126 × 0.012286 + 0.7152 × 0.026241 + 0.0722 × 0.048180 = 0.02486;
    /// #0a6ed1 has L = 0.15820; white 1.
    /// - primary's fill on the dark header: (0.15820 + 0.05) / (0.02486 + 0.05) = 2.78, under 3, fails SC 1.4.11;
    ///   on the page: 1.05 / 0.20820 = 5.04, passes.
    /// - outline's white label on the header (its fill is transparent): 1.05 / 0.07486 = 14.02.
    @Test func checksMeasureAgainstEachSurfacesBackground() throws {
        func finding(_ rule: CheckRuleID, _ cell: StateCell) throws -> Finding {
            try #require(MatrixChecker().findings(for: cell, narrowestWidth: 100).first { $0.rule == rule })
        }
        let onDark = try finding(.nonTextContrast, try Self.cell("primary", "m", "default", "dark-scheme"))
        #expect(onDark.measured.truncatedForDisplay() == "2.78")
        #expect(!onDark.passed)
        #expect(onDark.background?.hex == "#1d2d3e")
        #expect(onDark.cell.surface == "dark-scheme")
        let onPage = try finding(.nonTextContrast, try Self.cell("primary", "m", "default", "light-scheme"))
        #expect(onPage.measured.truncatedForDisplay() == "5.04")
        #expect(onPage.passed)
        let label = try finding(.textContrast, try Self.cell("outline", "m", "default", "dark-scheme"))
        #expect(label.measured.truncatedForDisplay() == "14.02")
        #expect(label.passed)
    }

    @Test func cellsOnASurfaceNameItInTheirIdsPathsAndTitles() throws {
        let cell = try Self.cell("outline", "m", "default", "dark-scheme", theme: "dark")
        #expect(cell.title == "outline / m / default / dark / dark-scheme")
        #expect(ButtonSVGFiles.path(of: cell) == "buttons/__s/outline/m--default--dark--dark_2dscheme.svg")
        #expect(ButtonSVG.elementID(prefix: "matrix", cell: cell) == "matrix--outline--m--default--dark--dark_2dscheme")
        #expect(ButtonSVG.title(of: cell) == "outline button, m, default, dark theme, on dark-scheme: Go")
        // Without an axis, the names are the ones cells always had.
        let plain = try #require(try Self.matrix(Self.withoutAxis).cell(variant: "outline", size: "m", state: "default", theme: "dark"))
        #expect(plain.surface == nil)
        #expect(plain.title == "outline / m / default / dark")
        #expect(ButtonSVGFiles.path(of: plain) == "buttons/__s/outline/m--default--dark.svg")
        #expect(ButtonSVG.elementID(prefix: "matrix", cell: plain) == "matrix--outline--m--default--dark")
        #expect(ButtonSVG.title(of: plain) == "outline button, m, default, dark theme: Go")
    }

    @Test func aDarkSurfaceCellIsDrawnOnItsBackground() throws {
        let cell = try Self.cell("outline", "m", "default", "dark-scheme")
        let geometry = ButtonGeometry(cell: cell, measurer: try #require(ButtonFixtures.measurer))
        let svg = ButtonSVG.render(cell, geometry: geometry)
        #expect(svg.contains("#1d2d3e"))
        assertSnapshot(svg, named: "svg/surface-outline-m-default-light-dark-scheme.svg")
    }

    @Test func theMatrixTableHasAColumnPerThemeAndSurfaceAndTheSurfaceArgumentNarrowsIt() throws {
        let measurer = try #require(ButtonFixtures.measurer)
        let matrix = try Self.matrix().laidOut(with: measurer)
        let all = try MatrixTableRenderer.html(matrix: matrix, variant: "outline", measurer: measurer)
        #expect(all.contains("<th scope=\"col\">light · light-scheme</th><th scope=\"col\">light · dark-scheme</th>"))
        let dark = try MatrixTableRenderer.html(matrix: matrix, variant: "outline", surface: "dark-scheme", measurer: measurer)
        #expect(!dark.contains("light-scheme"))
        #expect(dark.contains("<caption>Button <code>outline</code> on <code>dark-scheme</code></caption>"))
        #expect(dark.contains("<th scope=\"col\">State</th><th scope=\"col\">light</th><th scope=\"col\">dark</th>"))
        #expect(dark.components(separatedBy: "<svg").count - 1 == 2 * 3 * 2)
        #expect(throws: ComponentError.self) {
            try MatrixTableRenderer.html(matrix: matrix, surface: "night", measurer: measurer)
        }
        let gallery = GalleryRenderer.html(matrix: matrix, surface: "dark-scheme", measurer: measurer)
        #expect(gallery.contains("theme <code>dark</code>, on <code>dark-scheme</code>"))
        #expect(!gallery.contains("light-scheme"))
    }

    /// `docgen diff` matches cells by surface too: a changed header changes the dark-scheme cells and nothing else.
    @Test func diffMatchesCellsByTheirSurface() throws {
        let base = try Self.matrix()
        let head = try Self.matrix(Self.yaml.replacingOccurrences(of: "header: \"#1d2d3e\"", with: "header: \"#000000\""))
        let changes = CellComparer(changedTokens: [], findingsBefore: [:], findingsAfter: [:]).compare([base], [head]).drawn
        #expect(changes.count == 24)
        #expect(changes.allSatisfy { $0.cell.surface == "dark-scheme" && $0.kind == .changed })
        #expect(changes.first?.surfaceAfter == "#000000")
    }
}
