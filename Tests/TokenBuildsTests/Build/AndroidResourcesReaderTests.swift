import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import TokenBuilds
import DocGenTestSupport

/// The Android resources reader on the Nextcloud app's colors as published (Tests/DocGenTestSupport/Fixtures/build/
/// nextcloud, see its SOURCE.md): every `<color>` of `values` and `values-night` checked against a reading made here
/// from the files' text with a regular expression and the `#AARRGGBB` rule of Android's `Color.parseColor`
/// (https://developer.android.com/reference/android/graphics/Color#parseColor(java.lang.String)).
@Suite struct AndroidResourcesReaderTests {
    static var res: String { get throws { try Fixtures.url("build/nextcloud/res").path } }

    /// `name` → text of every `<color>` in the file, read with a regular expression.
    static func written(_ file: String) throws -> [(String, String)] {
        let text = try String(contentsOfFile: try res + "/" + file, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"<color name="([^"]+)">([^<]+)</color>"#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (String(text[Range(match.range(at: 1), in: text)!]), String(text[Range(match.range(at: 2), in: text)!]))
        }
    }

    /// `#RRGGBB` or `#AARRGGBB` as 8-bit channels, alpha first.
    static func channels(_ hex: String) -> (UInt8, UInt8, UInt8, UInt8) {
        let digits = Array(hex.dropFirst())
        let bytes = stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0 ..< $0 + 2]), radix: 16)! }
        return bytes.count == 4 ? (bytes[1], bytes[2], bytes[3], bytes[0]) : (bytes[0], bytes[1], bytes[2], 255)
    }

    @Test func everyColorOfNextcloudEqualsAnIndependentReading() throws {
        let output = try AndroidResourcesReader.read(try Self.res, from: WorkTreeFileSource()).get()
        #expect(output.format == .androidResources)
        #expect(output.scopes.map(\.selector) == ["values", "values-night"])
        #expect(output.scopes.map(\.appearance) == [[:], ["prefers-color-scheme": "dark"]])
        let light = try Self.written("values/colors.xml") + Self.written("values/setup.xml")
        let night = try Self.written("values-night/colors.xml")
        func expected(_ text: String, in own: [(String, String)]) -> String? {
            var text = text, seen = 0
            while text.hasPrefix("@color/"), seen < 10 {
                let name = String(text.dropFirst(7))
                guard let next = (own.first { $0.0 == name } ?? light.first { $0.0 == name }) else { return nil }
                text = next.1
                seen += 1
            }
            return text.hasPrefix("#") ? text : nil
        }
        var checked = 0
        for (scope, own) in zip(output.scopes, [light, night]) {
            for (name, text) in own {
                let built = scope.values.first { $0.name == name }
                guard let hex = expected(text, in: own) else {
                    #expect(built == nil, "\(scope.selector) \(name) = \(text) is left out")
                    continue
                }
                let c = Self.channels(hex)
                #expect(built?.color == Color(red8: c.0, green8: c.1, blue8: c.2, alpha8: c.3), "\(scope.selector) \(name) = \(text)")
                checked += 1
            }
        }
        // 66 colors in values (61 in colors.xml, 5 in setup.xml), 23 in values-night; 2 and 1 left out.
        #expect(light.count == 66 && night.count == 23)
        #expect(checked == 64 + 22)
        let values = output.scopes[0].values
        #expect(values.first { $0.name == "white_helper_text" }?.color == Color(red8: 255, green8: 255, blue8: 255, alpha8: 0xB3))
        #expect(values.first { $0.name == "primary_button_background_color" }?.color?.hex == "#007cc2")
        #expect(values.first { $0.name == "primary_button_background_color" }?.note == "@color/color_accent resolved to #007cc2")
    }

    /// Under night, a color of `values` that refers to one `values-night` overrides is dark too, as Android resolves it.
    @Test func aReferenceToAnOverriddenColorIsDarkUnderNight() throws {
        let output = try AndroidResourcesReader.read(try Self.res, from: WorkTreeFileSource()).get()
        let night = output.scopes[1].values
        let drawer = try #require(night.first { $0.name == "drawer_text_color" })
        #expect(drawer.color?.hex == "#a5a5a5")
        #expect(drawer.note == "written in values as @color/secondary_text_color; values-night overrides secondary_text_color, so under values-night it is #A5A5A5")
        #expect(drawer.location.file.hasSuffix("values/colors.xml") && drawer.location.line == 20)
        #expect(night.first { $0.name == "list_expand_icon_color" }?.color?.hex == "#49454f")
        // values-night's own reference to a color only values defines.
        #expect(night.first { $0.name == "drawer_active_item_background" }?.color?.hex == "#ffffff")
        // Colors of values that reach nothing night overrides are not repeated.
        #expect(night.first { $0.name == "black" } == nil)
    }

    @Test func platformColorsAndUnknownReferencesAreWarned() throws {
        let output = try AndroidResourcesReader.read(try Self.res, from: WorkTreeFileSource()).get()
        let described = output.warnings.map { "\($0.code) \($0.location.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.location.line ?? 0)" }
        #expect(described == [
            "build.unresolved-reference values/colors.xml:69",
            "build.system-color values/colors.xml:86",
            "build.system-color values-night/colors.xml:39",
        ])
        #expect(output.warnings[1].message == "The color appbar is @android:color/white, a color the Android platform gives, which docgen cannot know; it is left out of the build's values.")
        #expect(output.warnings[0].message.contains("@color/high_emphasis_text, which no values file defines"))
    }

    /// `values-night-v31` is dark; its `v31` is kept as the selector's text and said in a note. Short forms and
    /// `<item type="color">` are read; a reference through the platform is left out.
    @Test func qualifiersShortFormsAndItems() throws {
        var source = InMemoryFileSource(base: "/p")
        source.write("""
            <?xml version="1.0" encoding="utf-8"?>
            <resources xmlns:tools="http://schemas.android.com/tools">
                <color name="a">#0f0</color>
                <color name="b">#80f0</color>
                <item name="c" type="color">@color/a</item>
                <color name="d">@color/e</color>
                <color name="e">@android:color/black</color>
                <string name="s">#fff</string>
            </resources>
            """, atPath: "/p/res/values/colors.xml")
        source.write("<resources><color name=\"a\">#ff112233</color></resources>", atPath: "/p/res/values-night-v31/colors.xml")
        let output = try AndroidResourcesReader.read("/p", from: source).get()
        #expect(output.scopes.map(\.selector) == ["values", "values-night-v31"])
        #expect(output.scopes[0].values.map(\.name) == ["a", "b", "c"])
        #expect(output.scopes[0].values.map { $0.color?.hex } == ["#00ff00", "#00ff0088", "#00ff00"])
        #expect(output.scopes[1].appearance == ["prefers-color-scheme": "dark"])
        #expect(output.scopes[1].values.map(\.name) == ["a", "c"])
        #expect(output.scopes[1].values[0].note == "from values-night-v31: the qualifier v31 (API level 31 and later) is kept as the scope's selector text; no appearance says it")
        #expect(output.warnings.map(\.code) == ["build.system-color", "build.system-color"])
        #expect(output.warnings[0].message.hasPrefix("The color d (through @color/e) is @android:color/black"))
    }

    @Test func malformedXMLStopsTheReadingAtItsPlace() throws {
        var source = InMemoryFileSource(base: "/p")
        source.write("<resources>\n  <color name=\"a\">#fff</colour>\n</resources>", atPath: "/p/res/values/colors.xml")
        let failure = try #require(AndroidResourcesReader.read("/p/res", from: source).buildFailure)
        #expect(failure.code == "build.syntax")
        #expect(failure.location.line == 2 && failure.location.column == 23)
        #expect(failure.message.contains("</colour> closes <color> (line 2); close it with </color>"))
    }
}
