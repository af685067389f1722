import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import TokenBuilds
import DocGenTestSupport

/// The asset catalog reader on Enchanted's color sets as published (Tests/DocGenTestSupport/Fixtures/build/enchanted,
/// see its SOURCE.md), every color checked, light and dark, against a reading made here from the JSON's components
/// alone; and on small catalogs written for one rule each.
@Suite struct AssetCatalogReaderTests {
    /// CSS Color Module Level 4, § 18 "Sample code for color conversions" (https://www.w3.org/TR/css-color-4/#color-conversion-code):
    /// `lin_P3_to_XYZ` as rationals and `XYZ_to_lin_sRGB` as the decimals the specification prints.
    static let linearP3ToXYZ: [[Double]] = [
        [608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160],
        [35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400],
        [0, 32229.0 / 714400, 5220557.0 / 5000800],
    ]
    static let xyzToLinearSRGB: [[Double]] = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]

    /// The sRGB transfer function and its inverse (IEC 61966-2-1, as CSS Color 4 § 10.2 writes them).
    static func toLinear(_ v: Double) -> Double { abs(v) <= 0.04045 ? v / 12.92 : (v < 0 ? -1 : 1) * pow((abs(v) + 0.055) / 1.055, 2.4) }
    static func toGamma(_ v: Double) -> Double { abs(v) <= 0.0031308 ? v * 12.92 : (v < 0 ? -1 : 1) * (1.055 * pow(abs(v), 1 / 2.4) - 0.055) }

    static func times(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in zip(row, v).map(*).reduce(0, +) }
    }

    /// What a color set entry's `color` is in sRGB, worked out here: `display-p3` through the matrices above,
    /// `extended-srgb` as sRGB, `extended-gray` as gray with Apple's gamma 2.2 (CGColorSpace `extendedGray`: "the same
    /// colorimetry as genericGrayGamma2_2", https://developer.apple.com/documentation/coregraphics/cgcolorspace/extendedgray).
    static func expected(_ color: [String: Any]) throws -> [Double] {
        let components = try #require(color["components"] as? [String: String])
        // "0x87" is an 8-bit level (135/255); "0.679" a 0–1 number.
        func value(_ key: String) throws -> Double {
            let text = try #require(components[key])
            if text.hasPrefix("0x") { return Double(try #require(Int(text.dropFirst(2), radix: 16))) / 255 }
            return try #require(Double(text))
        }
        switch color["color-space"] as? String {
        case "display-p3":
            let linear = try ["red", "green", "blue"].map { toLinear(try value($0)) }
            return times(xyzToLinearSRGB, times(linearP3ToXYZ, linear)).map(toGamma) + [try value("alpha")]
        case "extended-srgb", "srgb":
            return try ["red", "green", "blue", "alpha"].map(value)
        case "extended-gray":
            let gray = toGamma(pow(try value("white"), 2.2))
            return [gray, gray, gray, try value("alpha")]
        case let other:
            Issue.record("no reading here for \(other ?? "nil")")
            return []
        }
    }

    static var catalog: String { get throws { try Fixtures.url("build/enchanted/Assets.xcassets").path } }

    /// Reads `catalog` and checks every color set entry of it against `expected(_:)`; returns how many were checked.
    static func checkEveryColor(of catalog: String) throws -> (BuildOutput, Int) {
        let output = try AssetCatalogReader.read(catalog, from: WorkTreeFileSource()).get()
        #expect(output.format == .assetCatalog)
        #expect(output.scopes.map(\.selector) == ["", "luminosity=dark"])
        #expect(output.scopes.map(\.appearance) == [[:], ["prefers-color-scheme": "dark"]])
        var checked = 0
        for file in try FileManager.default.subpathsOfDirectory(atPath: catalog) where file.hasSuffix(".colorset/Contents.json") {
            let data = try Data(contentsOf: URL(fileURLWithPath: catalog).appendingPathComponent(file))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let name = String(try #require(file.split(separator: "/").last { $0.hasSuffix(".colorset") }).dropLast(".colorset".count))
            for entry in json["colors"] as? [[String: Any]] ?? [] {
                let dark = (entry["appearances"] as? [[String: String]])?.contains { $0["value"] == "dark" } ?? false
                let scope = output.scopes[dark ? 1 : 0]
                let built = scope.values.first { $0.name == name }
                guard let color = entry["color"] as? [String: Any], color["reference"] == nil else {
                    #expect(built == nil, "\(name) \(dark ? "dark" : "light") is a system color or empty, left out")
                    continue
                }
                let value = try #require(built?.color, "\(name) \(dark ? "dark" : "light")")
                let want = try Self.expected(color)
                for (got, expected) in zip([value.red, value.green, value.blue, value.alpha], want) {
                    #expect(abs(got - expected) < 1e-9, "\(name) \(dark ? "dark" : "light"): \(got) against \(expected)")
                }
                checked += 1
            }
        }
        return (output, checked)
    }

    @Test func everyColorOfEnchantedEqualsAnIndependentReading() throws {
        let (output, checked) = try Self.checkEveryColor(of: try Self.catalog)
        // 6 light (bgCustom, gray2Custom…grayCustom) and 2 dark (gray5Custom, grayCustom) colors have components.
        #expect(checked == 8)
        #expect(output.scopes[0].values.map(\.name) == ["bgCustom", "gray2Custom", "gray3Custom", "gray4Custom", "gray5Custom", "grayCustom"])
        // The hex a screen shows, worked by hand from the matrices above: Display P3 (0.676, 0.697, 0.679) is sRGB #abb2ad.
        #expect(output.scopes[0].values.first { $0.name == "gray2Custom" }?.color?.hex == "#abb2ad")
        #expect(output.scopes[1].values.first { $0.name == "gray5Custom" }?.color?.hex == "#2c2c2e")
    }

    /// DuckDuckGo's DesignResourcesKit writes 8-bit hex bytes: 18 colors, light and dark, in a catalog whose one group
    /// provides no namespace.
    @Test func everyColorOfDuckDuckGoEqualsAnIndependentReading() throws {
        let catalog = try Fixtures.url("build/duckduckgo/Colors.xcassets").path
        let (output, checked) = try Self.checkEveryColor(of: catalog)
        #expect(checked == 36 && output.warnings.isEmpty)
        #expect(output.scopes.allSatisfy { $0.values.count == 18 && $0.values.allSatisfy { $0.note == nil } })
        #expect(output.scopes[0].values.contains { $0.name == "controlWidgetBackground" })
        // alertGreen is 0x21 0xC0 0x00 in both appearances; the single-use group's color 0x81 0x83 0x87.
        #expect(output.scopes.map { $0.values.first { $0.name == "alertGreen" }?.color?.hex } == ["#21c000", "#21c000"])
        #expect(output.scopes[1].values.first { $0.name == "controlWidgetBackground" }?.color?.hex == "#818387")
    }

    @Test func systemColorsAreNamedAndLeftOutWithAWarning() throws {
        let output = try AssetCatalogReader.read(try Self.catalog, from: WorkTreeFileSource()).get()
        let named = output.warnings.map { $0.message.components(separatedBy: "system color ").last?.components(separatedBy: ",").first ?? "" }
        #expect(named.sorted() == ["labelColor", "labelColor", "systemBackgroundColor", "systemGray2Color", "systemGray3Color", "systemGray4Color"])
        #expect(output.warnings.allSatisfy { $0.code == "build.system-color" && $0.severity == .warning })
        let bg = try #require(output.warnings.first { $0.message.contains("systemBackgroundColor") })
        #expect(bg.location.file.hasSuffix("Colors/bgCustom.colorset/Contents.json"))
        #expect(bg.location.path == "#/colors/1/color/reference" && bg.location.line == 22)
        #expect(bg.message.hasPrefix("The color bgCustom (luminosity=dark) is the system color systemBackgroundColor"))
    }

    @Test func notesSayWhatWasConverted() throws {
        let output = try AssetCatalogReader.read(try Self.catalog, from: WorkTreeFileSource()).get()
        let light = output.scopes[0].values
        #expect(light.first { $0.name == "gray2Custom" }?.note == "Display P3 0.676 0.697 0.679, converted to sRGB (CSS Color 4)")
        #expect(light.first { $0.name == "gray2Custom" }?.text == #"display-p3 red "0.676" green "0.697" blue "0.679" alpha "1.000""#)
        #expect(light.first { $0.name == "bgCustom" }?.note == "gray gamma 2.2 white 1, converted to sRGB")
        #expect(light.first { $0.name == "gray4Custom" }?.note == nil)
        #expect(output.files.count == 9)
        // The folder holding the catalog reads the same: the groups are counted from the `.xcassets` folder.
        let parent = try AssetCatalogReader.read(try Fixtures.url("build/enchanted").path, from: WorkTreeFileSource()).get()
        #expect(parent.scopes == output.scopes)
    }
}
