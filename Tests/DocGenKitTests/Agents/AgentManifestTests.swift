import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
@testable import DocGenChecks

/// `SYSTEM/button.json` of a system small enough to check every value by hand.
@Suite struct AgentManifestTests {
    /// One variant, one size, two states, one theme: white on #0055ff.
    static let tiny: [String: String] = [
        "index.md": "# Home\n\nText.\n",
        "tiny/index.md": "---\ntitle: Tiny\n---\n\n```docgen checks\n```\n",
        "tiny/system.yaml": "name: Tiny Design System\nplatform: Web\ntokens:\n  files: [tokens.json]\ncomponents:\n  - button.component.yaml\n",
        "tiny/tokens.json": """
        {"color": {"$type": "color",
          "brand": {"$value": "#0055ff"},
          "fill": {"$value": "{color.brand}", "$description": "Fill | main"},
          "text": {"$value": "#ffffff"},
          "page": {"$value": "#ffffff"}}}
        """,
        "tiny/button.component.yaml": """
        component: Button
        surfaces:
          page: "{color.page}"
        states:
          default: {}
          pressed: { fallback: default }
        sizes:
          medium:
            height: 44
            paddingX: 16
            fontSize: 16
            cornerRadius: 8
        variants:
          primary:
            text: Go
            surface: page
            status: beta
            colors:
              background: "{color.fill}"
              label: "{color.text}"
        """,
    ]

    static func manifest() throws -> [String: Any] {
        let context = try AgentSite.build(tiny)
        let text = try AgentSite.text(context, "tiny/button.json")
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func theSystemItsVariantsSizesAndStates() throws {
        let manifest = try Self.manifest()
        #expect(Array(manifest.keys).sorted() == ["$schema", "components", "findings", "name", "platform", "system"])
        #expect(manifest["$schema"] as? String == "../schemas/button.schema.json")
        #expect(manifest["system"] as? String == "tiny")
        #expect(manifest["name"] as? String == "Tiny Design System")
        #expect(manifest["platform"] as? String == "Web")
        let component = try #require((manifest["components"] as? [[String: Any]])?.first)
        #expect(component["name"] as? String == "Button")
        let variant = try #require((component["variants"] as? [[String: Any]])?.first)
        #expect(variant["name"] as? String == "primary")
        #expect(variant["label"] as? String == "Go")
        #expect(variant["surface"] as? String == "page")
        #expect(variant["status"] as? String == "beta")
        #expect(variant["sizes"] as? [String] == ["medium"])
        #expect(variant["states"] as? [String] == ["default", "pressed"])
        let size = try #require((component["sizes"] as? [[String: Any]])?.first)
        #expect(size["name"] as? String == "medium")
        #expect(size["height"] as? Double == 44)
        #expect(size["minimumTarget"] as? Double == 44, "Apple's 44 pt, the default minimum")
        let states = try #require(component["states"] as? [[String: Any]])
        #expect(states.map { $0["name"] as? String } == ["default", "pressed"])
        #expect(states[0]["fallback"] is NSNull && states[1]["fallback"] as? String == "default")
    }

    @Test func eachPartNamesItsTokensAndTheThemeTheirValues() throws {
        let component = try #require((try Self.manifest()["components"] as? [[String: Any]])?.first)
        let theme = try #require((component["themes"] as? [[String: Any]])?.first)
        #expect(theme["name"] as? String == "default")
        let cells = try #require(theme["cells"] as? [[String: Any]])
        #expect(cells.map { "\($0["variant"]!)/\($0["size"]!)/\($0["state"]!)" } == ["primary/medium/default", "primary/medium/pressed"])
        let parts = try #require(cells[0]["parts"] as? [[String: Any]])
        let background = try #require(parts.first { $0["name"] as? String == "background" })
        #expect(background["value"] as? String == "#0055ff")
        #expect(background["tokens"] as? [String] == ["color.fill", "color.brand"])
        // Each token once for the theme, sorted by path, with its resolved value there.
        let tokens = try #require(theme["tokens"] as? [[String: Any]])
        let values = Dictionary(uniqueKeysWithValues: tokens.compactMap { token in (token["path"] as? String).map { ($0, token["value"] as? String) } })
        #expect(tokens.count == values.count && tokens.map { $0["path"] as? String } == tokens.map { $0["path"] as? String }.sorted { ($0 ?? "") < ($1 ?? "") })
        #expect(values["color.fill"] == "#0055ff" && values["color.brand"] == "#0055ff")
        let named = Set(cells.flatMap { ($0["parts"] as? [[String: Any]] ?? []).flatMap { $0["tokens"] as? [String] ?? [] } })
        #expect(named == Set(values.keys), "every token a part names is listed, and only those")
        let height = try #require(parts.first { $0["name"] as? String == "height" })
        #expect(height["value"] as? String == "44" && (height["tokens"] as? [Any])?.isEmpty == true, "a literal reaches no token")
    }

    /// White #ffffff on #0055ff: relative luminances 1 and 0.13717 (WCAG 2.2, "relative luminance"), so a contrast of
    /// 1.05 / 0.18717 = 5.6099:1, against the 4.5:1 of SC 1.4.3.
    @Test func everyFindingWithItsMeasureAndThreshold() throws {
        let findings = try #require(try Self.manifest()["findings"] as? [[String: Any]])
        let text = try #require(findings.first { $0["rule"] as? String == "contrast.text" })
        #expect(text["level"] as? String == "error")
        #expect(text["passed"] as? Bool == true)
        #expect(text["measured"] as? Double == 5.6099)
        #expect(text["threshold"] as? Double == 4.5)
        let cell = try #require(text["cell"] as? [String: Any])
        #expect(cell["variant"] as? String == "primary" && cell["state"] as? String == "default" && cell["theme"] as? String == "default")
        #expect(cell["surface"] is NSNull)
        let context = try AgentSite.build(Self.tiny)
        let expected = FindingsReport(findings: context.findings).findings.map { "\($0.rule) \($0.cell.path)" }
        #expect(findings.map { "\($0["rule"]!) \(($0["cell"] as! [String: Any])["variant"]!) / \(($0["cell"] as! [String: Any])["size"]!) / \(($0["cell"] as! [String: Any])["state"]!) / \(($0["cell"] as! [String: Any])["theme"]!)" } == expected,
                "in the order of docgen check's reports")
    }

    @Test func twoBuildsWriteTheSameBytes() throws {
        let first = try AgentSite.acme(), second = try AgentSite.acme()
        let agentFiles = try #require(first.outputsByStep[.writeAgentFiles]).sorted()
        #expect(agentFiles == ["acme.md", "acme/button.json", "index.md", "llms.txt", "schemas/button.schema.json"])
        for path in agentFiles {
            #expect(first.output[path] == second.output[path], "\(path) differs between two builds")
        }
    }

    @Test func theSchemaIsJSONThatDescribesEveryMemberTheManifestWrites() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(ButtonManifestSchema.text.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let manifest = try Self.manifest()
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(manifest.keys))
        #expect(Set(try #require(schema["required"] as? [String])) == Set(manifest.keys))
    }
}
