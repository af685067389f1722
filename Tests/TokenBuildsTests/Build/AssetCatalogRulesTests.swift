import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import TokenBuilds

/// One rule of Xcode's color sets each, on catalogs written here in the shape Xcode writes (`"info"` blocks left out).
@Suite struct AssetCatalogRulesTests {
    static func entry(_ color: String, appearances: String = "", idiom: String = "universal") -> String {
        let looks = appearances.isEmpty ? "" : #""appearances": [\#(appearances)], "#
        return #"{ \#(looks)"color": \#(color), "idiom": "\#(idiom)" }"#
    }

    static func srgb(_ r: String, _ g: String, _ b: String, alpha: String = "1.000", space: String = "srgb") -> String {
        #"{ "color-space": "\#(space)", "components": { "alpha": "\#(alpha)", "blue": "\#(b)", "green": "\#(g)", "red": "\#(r)" } }"#
    }

    static let dark = #"{ "appearance": "luminosity", "value": "dark" }"#
    static let high = #"{ "appearance": "contrast", "value": "high" }"#

    static func read(_ files: [String: String]) throws -> BuildOutput {
        var source = InMemoryFileSource(base: "/p")
        for (path, text) in files { source.write(text, atPath: "/p/A.xcassets/" + path) }
        return try AssetCatalogReader.read("/p/A.xcassets", from: source).get()
    }

