import DesignTokens
import Testing
@testable import ButtonDraft

/// What the reader sets aside from a family's variants, on names written for these tests.
@Suite struct FamilyBuilderTests {
    @Test func aGroupThatPaintsNoColorIsNoVariant() throws {
        let family = try #require(ButtonNameReader().read(["button.primary.bg", "button.primary.bg.hover", "button.primary.text",
                                                           "button.shadow.focus"]).family)
        #expect(family.variants == ["primary"])
        #expect(family.notVariants == [NotVariant(name: "default", reason: .paintsNoColor, paths: ["button.shadow.focus"])])
        #expect(family.unused == ["button.shadow.focus"])
    }

    @Test func twoNamesForOneCellKeepTheFirst() throws {
        let family = try #require(ButtonNameReader().read(["button.primary.bg", "button.primary.background", "button.primary.text"]).family)
        #expect(family.path(variant: "primary", state: "rest", part: "background") == "button.primary.background")
        #expect(family.duplicates == ["button.primary.bg"])
    }

    @Test func noNameInScopeGivesNoFamily() {
        let reading = ButtonNameReader().read(["color.background.brand.hover", "color.text.brand", "buttonCounter.primary.bgColor.rest"])
        #expect(reading.family == nil && reading.otherFamilies.isEmpty)
        #expect(reading.otherComponents.map(\.name) == ["buttonCounter"])
    }
}
