import Testing
import ButtonModel

/// The definition the parser's tests start from and the check that a bad input gives exactly one error at its place,
/// shared by the tests of the definition's parser and of the options the drawing reads (elevation, opacity, surfaces).
package enum ComponentDefinitionFixtures {
    /// A definition that must give one error: its name, its YAML, the error's code and place.
    package struct BadInput: CustomTestStringConvertible, Sendable {
        package var name: String
        package var yaml: String
        package var code: String
        package var line: Int
        package var column: Int
        package var testDescription: String { name }

        package init(name: String, yaml: String, code: String, line: Int, column: Int) {
            self.name = name
            self.yaml = yaml
            self.code = code
            self.line = line
            self.column = column
        }
    }

    /// A minimal valid definition: one variant, one size, two states.
    package static let valid = """
        system: S
        component: Button
        surfaces: { page: "#ffffff" }
        states:
          default: {}
          pressed: { fallback: default }
        sizes:
          m: { height: 44, paddingX: 16, fontSize: 16 }
        variants:
          primary:
            text: Go
            surface: page
            colors: { label: "#000000" }
        """

    /// The input gives exactly one error, with the input's code, at its line and column of `c.yaml`.
    package static func expectReportedOnce(_ input: BadInput) throws {
        let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: input.yaml, file: "c.yaml")
        let diagnostic = try #require(errors.first?.diagnostic, "\(input.name): no error")
        #expect(errors.count == 1, "\(input.name): \(errors)")
        #expect(diagnostic.code == input.code, "\(input.name)")
        #expect(diagnostic.location.file == "c.yaml")
        #expect(diagnostic.location.line == input.line, "\(input.name): \(diagnostic)")
        #expect(diagnostic.location.column == input.column, "\(input.name): \(diagnostic)")
    }
}
