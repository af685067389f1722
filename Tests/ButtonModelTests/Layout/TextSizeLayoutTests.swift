import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
import ButtonModelTestSupport

/// Labels at larger text sizes: font sizes from Apple's table, heights that grow or stay, widths that truncate.
@Suite struct TextSizeLayoutTests {
    /// Apple HIG, Typography, "Dynamic Type sizes" (iOS, iPadOS): body 17 pt at Large and 40 at AX3; caption 2 keeps
    /// 11 pt from xSmall to Large and reaches 40 at AX5; headline sizes as body, in semibold.
    @Test func theTableIsApples() {
        #expect(DynamicType.categories.count == 12)
        #expect(DynamicType.categories[3] == "Large")
        #expect(DynamicType.TextStyle.body.pointSize(at: 9) == 40)
        #expect(DynamicType.TextStyle.body.factor(at: 9) == 40.0 / 17)
        #expect(DynamicType.TextStyle.caption2.pointSizes.prefix(4) == [11, 11, 11, 11])
        #expect(DynamicType.TextStyle.caption2.pointSize(at: 11) == 40)
        #expect(DynamicType.TextStyle.headline.pointSizes == DynamicType.TextStyle.body.pointSizes)
        #expect(DynamicType.TextStyle.largeTitle.pointSize(at: 11) == 60)
        for style in DynamicType.TextStyle.allCases {
            #expect(style.pointSizes.count == 12)
            #expect(zip(style.pointSizes, style.pointSizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style) never shrinks")
        }
    }

    @Test func theLabelScalesAsItsTextStyle() throws {
        let ax3 = try TextSizeFixture.layout("standalone", at: "AX3")
        #expect(ax3.cell.metrics.fontSize.value == 36, "subheadline: 15 pt at Large, 36 at AX3")
        #expect(ax3.fit.factor == 36.0 / 15)
        let large = try TextSizeFixture.layout("standalone", at: "Large")
        #expect(large.cell.metrics.fontSize.value == 15)
        #expect(large.cell.text == "Dismiss")
        #expect(large.fit.fits)
    }

    /// The German label of the 201 pt standalone button fits at AX2 (30 pt) and is cut short from AX3 (36 pt): the
    /// room is 201 − 2 × 16 = 169 pt.
    @Test func theGermanLabelOfAFixedWidthButtonTruncatesAtAX3() throws {
        let ax2 = try TextSizeFixture.layout("standalone", at: "AX2", german: true)
        #expect(ax2.fit.availableWidth == 169)
        #expect(ax2.fit.fits, "Verwerfen at 30 pt needs \(ax2.fit.neededWidth) pt")
        #expect(ax2.cell.text == "Verwerfen")
        let ax3 = try TextSizeFixture.layout("standalone", at: "AX3", german: true)
        #expect(ax3.fit.truncates)
        #expect(ax3.fit.neededWidth > 169)
        #expect(ax3.fit.locale == "de")
        let text = try #require(ax3.cell.text)
        #expect(text.hasSuffix("…") && text.hasPrefix("Verwerf") && text.count < "Verwerfen".count + 1)
        let drawn = TextSizeFixture.measurer.width(of: text, fontSize: 36, fontWeight: 600)
        #expect(drawn <= 169, "the truncated label fits the room it is cut for")
        #expect(ax3.cell.metrics.fixedWidth?.value == 201, "a fixed width stays")
        #expect(try TextSizeFixture.layout("standalone", at: "AX3").fit.fits, "the English label still fits")
        #expect(ax3.cell.accessibleName == "Verwerfen", "the picture is named in the language it shows")
    }

    /// A state's own label is not the variant's, so a translation of the variant's label does not replace it, and
    /// the fit names the definition's language.
    @Test func aStatesOwnLabelKeepsItsLanguage() throws {
        let yaml = TextSizeFixture.yaml.replacingOccurrences(of: "  active: {}", with: "  active: {}\n  saving: { fallback: active, label: Saving }")
        let definition = try ComponentDefinitionParser.parse(yaml: yaml, file: "h.yaml")
        let matrix = try StateMatrixBuilder.build(definition, tokenSets: [TestTokenSet(theme: "light").tokenSet])
        let cell = try #require(matrix.cell(variant: "secondary", size: "standalone", state: "saving", theme: "light"))
        let layout = TextSizeLayout(cell: cell, size: try #require(definition.size(named: "standalone")), definition: definition,
                                    scale: try #require(definition.textSize), step: "AX1",
                                    label: definition.variant(named: "secondary")?.labels.first, measurer: TextSizeFixture.measurer)
        #expect(layout.cell.text == "Saving")
        #expect(layout.fit.locale == "en")
        #expect(layout.fit.labelLocation.path == "states.saving.label")
    }

