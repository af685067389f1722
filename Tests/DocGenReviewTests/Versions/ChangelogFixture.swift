import DesignTokens
@testable import DocGenSupport
import Foundation
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenMarkdown
import DocGenTestSupport

/// Four releases of one design system, written in turn into one folder on disk, compared by the real `docgen diff` comparison:
/// v1.0.0; v1.1.0 changes two palette colors (a value change in each theme, checks newly failing in light and fixed
/// in dark); v2.0.0 renames `size.radius` (same stable id) and deprecates `color.palette.gray.old`; v2.1.0 adds a
/// variant. The site being built is v2.1.0's, at the root, the others in `VERSION/` below it.
final class ChangelogFixture {
    let folder: TemporaryDirectory
    let configuration: BuildConfiguration
    /// Each release's analysis, oldest first.
    private(set) var analyses: [(version: String, analysis: DiffAnalysis)] = []
    private(set) var changelog = Changelog(entries: [], siteRoots: [:])

    static let versions = ["v1.0.0", "v1.1.0", "v2.0.0", "v2.1.0"]

    init() throws {
        folder = try TemporaryDirectory()
        var configuration = BuildConfiguration(contentDirectory: folder.path)
        configuration.publicDirectory = Fixtures.packageRoot.appendingPathComponent("Public").path
        self.configuration = configuration
        var files = Self.files
        let comparer = SiteComparer(configuration: configuration, drawsCells: true)
        var entries: [ChangelogEntry] = []
        for (index, version) in Self.versions.enumerated() {
            // Each release in the same folder, as each checkout of a tag has it.
            files = Self.edit(files, for: version)
            for (path, text) in files { try folder.write("Content/\(path)", text) }
            let input = DiffInput(files: WorkTreeFileSource(), contentDirectory: folder.url("Content").path,
                                  side: SiteDiff.DiffSide(name: version, description: "folder \(version)"))
            let analysis = try comparer.analyzeBase(input)
            let previous = index == 0 ? nil : analyses[index - 1]
            let diff = try previous.map { try comparer.compare(base: $0.analysis, head: analysis) }
            analyses.append((version, analysis))
            entries.append(ChangelogEntry(version: version, previous: previous?.version, date: "2026-0\(index + 1)-14", isUnreleased: false, diff: diff))
        }
        changelog = Changelog(entries: entries, siteRoots: ["v1.0.0": "v1.0.0/", "v1.1.0": "v1.1.0/", "v2.0.0": "v2.0.0/", "v2.1.0": ""])
    }

    /// The changelog part as a versioned site registers it, showing the fixture's changelog.
    var part: ChangelogPart { ChangelogPart(changelog: changelog) }

    /// The site being built (v2.1.0's analysis), and the page `path` in it.
    func context(page path: String) -> DirectiveContext {
        let build = analyses[analyses.count - 1].analysis.context
        let page = Page(source: SourceFile(relativePath: path, displayPath: path, text: ""), frontMatter: FrontMatter(),
                        document: MarkdownDocument(blocks: []), outputPath: SitePaths.outputPath(forContentPath: path), title: "Changelog", headingIDs: [])
        return DirectiveContext(page: page, build: build)
    }

    static func invocation(_ arguments: [String: String] = [:]) -> DirectiveInvocation {
        DirectiveInvocation(name: "changelog", arguments: arguments.sorted { $0.key < $1.key }.map { .init(name: $0.key, value: $0.value) },
                            body: "", location: SourceLocation(file: "changelog/index.md", line: 3))
    }

    /// The cells of `version`'s state matrices.
    func cells(of version: String) -> [StateCell] {
        analyses.first { $0.version == version }!.analysis.context.systems.flatMap(\.matrices).flatMap(\.cells)
    }

