import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import ButtonDrawing
import DocGenTestSupport
import ButtonModelTestSupport
import ButtonDrawingTestSupport

/// The five seed design systems expressed in the component format (Tests/DocGenTestSupport/Fixtures/button/).
/// Sizes, states and variant names follow the seed documents; colors are illustrative.
@Suite struct SeedCoverageTests {

    /// Horizon: auto-width 38 pt high with a 44 pt touch area, standalone 201 x 44, full width with 16 pt side padding.
    @Test func horizonSizesStatesAndLoading() throws {
        let matrix = try SeedFixtures.matrix("horizon.button.yaml", themes: [SeedFixtures.horizonTokens])
        let measurer = try #require(ButtonFixtures.measurer)
        let auto = try #require(matrix.cell(variant: "primary", size: "auto-width", state: "active", theme: "light"))
        #expect(auto.metrics.height.value + 2 * auto.metrics.hitSlopY.value == 44)
        #expect(auto.metrics.fontSize.value == 14)
        #expect(auto.metrics.fontWeight.value == 600)
        #expect(auto.metrics.fontSize.tokens == ["typography.button", "typography.label.strong"])
        let standalone = try #require(matrix.cell(variant: "secondary-tint", size: "standalone", state: "active", theme: "light"))
        #expect(ButtonGeometry(cell: standalone, measurer: measurer).width == 201)
        let full = try #require(matrix.cell(variant: "primary", size: "full-width", state: "active", theme: "light"))
        #expect(ButtonGeometry(cell: full, measurer: measurer).width == 375 - 2 * 16)
        let processing = try #require(matrix.cell(variant: "primary", size: "auto-width", state: "processing", theme: "light"))
        #expect(processing.text == "Loading" && processing.accessibleName == "Loading" && processing.flags.isLoading)
        #expect(processing.colors.background.value.hex == "#0064d9")
        #expect(matrix.cell(variant: "secondary-tint", size: "auto-width", state: "processing", theme: "light") == nil)
        let toggle = try #require(matrix.cell(variant: "toggle", size: "auto-width", state: "selected-tap", theme: "light"))
        #expect(toggle.colors.label.value.hex == "#0070f2" && toggle.colors.label.fallbackFrom == "selected")
        #expect(toggle.flags.isSelected)
        let disabled = try #require(matrix.cell(variant: "primary", size: "auto-width", state: "disabled", theme: "light"))
        #expect(disabled.colors.background.declared.hex == "#0070f266")
        #expect(disabled.colors.background.value.isOpaque)
    }

    /// ODS: emphasis and functional variants, an icon-only button with its accessible name, full width.
    @Test func odsIconOnlyAndFullWidth() throws {
        let themes = [TestTokenSet(theme: "light").tokenSet, TestTokenSet(theme: "dark").tokenSet]
        let matrix = try SeedFixtures.matrix("ods.button.yaml", themes: themes)
        #expect(matrix.definition.variants.map(\.name) == ["high", "medium", "low", "lowest", "positive", "negative", "icon", "high-full-width"])
        let measurer = try #require(ButtonFixtures.measurer)
        let icon = try #require(matrix.cell(variant: "icon", size: "large", state: "enabled", theme: "dark"))
        #expect(icon.isIconOnly && icon.text == nil && icon.accessibleName == "Add to favourites")
        #expect(icon.colors.surface.value.hex == "#000000")
        let geometry = ButtonGeometry(cell: icon, measurer: measurer)
        #expect(geometry.width == geometry.height)
        #expect(ButtonSVG.render(icon, geometry: geometry).contains("theme: Add to favourites</title>"))
        let full = try #require(matrix.cell(variant: "high-full-width", size: "large", state: "enabled", theme: "light"))
        #expect(ButtonGeometry(cell: full, measurer: measurer).width == 343)
        let low = try #require(matrix.cell(variant: "low", size: "small", state: "disabled", theme: "light"))
        #expect(low.colors.border?.value.hex == "#cccccc")
        #expect(low.colors.background.value.hex == "#ffffff")
    }

    /// SwiftUI: bordered's 15% accent fill composited over the page (CSS source-over: #007aff26 over white is
    /// #d9ebff); capsule and circle border shapes.
    @Test func swiftUIStylesAndShapes() throws {
        let themes = [TestTokenSet(theme: "light").tokenSet, TestTokenSet(theme: "dark").tokenSet]
        let matrix = try SeedFixtures.matrix("swiftui.button.yaml", themes: themes)
        let measurer = try #require(ButtonFixtures.measurer)
        let bordered = try #require(matrix.cell(variant: "bordered", size: "regular", state: "normal", theme: "light"))
        #expect(bordered.colors.background.value.hex == "#d9ebff")
        #expect(bordered.colors.label.value.hex == "#007aff")
        let capsule = try #require(matrix.cell(variant: "bordered-capsule", size: "large", state: "normal", theme: "light"))
        #expect(ButtonGeometry(cell: capsule, measurer: measurer).isPill)
        let rounded = try #require(matrix.cell(variant: "bordered", size: "large", state: "normal", theme: "light"))
        #expect(!ButtonGeometry(cell: rounded, measurer: measurer).isPill)
        let circle = try #require(matrix.cell(variant: "icon-only", size: "small", state: "normal", theme: "dark"))
        let circleGeometry = ButtonGeometry(cell: circle, measurer: measurer)
        #expect(circleGeometry.width == 28 && circleGeometry.cornerRadius == 14)
        #expect(circle.accessibleName == "Sign In")
        let plainPressed = try #require(matrix.cell(variant: "plain", size: "small", state: "pressed", theme: "dark"))
        #expect(plainPressed.colors.label.value.hex == "#000000", "50% black over the black page")
    }
}
