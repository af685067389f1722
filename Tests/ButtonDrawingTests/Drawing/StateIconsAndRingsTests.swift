import Testing
@testable import ButtonModel
@testable import DocGenChecks
@testable import ButtonDrawing
import DocGenTestSupport
import ButtonModelTestSupport
import ButtonDrawingTestSupport

/// Per-state icons, labels and focus rings, and trailing icons.
///
/// The states follow the Horizon guidelines (SAP Fiori for iOS, "Button": a success icon and message replace the
/// spinner and label; Bookmark/Bookmarked toggles) and Backbase's `startLoading()`, which hides the title.
@Suite struct StateIconsAndRingsTests {
    static let yaml = """
        system: S
        component: Button
        focusRing: { color: "#0070f2", width: 2, offset: 2 }
        surfaces: { page: "#ffffff" }
        states:
          active: {}
          processing: { fallback: active, loading: true }
          processing-labelled: { fallback: processing, hidesLabel: false }
          success: { fallback: active, icon: check, label: Saved }
          quiet: { fallback: active, icon: none, trailingIcon: none }
          keyboard-focus: { fallback: active, focused: true }
          voiceover-focus: { fallback: active, focused: true, focusRing: { color: "#8a2be2", width: 4, offset: 0 } }
          selected: { fallback: active, selected: true, icon: bookmark-filled, label: Bookmarked }
          hidden: { fallback: active, hidesLabel: true }
        sizes:
          m: { height: 44, paddingX: 16, fontSize: 16, iconSize: 16, gap: 8 }
        variants:
          primary:
            text: Save
            surface: page
            leadingIcon: true
            colors: { background: "#0070f2", label: "#ffffff" }
          next:
            text: Next
            surface: page
            trailingIcon: arrow
            colors: { background: "#0070f2", label: "#ffffff" }
          bookmark:
            text: Bookmark
            surface: page
            leadingIcon: bookmark
            colors: { background: "#ffffff", label: "#0070f2", border: "#0070f2" }
        """

    static func matrix() throws -> StateMatrix {
        try StateMatrixBuilder.build(try ComponentDefinitionParser.parse(yaml: yaml, file: "s.yaml"),
                                     tokenSets: [TestTokenSet(theme: "light").tokenSet])
    }

    static func cell(_ variant: String, _ state: String) throws -> StateCell {
        try #require(try matrix().cell(variant: variant, size: "m", state: state, theme: "light"))
    }

    @Test func aStateChoosesItsIconAndText() throws {
        #expect(try Self.cell("primary", "active").leadingGlyph == .plus)
        let success = try Self.cell("primary", "success")
        #expect(success.leadingGlyph == .check)
        #expect(success.text == "Saved")
        #expect(try Self.cell("primary", "processing").leadingGlyph == .spinner)
        #expect(try Self.cell("primary", "quiet").leadingGlyph == nil)
        #expect(try Self.cell("bookmark", "active").leadingGlyph == .bookmark)
        #expect(try Self.cell("bookmark", "selected").leadingGlyph == .bookmarkFilled)
        #expect(try Self.cell("next", "active").trailingGlyph == .arrow)
        #expect(try Self.cell("next", "quiet").trailingGlyph == nil)
    }

    /// Loading hides the label unless the state gives one or says `hidesLabel: false`; any state can hide it.
    @Test func hidesLabelSaysWhetherTheTextIsDrawn() throws {
        #expect(try Self.cell("primary", "processing").text == nil)
        #expect(try Self.cell("primary", "processing-labelled").text == "Save")
        #expect(try Self.cell("primary", "hidden").text == nil)
        #expect(try Self.cell("primary", "hidden").accessibleName == "Save")
    }

    @Test func aTrailingIconWidensTheButtonAndIsPlacedAfterTheText() throws {
        let measurer = try #require(ButtonFixtures.measurer)
        let matrix = try Self.matrix()
        let (_, next, svg) = try DrawingFixtures.svg(matrix, "next", "m", "active", "light")
        let text = measurer.width(of: "Next", fontSize: 16, fontWeight: 400)
        #expect(abs(next.width - (text + 8 + 16 + 32)) < 0.011)
        #expect(svg.contains(#"<path class="arrow" d="M\#(ButtonGlyphs.n(16 + text + 8 + 3.2)) 22"#))
        let (_, quiet, _) = try DrawingFixtures.svg(matrix, "next", "m", "quiet", "light")
        #expect(abs(quiet.width - (text + 32)) < 0.011)
        assertSnapshot(svg, named: "svg/states-next-m-active-light.svg")
    }

