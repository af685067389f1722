import Foundation
import Testing

/// Kong's published tokens ship the Button's tokens as empty override slots (`"$value": ""`), and Kong's Button
/// (`KButton.vue`) paints each part with `var(--kui-button-…, var(--kui-color-…))`: the slot when a theme fills it,
/// else the semantic color. `Fixtures/public/kong/` holds the files as published and the definition a team writes
/// from them, each color a fallback list in KButton.vue's order (SOURCE.md). Every cell must paint what KButton.vue
/// paints: the fallback's value in Kong's own build output (its `custom-properties.css` for the same commit, kept with
/// the build-output fixtures in `DocGenTestSupport/Fixtures/build/kong/`).
@Suite struct EmptySlotFallbackTests {
    static let kong = DocGenProcess.fixtures.appendingPathComponent("public/kong")

    /// What KButton.vue writes for one variant, state and part: the `var()` names in order.
    struct Painted: Hashable {
        var variant: String
        var state: String
        var part: String
        var properties: [String]
    }

    /// Each `background-color`, `border-color` and `color` of KButton.vue's `&.VARIANT` blocks, by the state its
    /// nested selector stands for.
    static func painted() throws -> [Painted] {
        let vue = try String(contentsOf: kong.appendingPathComponent("reference/KButton.vue"), encoding: .utf8)
        let states = ["&:hover:not(:disabled):not([disabled]):not(:focus):not(:active)": "hover", "&:focus-visible": "focus",
                      "&:active": "active", "&:disabled, &[disabled]": "disabled"]
        let parts = ["background-color": "background", "border-color": "border", "color": "label"]
        let declaration = try Regex(#"^(background-color|border-color|color): var\((--[\w-]+), var\((--[\w-]+),"#)
        var found: [Painted] = []
        for variant in ["primary", "secondary", "tertiary", "danger"] {
            let start = try #require(vue.range(of: "&.\(variant) {"))
            let end = try #require(vue.range(of: "\n  }\n", range: start.upperBound..<vue.endIndex))
            var state = "rest"
            for line in vue[start.upperBound..<end.lowerBound].split(separator: "\n") {
                let text = line.trimmingCharacters(in: .whitespaces)
                if text.hasSuffix("{") {
                    state = try #require(states[String(text.dropLast()).trimmingCharacters(in: .whitespaces)], "\(text)")
                } else if let match = text.firstMatch(of: declaration) {
                    found.append(Painted(variant: variant, state: state, part: parts[String(match.output[1].substring!)]!,
                                         properties: [String(match.output[2].substring!), String(match.output[3].substring!)]))
                }
            }
        }
        return found
    }

    /// `--name: value;` of Kong's build output.
    static func properties() throws -> [String: String] {
        let css = try String(contentsOf: DocGenProcess.packageRoot.appendingPathComponent(
            "Tests/DocGenTestSupport/Fixtures/build/kong/packages/design-tokens/__snapshots__/tokens/css/custom-properties.css"), encoding: .utf8)
        var values: [String: String] = [:]
        for match in css.matches(of: try Regex(#"(--[\w-]+):\s*([^;]+);"#)) {
            values[String(match.output[1].substring!)] = String(match.output[2].substring!).trimmingCharacters(in: .whitespaces)
        }
        return values
    }

    /// `#rrggbb` as written, or `rgba(r, g, b, a)` (Kong's transparent) as `#rrggbbaa`.
    static func hex(_ css: String) throws -> String {
        guard css.hasPrefix("rgba(") else { return css }
        let numbers = css.dropFirst(5).dropLast().split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) ?? -1 }
        try #require(numbers.count == 4 && numbers.allSatisfy { $0 >= 0 }, "\(css)")
        let bytes = numbers.prefix(3).map { Int($0) } + [Int((numbers[3] * 255).rounded())]
        return "#" + bytes.map { String(format: "%02x", $0) }.joined()
    }

    @Test func everyCellPaintsWhatKongsButtonPaints() throws {
        let scratch = try ScratchFolder()
        let system = scratch.url.appendingPathComponent("Content/kong")
        try FileManager.default.createDirectory(at: system.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.kong.appendingPathComponent("site"), to: system)
        let build = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(!build.stderr.contains(": error: "), "\(build.stderr)")

        let css = try Self.properties()
        let data = try Data(contentsOf: scratch.url.appendingPathComponent("_site/buttons/kong/button.matrix.json"))
        let cells = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["cells"] as? [[String: Any]])
        let painted = try Self.painted()
        #expect(painted.count == 60) // 4 variants × 5 states × 3 parts
        for paint in painted {
            // The Button token is never in Kong's build (a slot); its fallback is.
            #expect(css[paint.properties[0]] == nil, "\(paint.properties[0])")
            let expected = try #require(css[paint.properties[1]], "\(paint.properties[1])").lowercased()
            let cell = try #require(cells.first { $0["variant"] as? String == paint.variant && $0["state"] as? String == paint.state },
                                    "\(paint.variant)/\(paint.state)")
            let drawn = try #require((cell["colors"] as? [String: [String: Any]])?[paint.part], "\(paint)")
            let declared = try #require(drawn["declared"] as? String)
            let value = try Self.hex(expected)
            #expect(declared == value, "\(paint.variant)/\(paint.state) \(paint.part): \(paint.properties[1]) is \(expected), drawn \(declared)")
            // The provenance names the entry that painted it: the semantic token, not the empty slot.
            // (Kong's names leave out a last `_` segment: `color.background.primary._` is `--kui-color-background-primary`.)
            let token = try #require((drawn["tokens"] as? [String])?.first, "\(paint)")
            let name = "--kui-" + token.replacingOccurrences(of: "._", with: "").replacingOccurrences(of: ".", with: "-")
            #expect(name == paint.properties[1], "\(paint.variant)/\(paint.state) \(paint.part): painted by \(token)")
            #expect(cell["uncertain"] as? Bool != true, "\(paint.variant)/\(paint.state)")
        }
    }
}