    static func colorSet(_ entries: String...) -> String { #"{ "colors": [\#(entries.joined(separator: ", "))] }"# }

    static let namespace = #"{ "info": { "author": "xcode", "version": 1 }, "properties": { "provides-namespace": true } }"#

    /// `Button` and `Primary` provide namespaces, `Palette` does not: `Button/Primary/Fill`, `Blue`.
    @Test func groupsThatProvideANamespacePrefixTheName() throws {
        let output = try Self.read([
            "Button/Contents.json": Self.namespace,
            "Button/Primary/Contents.json": Self.namespace,
            "Button/Primary/Fill.colorset/Contents.json": Self.colorSet(Self.entry(Self.srgb("0", "0", "0"))),
            "Palette/Contents.json": #"{ "info": { "author": "xcode", "version": 1 } }"#,
            "Palette/Blue.colorset/Contents.json": Self.colorSet(Self.entry(Self.srgb("0", "0", "1.000"))),
        ])
        #expect(output.scopes.first?.values.map(\.name) == ["Button/Primary/Fill", "Blue"])
    }

    /// 0–255 integers and `0xNN` bytes are 8-bit levels; `"1.000"` is a 0–1 number.
    @Test func componentsInEachFormXcodeWrites() throws {
        let output = try Self.read([
            "Decimal.colorset/Contents.json": Self.colorSet(Self.entry(Self.srgb("0.980", "0.502", "0.000"))),
            "Integer.colorset/Contents.json": Self.colorSet(Self.entry(Self.srgb("250", "128", "0", alpha: "0.500"))),
            "Hex.colorset/Contents.json": Self.colorSet(Self.entry(Self.srgb("0xFA", "0x80", "0x00", alpha: "0x80"))),
        ])
        let byName = Dictionary(uniqueKeysWithValues: output.scopes[0].values.map { ($0.name, $0) })
        #expect(byName["Decimal"]?.color?.hex == "#fa8000") // 0.980 × 255 = 249.9, 0.502 × 255 = 128.01
        #expect(byName["Integer"]?.color?.hex == "#fa800080")
        #expect(byName["Hex"]?.color == Color(red8: 0xFA, green8: 0x80, blue8: 0x00, alpha8: 0x80))
        #expect(byName["Integer"]?.note == nil)
    }

    /// Light, dark, high contrast and dark high contrast each make a scope, in CSS's media feature terms.
    @Test func appearancesAreScopes() throws {
        let output = try Self.read(["Fill.colorset/Contents.json": Self.colorSet(
            Self.entry(Self.srgb("1.000", "1.000", "1.000")),
            Self.entry(Self.srgb("0", "0", "0"), appearances: Self.dark),
            Self.entry(Self.srgb("0.900", "0.900", "0.900"), appearances: Self.high),
            Self.entry(Self.srgb("0.100", "0.100", "0.100"), appearances: Self.dark + ", " + Self.high))])
        #expect(output.scopes.map(\.selector) == ["", "luminosity=dark", "contrast=high", "luminosity=dark, contrast=high"])
        #expect(output.scopes.map(\.appearance) == [[:], ["prefers-color-scheme": "dark"], ["prefers-contrast": "more"],
                                                     ["prefers-color-scheme": "dark", "prefers-contrast": "more"]])
        #expect(output.scopes.map { $0.values.first?.color?.hex } == ["#ffffff", "#000000", "#e6e6e6", "#1a1a1a"])
    }

    /// Of an iPhone, an iPad and a universal entry, the universal one is read, and the note says so.
    @Test func theUniversalIdiomIsPreferred() throws {
        let output = try Self.read(["Fill.colorset/Contents.json": Self.colorSet(
            Self.entry(Self.srgb("1.000", "0", "0"), idiom: "iphone"),
            Self.entry(Self.srgb("0", "1.000", "0"), idiom: "universal"),
            Self.entry(Self.srgb("0", "0", "1.000"), idiom: "ipad"))])
        let value = try #require(output.scopes.first?.values.first)
        #expect(value.color?.hex == "#00ff00")
        #expect(value.note == "idiom universal taken over iphone, ipad")
        #expect(value.location.path == "#/colors/1/color")
        let phoneOnly = try Self.read(["Fill.colorset/Contents.json": Self.colorSet(Self.entry(Self.srgb("1.000", "0", "0"), idiom: "iphone"))])
        #expect(phoneOnly.scopes.first?.values.first?.note == "idiom iphone taken")
        // Xcode's "sRGB and Display P3" gamut option writes one entry per gamut: the sRGB one is read.
        let gamuts = try Self.read(["Fill.colorset/Contents.json": Self.colorSet(
            #"{ "color": \#(Self.srgb("0", "0", "1.000", space: "display-p3")), "display-gamut": "display-P3", "idiom": "universal" }"#,
            #"{ "color": \#(Self.srgb("0", "0", "0.800")), "display-gamut": "sRGB", "idiom": "universal" }"#)])
        #expect(gamuts.scopes.first?.values.first?.color?.hex == "#0000cc")
        #expect(gamuts.scopes.first?.values.first?.note == "idiom universal, sRGB gamut taken over universal, display-P3 gamut")
    }

    /// Display P3's pure red lies outside sRGB: converted, then mapped into sRGB, with a note saying both.
    /// Extended sRGB past 1 is mapped too; linear sRGB 0.5 is 0.7354 encoded (CSS Color 4's transfer function).
    @Test func wideColorsAreConvertedAndMapped() throws {
        let output = try Self.read([
            "P3Red.colorset/Contents.json": Self.colorSet(Self.entry(Self.srgb("1.000", "0.000", "0.000", space: "display-p3"))),
            "Bright.colorset/Contents.json": Self.colorSet(Self.entry(Self.srgb("1.100", "0.500", "0.000", space: "extended-srgb"))),
            "Linear.colorset/Contents.json": Self.colorSet(Self.entry(Self.srgb("0.500", "0.500", "0.500", space: "extended-linear-srgb"))),
            "Gray.colorset/Contents.json": Self.colorSet(Self.entry(
                #"{ "color-space": "gray-gamma-22", "components": { "alpha": "1.000", "white": "0.500" } }"#)),
        ])
        let byName = Dictionary(uniqueKeysWithValues: output.scopes[0].values.map { ($0.name, $0) })
        let p3 = try #require(byName["P3Red"])
        #expect(p3.note?.hasPrefix("Display P3 1 0 0, converted to sRGB (CSS Color 4); outside sRGB (1.093") == true, "\(p3.note ?? "")")
        #expect(p3.note?.hasSuffix("mapped into it as CSS Color 4 § 13.2 does") == true)
        #expect(try #require(p3.color).red <= 1 && p3.color!.green >= 0)
        #expect(byName["Bright"]?.note?.contains("outside sRGB (1.1 0.5 0)") == true)
        #expect(abs(try #require(byName["Linear"]?.color).red - 0.735356983052449) < 1e-9)
        // 0.5 ^ 2.2 = 0.217638 linear, 0.503867 encoded with the sRGB transfer function.
        #expect(abs(try #require(byName["Gray"]?.color).red - 0.5038668) < 1e-6)
    }

    @Test func whatCannotBeReadIsLeftOutWithAWarning() throws {
        let output = try Self.read([
            "Odd.colorset/Contents.json": Self.colorSet(Self.entry(Self.srgb("0.5", "0.5", "300"))),
            "Cmyk.colorset/Contents.json": Self.colorSet(Self.entry(#"{ "color-space": "generic-cmyk", "components": { "cyan": "1" } }"#)),
            "Tinted.colorset/Contents.json": Self.colorSet(Self.entry(Self.srgb("0", "0", "0"),
                                                                      appearances: #"{ "appearance": "luminosity", "value": "tinted" }"#)),
        ])
        #expect(output.scopes.isEmpty)
        #expect(output.warnings.map(\.code) == ["build.invalid-value", "build.invalid-value", "build.invalid-value"])
        #expect(output.warnings.contains { $0.message == "The color Cmyk is in the color space generic-cmyk, which docgen does not read; it is left out." })
        #expect(output.warnings.contains { $0.message.hasPrefix("The color Odd has blue \"300\", not a component Xcode writes") })
    }

    @Test func aBrokenContentsFileStopsTheReadingAtItsPlace() throws {
        var source = InMemoryFileSource(base: "/p")
        source.write("{ \"colors\": [\n  { \"idiom\": } ] }", atPath: "/p/A.xcassets/X.colorset/Contents.json")
        let failure = try #require(AssetCatalogReader.read("/p/A.xcassets", from: source).buildFailure)
        #expect(failure.code == "build.syntax" && failure.location.line == 2 && failure.location.column == 14)
        #expect(AssetCatalogReader.read("/p/None", from: source).buildFailure?.code == "build.missing")
    }
}

extension Result {
    /// The failure, `nil` on success.
    var buildFailure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
