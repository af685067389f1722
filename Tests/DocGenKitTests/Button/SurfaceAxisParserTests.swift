import Testing
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import ButtonModelTestSupport

/// Every misuse of `surfaceAxis` is reported once, at its line and column, with its reason.
@Suite struct SurfaceAxisParserTests {
    typealias BadInput = ComponentDefinitionFixtures.BadInput
    static let valid = SurfaceAxisTests.yaml

    static let badInputs: [BadInput] = [
        BadInput(name: "a surface without a background",
                 yaml: valid.replacingOccurrences(of: "    background: page\n", with: "    variants: {}\n"),
                 code: "component.missing-field", line: 6, column: 5),
        BadInput(name: "a background naming no surface",
                 yaml: valid.replacingOccurrences(of: "background: page", with: "background: pgae"),
                 code: "component.unknown-surface", line: 6, column: 17),
        BadInput(name: "colors for a variant that does not exist",
                 yaml: valid.replacingOccurrences(of: "      outline:\n", with: "      outlined:\n"),
                 code: "component.unknown-variant", line: 10, column: 7),
        BadInput(name: "colors for a state that does not exist",
                 yaml: valid.replacingOccurrences(of: "pressed: \"#d1efff\"", with: "hover: \"#d1efff\""),
                 code: "component.unknown-state", line: 13, column: 48),
        BadInput(name: "colors for a part that does not exist",
                 yaml: valid.replacingOccurrences(of: "          label: \"#ffffff\"", with: "          title: \"#ffffff\""),
                 code: "component.unknown-part", line: 12, column: 11),
        BadInput(name: "a field a surface does not have",
                 yaml: valid.replacingOccurrences(of: "    background: header\n", with: "    background: header\n    opacity: 0.5\n"),
                 code: "component.unknown-field", line: 9, column: 5),
        BadInput(name: "a variant naming its own surface beside the axis",
                 yaml: valid.replacingOccurrences(of: "    text: Go\n    colors: { background:", with: "    text: Go\n    surface: page\n    colors: { background:"),
                 code: "component.surface-beside-axis", line: 24, column: 14),
        BadInput(name: "an empty axis",
                 yaml: valid.replacing(#/surfaceAxis:[\s\S]*?(?=states:)/#, with: "surfaceAxis: {}\n"),
                 code: "component.wrong-kind", line: 4, column: 14),
    ]

    @Test(arguments: badInputs) func badInputIsReportedWithItsPlace(_ input: BadInput) throws {
        try ComponentDefinitionFixtures.expectReportedOnce(input)
    }

    @Test func theReasonSaysWhatToDo() throws {
        let yaml = Self.valid.replacingOccurrences(of: "    text: Go\n    colors: { background:",
                                                   with: "    text: Go\n    surface: page\n    colors: { background:")
        let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "c.yaml")
        let diagnostic = try #require(errors.first?.diagnostic)
        #expect(diagnostic.description.contains("variant 'primary' names a surface, but the surface axis draws every variant on each of its surfaces"))
        #expect(diagnostic.hint?.contains("surfaceAxis.<surface>.variants.primary.colors") == true)
    }
}
