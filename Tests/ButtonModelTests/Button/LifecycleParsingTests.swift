import Testing
@testable import ButtonModel
import ButtonModelTestSupport

/// `status:` in a variant's definition: each of the three values, stable when left out, and an unknown word reported
/// at its line and column with the accepted values.
struct LifecycleParsingTests {
    @Test(arguments: [("stable", VariantStatus.stable), ("beta", .beta), ("deprecated", .deprecated)])
    func eachStatusParses(written: String, expected: VariantStatus) throws {
        let definition = try LifecycleFixtures.definition(status: ["primary": written])
        #expect(definition.variant(named: "primary")?.status == expected)
        #expect(definition.variant(named: "secondary")?.status == .stable)
    }

    @Test func aNoteIsKeptAsWritten() throws {
        let definition = try LifecycleFixtures.definition(status: ["secondary": "deprecated"], notes: ["secondary": "Use primary instead."])
        #expect(definition.variant(named: "secondary")?.statusNote == "Use primary instead.")
        #expect(definition.variant(named: "primary")?.statusNote == nil)
    }

    @Test func anUnknownStatusIsAnErrorAtItsPlace() {
        let yaml = LifecycleFixtures.definitionYAML(status: ["secondary": "experimental"])
        let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "button.component.yaml")
        #expect(errors.count == 1)
        let diagnostic = try? #require(errors.first).diagnostic
        #expect(diagnostic?.code == "component.unknown-status")
        // The line of `status: experimental` under `secondary`, the column of its value.
        let line = yaml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("experimental") }.map { $0 + 1 }
        #expect(diagnostic?.location.line == line)
        #expect(diagnostic?.location.column == 13)
        #expect(diagnostic?.location.path == "variants.secondary.status")
        #expect(diagnostic?.message == "'experimental' is not a variant status")
        #expect(diagnostic?.hint?.contains("stable, beta, deprecated") == true)
    }

    @Test func aStatusThatIsNotAWordIsAnError() {
        let yaml = LifecycleFixtures.definitionYAML(status: ["primary": "[beta]"])
        let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "button.component.yaml")
        #expect(errors.map(\.diagnostic.code) == ["component.wrong-kind"])
    }
}