    private static func edit(_ files: [String: String], for version: String) -> [String: String] {
        var files = files
        func replace(_ path: String, _ old: String, _ new: String) {
            precondition(files[path]!.contains(old), "\(path) has no \(old)")
            files[path] = files[path]!.replacingOccurrences(of: old, with: new)
        }
        switch version {
        case "v1.1.0":
            replace("acme/tokens/base.tokens.json", "\"#7aa7ff\"", "\"#1f4fc0\"")
            replace("acme/tokens/base.tokens.json", ##"{ "colorSpace": "srgb", "components": [0.043, 0.373, 1], "hex": "#0b5fff" }"##, "\"#8fb4ff\"")
        case "v2.0.0":
            replace("acme/tokens/base.tokens.json", "\"radius\":", "\"corner\":")
            replace("acme/tokens/base.tokens.json", ##""old": { "$value": "#333333" }"##, ##""old": { "$value": "#333333", "$deprecated": "Use color.palette.gray.900" }"##)
        case "v2.1.0":
            files["acme/button.component.yaml"]! += "\n" + """
              secondary:
                text: Cancel
                surface: page
                colors:
                  background: "{color.palette.white}"
                  label: "{color.palette.gray.900}"

            """
        default: break
        }
        return files
    }

    /// v1.0.0's content: the diff fixture's system, `gray.old` not yet deprecated.
    static let files: [String: String] = [
        "index.md": "# Changelog fixture\n",
        "acme/index.md": "# Acme\n",
        "acme/system.yaml": #"""
name: Acme
tokens:
  resolver: tokens/button.resolver.json
components:
  - button.component.yaml
"""#,
        "acme/button.component.yaml": #"""
# The tokens of tokens/ (a resolver with light and dark themes); the diff tests edit them.
component: Button
surfaces:
  page: { light: "{color.palette.white}", dark: "{color.palette.gray.900}" }
states:
  default: {}
  pressed: { fallback: default }
sizes:
  medium:
    height: "{button.height}"
    paddingX: 24
    typography: "{button.label}"
    cornerRadius: 8
variants:
  primary:
    text: Continue
    surface: page
    colors:
      background: "{color.button.primary.default.background}"
      label: "{color.button.primary.default.foreground}"
"""#,
        "acme/tokens/button.resolver.json": #"""
{
  "name": "Button",
  "version": "2025.10",
  "sets": {
    "foundation": { "sources": [{ "$ref": "base.tokens.json" }] },
    "components": { "sources": [{ "$ref": "button.tokens.json" }] }
  },
  "modifiers": {
    "theme": {
      "contexts": {
        "light": [{ "$ref": "light.tokens.json" }],
        "dark": [{ "$ref": "dark.tokens.json" }]
      },
      "default": "light"
    }
  },
  "resolutionOrder": [
    { "$ref": "#/sets/foundation" },
    { "$ref": "#/modifiers/theme" },
    { "$ref": "#/sets/components" }
  ]
}
"""#,
        "acme/tokens/button.tokens.json": #"""
{
  "color": {
    "button": {
      "$type": "color",
      "primary": {
        "default": {
          "background": { "$value": "{color.background.brand}", "$description": "Fill of the primary button" },
          "foreground": { "$value": "{color.palette.white}" }
        }
      }
    }
  },
  "button": {
    "height": { "$type": "dimension", "$value": "{size.height.medium}" },
    "border": {
      "$type": "border",
      "$value": { "color": "{color.button.primary.default.background}", "width": { "value": 1, "unit": "px" }, "style": "solid" }
    },
    "label": {
      "$type": "typography",
      "$value": {
        "fontFamily": ["Inter", "sans-serif"],
        "fontSize": { "value": 16, "unit": "px" },
        "fontWeight": "semi-bold",
        "letterSpacing": { "value": 0, "unit": "px" },
        "lineHeight": 1.25
      }
    }
  }
}
"""#,
        "acme/tokens/light.tokens.json": theme(brand: "blue.600", muted: "gray.old"),
        "acme/tokens/dark.tokens.json": theme(brand: "blue.300", muted: "gray.900"),
        "acme/tokens/base.tokens.json": #"""
{
  "color": {
    "$type": "color",
    "palette": {
      "blue": {
        "600": { "$value": { "colorSpace": "srgb", "components": [0.043, 0.373, 1], "hex": "#0b5fff" } },
        "300": { "$value": "#7aa7ff" }
      },
      "white": { "$value": "#ffffff" },
      "green": { "500": { "$value": "#12b76a" } },
      "gray": {
        "900": { "$value": "#1a1a1a" },
        "old": { "$value": "#333333" }
      }
    }
  },
  "size": {
    "$type": "dimension",
    "height": {
      "medium": { "$value": { "value": 44, "unit": "px" }, "$description": "Touch target height" }
    },
    "radius": { "$value": { "value": 99, "unit": "px" }, "$extensions": { "com.example.figma": { "id": "12:34" } } }
  }
}
"""#,
    ]

    /// A theme's file: the brand background and the muted text, each an alias of a palette step.
    private static func theme(brand: String, muted: String) -> String {
        #"{ "color": { "background": { "brand": { "$type": "color", "$value": "{color.palette.\#(brand)}" } }, "#
            + #""text": { "muted": { "$type": "color", "$value": "{color.palette.\#(muted)}" } } } }"#
    }
}
