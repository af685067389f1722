import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// Issue 22, "one math-looking value flips a Style Dictionary file to Tokens Studio reading": each file's format
/// is decided by its own markers, and a CSS function value is no marker.
@Suite struct DetectionTests {
    /// A Style Dictionary classic file (`value`, no `$`, untyped colors) holding one CSS transform,
    /// `"rotate( -45deg )"`: still classic, so `"#fff"` is a color and the transform is kept as text.
    @Test func aCSSFunctionDoesNotMakeAClassicFileTokensStudio() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {
              "color": {"white": {"value": "#fff"}, "ink": {"value": "#1c1b22"}},
              "icon": {"rotate": {"value": "rotate( -45deg )", "type": "transform"}},
              "layout": {"full": {"value": "calc(100% - 8px)", "type": "transform"}}
            }
            """)
        #expect(result.errorCodes == [], "\(result.diagnostics)")
        #expect(result.hex("color.white") == "#ffffff")
        #expect(result.hex("color.ink") == "#1c1b22")
        #expect(result.only["icon.rotate"]?.value == .opaque("\"rotate( -45deg )\""))
    }

    @Test(arguments: [
        ("rotate( -45deg )", false), ("calc(100% - 8px)", false), ("translate(-50%, -50%)", false),
        ("{space.base} * 2", true), ("16 * 1.5", true), ("roundTo({size} / 3)", true), ("-{space.base}", true),
        ("rgba(#000000, 0.4)", true),
    ])
    func valuesThatMarkTokensStudio(value: String, marks: Bool) {
        let root = JSONValue(.object([JSONMember(key: "t", line: 1, column: 1, value: JSONValue(.object([
            JSONMember(key: "value", line: 1, column: 1, value: JSONValue(.string(value), file: 0, line: 1, column: 1)),
        ]), file: 0, line: 1, column: 1))]), file: 0, line: 1, column: 1)
        #expect(TokensStudioConverter.isTokensStudio(root) == marks, "\(value)")
    }

    /// Two files read together: a Tokens Studio one (its `fontSizes` type and math) and a classic one beside it,
    /// each read by its own markers.
    @Test func eachFileIsReadByItsOwnMarkers() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"font": {"base": {"value": "16", "type": "fontSizes"}, "large": {"value": "{font.base} * 1.5", "type": "fontSizes"}}}
            """, """
            {"color": {"white": {"value": "#fff"}}, "icon": {"turn": {"value": "rotate( -45deg )", "type": "transform"}}}
            """)
        #expect(result.errorCodes == [], "\(result.diagnostics)")
        #expect(result.only["font.large"]?.value == .dimension(Dimension(24)))
        #expect(result.hex("color.white") == "#ffffff")
    }

    /// Tokens Studio leniency (sets exported by the Figma plugin): a typography without `fontFamily` reads without
    /// it, and a number token aliasing a dimension (or a dimension aliasing a number) reads as sd-transforms
    /// does, each with a warning.
    @Test func tokensStudioLeniency() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {
              "size": {"base": {"value": "16", "type": "fontSizes"}, "scale": {"value": 4, "type": "number"}},
              "heading": {"value": {"fontWeight": "Bold", "fontSize": "{size.base}", "lineHeight": "1.25"}, "type": "typography"},
              "ratio": {"value": "{size.base}", "type": "number"},
              "gap": {"value": "{size.scale}", "type": "spacing"}
            }
            """)
        #expect(result.errorCodes == [], "\(result.diagnostics)")
        let heading = try #require(result.only["heading"])
        #expect(heading.value["fontFamily"] == nil)
        #expect(heading.value["fontSize"] == .dimension(Dimension(16)))
        #expect(result.only["ratio"]?.type == .dimension)
        #expect(result.only["ratio"]?.value == .dimension(Dimension(16)))
        #expect(result.only["gap"]?.value == .dimension(Dimension(4)))
        let messages = result.diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("the typography has no fontFamily") && $0.contains("sans-serif") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("the number token aliases size.base, a dimension (16px)") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("the dimension aliases size.scale, a number (4)") }, "\(messages)")
        #expect(result.diagnostics.count == 3)
    }

    /// In a DTCG file, the same alias across types stays the format's error.
    @Test func dtcgFilesKeepTheTypeRule() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"a": {"$type": "dimension", "$value": "16px"}, "b": {"$type": "number", "$value": "{a}"}}
            """)
        #expect(result.errorCodes == ["tokens.type-mismatch"])
    }
}
