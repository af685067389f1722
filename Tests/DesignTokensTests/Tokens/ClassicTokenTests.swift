import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// Style Dictionary's classic format: `value`, `type`, `comment`, references such as `{color.base.blue.value}`.
@Suite struct ClassicTokenTests {
    @Test func classicFilesAreDetectedAndRead() throws {
        let result = TokenFixtures.load(["classic/style-dictionary.json"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.hex("color.brand") == "#0b5fff")
        #expect(result.only["color.brand"]?.aliases == ["color.base.blue"])
        #expect(result.only["color.base.blue"]?.description == "Brand blue")
        #expect(result.hex("color.text") == "#1a1a1a")
        #expect(result.only["size.padding"]?.value == .dimension(Dimension(16)))
        #expect(result.only["size.radius"]?.value == .dimension(Dimension(99)))
        #expect(result.only["size.font"]?.value == .dimension(Dimension(1.5, .rem)))
        #expect(result.only["time.fast"]?.value == .duration(TokenDuration(200)))
    }

    @Test func classicAndDTCGFilesMerge() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"color": {"base": {"blue": {"value": "#0000ff", "type": "color"}}}}
            """, """
            {"color": {"brand": {"$type": "color", "$value": "{color.base.blue}"}}}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.hex("color.brand") == "#0000ff")
    }
}
