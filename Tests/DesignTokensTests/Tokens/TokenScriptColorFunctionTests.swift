import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// TokenScript's OKLCH color functions as token values (the scripts of tokens-studio/tokenscript-schemas,
/// `src/schemas/functions/`, commit a9fc974). The reference values are the scripts' arithmetic done over Björn
/// Ottosson's published OKLab matrices ("A perceptual color space for image processing", 2020), in-gamut results
/// only, each written out by hand here as 8-bit sRGB.
@Suite struct TokenScriptColorFunctionTests {
    private func color(_ value: String, base: String = "#3366cc") throws -> (hex: String?, result: TokenLoadResult) {
        let (result, _) = try TokenFixtures.load(json: #"""
        {"color": {"$type": "color", "base": {"$value": "\#(base)"}, "made": {"$value": "\#(value)"}, "uses": {"$value": "{color.made}"}}}
        """#)
        return (result.hex(TokenPath(dotted: "color.made")), result)
    }

    @Test(arguments: [
        ("set_chroma({color.base}, 0.05)", "#5d6d8a"),
        ("adjust_chroma({color.base}, -0.1)", "#576d94"),
        ("scale_chroma({color.base}, 0)", "#6c6c6c"),
        ("adjust_lightness({color.base}, -0.1)", "#1747ab"),
    ])
    func oneCoordinateChangesInOKLCH(value: String, expected: String) throws {
        let (hex, result) = try color(value)
        #expect(result.errorCodes == [])
        #expect(hex == expected)
        #expect(result.hex(TokenPath(dotted: "color.uses")) == expected, "a token aliasing it takes the computed color")
        let warning = result.diagnostics.first { $0.code == "tokens.nonstandard" && $0.location.path == "color.made" }?.message ?? ""
        #expect(warning.contains("TokenScript function") && warning.contains(expected) && warning.contains("OKLCH"))
    }

    /// set_chroma clamps its target to 0.4; scripts keep the alpha, except rotate_hue's, which sets none.
    @Test func theScriptsClampsAndAlphaAreKept() throws {
        #expect(try color("set_chroma({color.base}, 0.9)").hex == color("set_chroma({color.base}, 0.4)").hex)
        #expect(try color("set_lightness({color.base}, 2)").hex == "#ffffff")
        #expect(try color("set_hue({color.base}, 150)", base: "#3366cc80").hex?.hasSuffix("80") == true)
        let rotated = try color("rotate_hue({color.base}, 30)", base: "#3366cc80").hex
        #expect(rotated?.count == 7, "rotate_hue's result is opaque: \(rotated ?? "nil")")
    }

    /// A gray has no hue (CSS Color 4 § 4.4, powerless); giving it chroma starts from hue 0, as `none` is 0.
    @Test func aGrayGainsChromaAtHueZero() throws {
        #expect(try color("set_chroma({color.base}, 0.1)", base: "#808080").hex == "#b1667e")
    }

    /// What the scripts refuse is kept as written and says why; the registry's other functions are not computed.
    @Test func whatTheScriptsCannotTakeIsKeptAsWritten() throws {
        for value in ["set_chroma({color.base})", "set_chroma({color.base}, lots)", "lighten({color.base}, 0.2)"] {
            let (hex, result) = try color(value)
            #expect(hex == nil, "\(value)")
            #expect(result.errorCodes == [], "\(value)")
            let warning = result.diagnostics.first { $0.location.path == "color.made" }?.message ?? ""
            #expect(warning.contains("does not compute") || warning.contains("takes a color") || warning.contains("not a number"), "\(value): \(warning)")
        }
    }
}