    /// A fixed 38 pt height holds a 1.2 line box up to 31.6 pt: 36 pt at AX2 (30 pt), 43.2 pt at AX3 (36 pt).
    @Test func aFixedHeightClipsTheLineBox() throws {
        let ax2 = try TextSizeFixture.layout("auto-width", at: "AX2")
        #expect(!ax2.fit.clipped)
        let ax3 = try TextSizeFixture.layout("auto-width", at: "AX3")
        #expect(ax3.fit.clipped && !ax3.fit.truncates)
        #expect(abs(ax3.fit.lineBox - 43.2) < 1e-9)
        #expect(ax3.cell.metrics.drawnHeight == 38, "the button keeps its height")
    }

    /// A minimum height keeps the 10 pt above and below the 18 pt line box it has at Large: 49 × 1.2 + 20 at AX5.
    @Test func aMinimumHeightGrowsWithTheLineBox() throws {
        let ax5 = try TextSizeFixture.layout("grows", at: "AX5", german: true)
        #expect(ax5.fit.fits)
        #expect(abs(ax5.cell.metrics.drawnHeight - (49 * 1.2 + 20)) < 0.01)
        let large = try TextSizeFixture.layout("grows", at: "Large")
        #expect(large.cell.metrics.drawnHeight == 38)
        let geometry = ButtonGeometry(cell: ax5.cell, measurer: TextSizeFixture.measurer)
        #expect(geometry.width > 201, "a hugging button grows with its label")
    }

    /// A hugging button grows to the container less its padding (375 − 2 × 16) and then cuts its label.
    @Test func aHuggingButtonStopsAtTheContainer() throws {
        let yaml = TextSizeFixture.yaml.replacingOccurrences(of: "text: Dismiss", with: "text: Save the document to the cloud")
        let definition = try ComponentDefinitionParser.parse(yaml: yaml, file: "h.yaml")
        let matrix = try StateMatrixBuilder.build(definition, tokenSets: [TestTokenSet(theme: "light").tokenSet])
        let cell = try #require(matrix.cell(variant: "secondary", size: "grows", state: "active", theme: "light"))
        let layout = TextSizeLayout(cell: cell, size: try #require(definition.size(named: "grows")), definition: definition,
                                    scale: try #require(definition.textSize), step: "AX5", measurer: TextSizeFixture.measurer)
        #expect(layout.fit.truncates)
        #expect(layout.fit.widthSource == .container)
        #expect(layout.fit.availableWidth == 343 - 32)
        #expect(layout.cell.metrics.fixedWidth?.value == 343)
        #expect(ButtonGeometry(cell: layout.cell, measurer: TextSizeFixture.measurer).width == 343)
    }

    @Test func factorsScaleEveryLabelAlike() throws {
        let yaml = TextSizeFixture.yaml.replacingOccurrences(of: """
              scale: dynamic-type
              textStyle: subheadline
            """, with: """
              scale: [1, 1.5, "200%"]
            """)
        let definition = try ComponentDefinitionParser.parse(yaml: yaml, file: "web.yaml")
        let scale = try #require(definition.textSize)
        #expect(scale.steps == ["100%", "150%", "200%"])
        #expect(scale.defaultStep == "100%")
        #expect(scale.factor(at: "200%") == 2)
        #expect(scale.shown == scale.steps)
        let named = try ComponentDefinitionParser.parse(
            yaml: yaml.replacingOccurrences(of: #"[1, 1.5, "200%"]"#, with: #"{ default: 1, large: 1.3, zoom: 2 }"#), file: "n.yaml")
        #expect(named.textSize?.steps == ["default", "large", "zoom"])
        #expect(named.textSize?.factor(at: "large") == 1.3)
    }
}
