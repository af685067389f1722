import Foundation
import Testing

/// `docgen tokens` on a Tokens Studio multi-file export (`Fixtures/tokens/tokens-studio`: `$themes.json` with two
/// theme groups, `$metadata.json`, legacy and `$`-prefixed sets), printing what Tokens Studio computes.
/// Expected colors: tokens-studio/sd-transforms test/spec/color-modifiers/transformColorModifiers.spec.ts
/// (#C14242 darkened by 0.2 in sRGB is #9a3535; lightened, rgb(80.549% 40.706% 40.706%) = #cd6868) and
/// test/integration/color-modifier-references.test.ts (#202D3B with 0.74: lighten #c5c8cc, mix with #4477DD
/// #3b64b3, alpha #202d3bbd).
@Suite struct TokensStudioCommandTests {
    static let folder = DocGenProcess.fixtures.appendingPathComponent("tokens")

    private func tokens(_ arguments: [String]) throws -> DocGenProcess.Result {
        try DocGenProcess.run(["tokens"] + arguments, in: Self.folder)
    }

    private func row(_ output: String, _ name: String) -> String? {
        output.split(separator: "\n").map(String.init).first { $0.hasPrefix(name + " ") }.map {
            $0.split(separator: " ", omittingEmptySubsequences: true).prefix(3).joined(separator: " ")
        }
    }

    @Test func everyThemeCombinationPrintsTheValuesTokensStudioComputes() throws {
        let expected: [(String, String, [String: String])] = [
            ("light", "acme", ["color.primary-hover": "#9a3535", "button.overlay": "#c14242bd", "button.radius": "8px"]),
            ("dark", "acme", ["color.primary-hover": "#cd6868", "color.background": "#000000"]),
            ("dark", "zen", ["color.primary-hover": "#c5c8cc", "button.accent": "#3b64b3", "button.overlay": "#202d3bbd",
                             "brand.hover": "0.74", "button.radius": "2px"]),
            ("light", "zen", ["color.primary-hover": "#1a242f", "color.background": "#ffffff"]),
        ]
        for (mode, brand, values) in expected {
            let result = try tokens(["tokens-studio", "--context", "mode=\(mode)", "--context", "brand=\(brand)", "--format", "table"])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            #expect(result.stderr.isEmpty)
            #expect(result.stdout.hasPrefix("context: mode=\(mode), brand=\(brand)\n"))
            for (name, value) in values {
                let type = value.hasPrefix("#") ? "color" : (value.hasSuffix("px") ? "dimension" : "number")
                #expect(row(result.stdout, name) == "\(name) \(type) \(value)", "\(mode)/\(brand) \(name)")
            }
        }
    }

    @Test func mathCompositesAndTypeNamesInTheExport() throws {
        let result = try tokens(["tokens-studio", "--format", "table"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        // Without --context the first theme of each group is used.
        #expect(result.stdout.hasPrefix("context: mode=light, brand=acme\n"))
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("button.padding       dimension   12px ") })
        #expect(lines.contains { $0.hasPrefix("button.label         typography  {fontFamily: Inter; fontSize: 24px; fontWeight: 700; letterSpacing: 0px; lineHeight: 1.5} ") })
        #expect(lines.contains { $0.hasPrefix("button.shadow        shadow      {blur: 8px; color: #00000040; inset: false; offsetX: 0px; offsetY: 4px; spread: 0px} ") })
        #expect(lines.contains { $0.hasPrefix("button.border        border      {color: #c14242; style: solid; width: 1px} ") })
        #expect(lines.contains { $0.hasPrefix("font.bold            fontWeight  700 ") })
        #expect(lines.contains { $0.hasPrefix("amount.increment     number      0.04 ") })
        // A disabled set (theme/dark in the light theme) contributes nothing.
        #expect(lines.contains { $0.hasPrefix("color.background     color       #ffffff ") })
    }

    @Test func theThemesFileCanBeNamedDirectly() throws {
        let result = try tokens(["--resolver", "tokens-studio/$themes.json", "--context", "mode=dark", "--context", "brand=zen"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains(##""color.primary-hover": {"type": "color", "value": "#c5c8cc", "aliases": [], "file": "tokens-studio/theme/dark.json", "line": 5, "column": 22"##))
        let byPath = try tokens(["tokens-studio/$themes.json", "--context", "mode=dark", "--context", "brand=zen"])
        #expect(byPath.stdout == result.stdout)
    }

    @Test func anUnknownThemeIsAUsageError() throws {
        let result = try tokens(["tokens-studio", "--context", "mode=sepia"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("the modifier \"mode\" has no context \"sepia\"; it has light, dark"))
    }

    /// The acme fixture's tokens exported the Tokens Studio way (`acme-tokens-studio`: `$themes.json` found by
    /// discovery, legacy `value`/`type`, `{size.base} * 11` for 44px, #333333 as #666666 darkened by 0.5 in sRGB,
    /// the DTCG color object `srgb [0.043, 0.373, 1]` as `rgb(4.3%, 37.3%, 100%)`) build the same site, file for file.
    @Test func aSiteBuiltFromATokensStudioExportMatchesTheDTCGOne() throws {
        let scratch = try ScratchFolder()
        var sites: [[String: Data]] = []
        for fixture in ["acme", "acme-tokens-studio"] {
            let site = scratch.url.appendingPathComponent(fixture)
            let result = try DocGenProcess.buildFixture(fixture, into: site)
            #expect(result.status == 0, "\(fixture): \(result.stderr)")
            #expect(result.stdout.contains("Wrote 2 pages"), "\(fixture): \(result.stdout)")
            sites.append(try ScratchFolder.snapshot(of: site))
        }
        #expect(sites[0].keys.sorted() == sites[1].keys.sorted())
        // The panel "How these values were read" names the file and line each assumption comes from, which differ
        // between the two exports by design; everything else is the same bytes.
        let place = try Regex(#"<span class="values-read-place">[^<]*<code>"#)
        func comparable(_ data: Data?) -> String? { data.map { String(decoding: $0, as: UTF8.self).replacing(place, with: "<code>") } }
        // The manifest lists the digests of those pages, so it differs with them.
        for (file, content) in sites[0] where file != ".docgen-manifest" {
            #expect(comparable(sites[1][file]) == comparable(content), "\(file) differs")
        }
        let page = try #require(comparable(sites[1]["acme/index.html"]))
        #expect(page.contains("values-read-place") == false && page.contains("How these values were read"))
        #expect(String(decoding: sites[0]["acme/index.html"] ?? Data(), as: UTF8.self).contains("acme/tokens/light.tokens.json:12"))
        #expect(String(decoding: sites[1]["acme/index.html"] ?? Data(), as: UTF8.self).contains("acme/tokens/light.json:7"))
    }
}
