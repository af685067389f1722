import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
import ButtonModelTestSupport

/// `textSize:`, a size's `textSize:` and a variant's `labels:` as written, and each mistake with its place.
@Suite struct TextSizeParserTests {
    @Test func theDeclarationReadsAsWritten() throws {
        let definition = try ComponentDefinitionParser.parse(yaml: TextSizeFixture.yaml, file: "h.yaml")
        let scale = try #require(definition.textSize)
        #expect(scale.kind == .dynamicType(textStyle: .subheadline))
        #expect(scale.height == .fixed)
        #expect(scale.shown == ["Large", "xxxLarge", "AX1", "AX3", "AX5"])
        #expect(definition.locale == "en")
        #expect(definition.size(named: "grows")?.textScaling?.height == .minimum)
        #expect(definition.size(named: "standalone")?.textScaling == nil)
        let labels = try #require(definition.variant(named: "secondary")?.labels)
        #expect(labels.map(\.locale) == ["de"] && labels.map(\.text) == ["Verwerfen"])
        #expect(labels[0].location.line == 25)
        #expect(definition.locales == ["en", "de"])
    }

    @Test(arguments: [
        ("scale: dynamic-type\n  textStyle: bodyy", "textSize.textStyle", "one of Apple's text styles"),
        ("scale: dynamic", "textSize.scale", "dynamic-type, a list of factors"),
        ("scale: [1, 9]", "textSize.scale", "a factor from 0.5 to 4"),
        ("scale: [1, 2]\n  textStyle: body", "textSize.textStyle", "no textStyle"),
        ("scale: dynamic-type\n  show: [Large, AX9]", "textSize.show", "one of the scale's steps"),
        ("scale: dynamic-type\n  height: stretch", "textSize.height", "minimum (the button grows"),
        ("scale: dynamic-type\n  steps: 3", "textSize.steps", "unknown field 'steps'"),
    ])
    func eachMistakeIsNamedWhereItIsWritten(_ written: String, _ path: String, _ message: String) {
        let yaml = TextSizeFixture.yaml.replacingOccurrences(of: """
            scale: dynamic-type
              textStyle: subheadline
              height: fixed
            """, with: written)
        #expect(yaml != TextSizeFixture.yaml)
        let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "h.yaml")
        let error = errors.first { $0.location.path == path }
        #expect(error != nil, "\(errors.map(\.description))")
        #expect(error?.location.line == 6 || error?.location.line == 7, "\(String(describing: error?.location))")
        #expect(error?.diagnostic.message.contains(message) == true, "\(String(describing: error?.diagnostic.message))")
    }

    @Test func anEmptyTranslationIsAnError() {
        let yaml = TextSizeFixture.yaml.replacingOccurrences(of: "labels: { de: Verwerfen }", with: #"labels: { de: "" }"#)
        let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "h.yaml")
        #expect(errors.map(\.location.path) == ["variants.secondary.labels.de"])
    }

    /// A translation holds to the limit of the label's own `text` (`label-length`, 1,000 by default): a 200,000-character
    /// one is one `component.limit` error at the translation, not a label measured and printed for every cell.
    @Test func aTranslationPastTheLabelLimitIsOneError() {
        let long = String(repeating: "Verwerfen ", count: 20_000)
        let yaml = TextSizeFixture.yaml.replacingOccurrences(of: "labels: { de: Verwerfen }", with: "labels: { de: \"\(long)\" }")
        let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "h.yaml")
        #expect(errors.map(\.location.path) == ["variants.secondary.labels.de"])
        #expect(errors.first?.diagnostic.code == "component.limit")
        #expect(errors.first?.diagnostic.message.contains("has 200000 characters: more than 1000") == true, "\(errors.map(\.description))")
    }
}