    @Test func aStateSetsItsFocusRing() throws {
        let keyboard = try Self.cell("primary", "keyboard-focus")
        #expect(keyboard.colors.focusRing.value.hex == "#0070f2")
        #expect(keyboard.metrics.focusRingWidth.value == 2)
        let voiceOver = try Self.cell("primary", "voiceover-focus")
        #expect(voiceOver.colors.focusRing.value.hex == "#8a2be2")
        #expect(voiceOver.metrics.focusRingWidth.value == 4)
        #expect(voiceOver.metrics.focusRingOffset.value == 0)
        #expect(voiceOver.metrics.focusRingWidth.location.line == 12)
        let (_, geometry, svg) = try DrawingFixtures.svg(try Self.matrix(), "primary", "m", "voiceover-focus", "light")
        #expect(svg.contains(#"<rect class="focus-ring" x="-2" y="-2""#))
        #expect(svg.contains(##"stroke="#8a2be2" stroke-width="4""##))
        #expect(geometry.margin == 6)
        // The contrast check measures the state's ring.
        let finding = try #require(MatrixChecker().findings(for: voiceOver, narrowestWidth: 100)
            .first { $0.rule == .focusRingContrast })
        #expect(finding.foreground?.hex == "#8a2be2")
    }

    @Test func statesIconsSnapshot() throws {
        let matrix = try Self.matrix()
        for (variant, state) in [("primary", "success"), ("bookmark", "selected")] {
            let (_, _, svg) = try DrawingFixtures.svg(matrix, variant, "m", state, "light")
            assertSnapshot(svg, named: "svg/states-\(variant)-m-\(state)-light.svg")
        }
    }

    /// The filled bookmark is painted in the icon's color in its middle; the outline leaves the fill there.
    @Test(.requires(.rsvgConvert, .pillowPython)) func theFilledBookmarkIsFilled() throws {
        let matrix = try Self.matrix()
        for (state, expected) in [("selected", "#0070f2"), ("active", "#ffffff")] {
            let (cell, geometry, svg) = try DrawingFixtures.svg(matrix, "bookmark", "m", state, "light")
            let size = cell.metrics.iconSize.value
            let x = Int(geometry.margin + geometry.contentX + size * 0.5)
            let y = Int(geometry.margin + (geometry.height - size) / 2 + size * 0.4)
            #expect(try Raster.pixel(ofSVG: svg, x: x, y: y) == expected, "\(state)")
        }
    }

    struct BadField: CustomTestStringConvertible {
        var name: String
        var from: String
        var to: String
        var code: String
        var line: Int
        var column: Int
        var testDescription: String { name }
    }

    @Test(arguments: [
        BadField(name: "unknown state icon", from: "icon: check", to: "icon: tick", code: "component.unknown-icon", line: 9, column: 38),
        BadField(name: "unknown trailing icon", from: "trailingIcon: arrow", to: "trailingIcon: chevron",
                 code: "component.unknown-icon", line: 26, column: 19),
        BadField(name: "unknown leading icon", from: "leadingIcon: bookmark", to: "leadingIcon: star",
                 code: "component.unknown-icon", line: 31, column: 18),
        BadField(name: "none is no variant icon", from: "trailingIcon: arrow", to: "trailingIcon: none",
                 code: "component.unknown-icon", line: 26, column: 19),
        BadField(name: "unknown focus ring field", from: "width: 4, offset: 0", to: "width: 4, inset: 0",
                 code: "component.unknown-field", line: 12, column: 96),
        BadField(name: "hidesLabel not a boolean", from: "hidesLabel: true", to: "hidesLabel: maybe",
                 code: "component.wrong-kind", line: 14, column: 43),
    ])
    func badFieldsAreReportedWithTheirPlace(_ input: BadField) throws {
        let yaml = Self.yaml.replacingOccurrences(of: input.from, with: input.to)
        let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "s.yaml")
        let diagnostic = try #require(errors.first?.diagnostic, "\(input.name): no error")
        #expect(errors.count == 1 && diagnostic.code == input.code, "\(input.name): \(errors)")
        #expect(diagnostic.location.line == input.line && diagnostic.location.column == input.column, "\(input.name): \(diagnostic)")
    }
}
