import DesignTokens
import DocGenSupport
import DocGenYAML
import ButtonModel
import DocGenChecks

extension ProjectFile {
    /// Every key of `docgen.yaml`, in the order the manual lists them: how each is read, how a flag's value lays over
    /// the file's, what it sets in the build's configuration, and what the reference page says of it. The reader
    /// (`ProjectFileReader`), the merge with flags (`overriding`), the configuration and `docs/reference/settings.md`
    /// all come from here, and the command line's help for the flags (`summary(of:)`): a new setting is a new entry
    /// (and the property that holds it).
    package static var settings: SettingsTable<ProjectFile, BuildConfiguration> {
        SettingsTable(owner: fileName, [
            .value("content", \.contentDirectory, flag: "--content", summary: "The folder of Markdown pages, tokens and component definitions (default: Content).",
                   example: "Content", read: { $1.folder($0, key: "content", &$2) }, apply: { $1.contentDirectory = $0 }),
            .value("templates", \.templatesDirectory, flag: "--templates", summary: "A folder of Mustache templates overriding the built-in ones file by file (default: Templates).",
                   example: "Templates", read: { $1.folder($0, key: "templates", &$2) }, apply: { $1.templatesDirectory = $0 }),
            .value("public", \.publicDirectory, flag: "--public", summary: "A folder of files copied into the site, overriding the built-in ones file by file (default: Public).",
                   example: "Public", read: { $1.folder($0, key: "public", &$2) }, apply: { $1.publicDirectory = $0 }),
            .value("output", \.outputDirectory, flag: "--output", summary: "The folder the site is written to (default: _site).",
                   example: "_site", read: { $1.folder($0, key: "output", &$2) }, apply: { $1.outputDirectory = $0 }),
            .value("baseURL", \.baseURL, flag: "--base-url", summary: "The address the site is published at, for canonical links, sitemap.xml and social previews.",
                   example: "https://example.com/docs/", read: baseURL, apply: { $1.baseURL = BaseURL($0) }),
            .value("strict", \.strict, flag: "--strict", summary: "Fail (exit 1) when a check finds an error.",
                   example: "true", read: { $1.flag($0, key: "strict", &$2) }, apply: { $1.strict = $0 }),
            .section("checks", summary: "The checks' thresholds.", example: "{ touchTarget: apple }", SettingsTable(owner: "`checks`", [
                .value("touchTarget", \.touchTargetMinimum, flag: "--touch-target",
                       summary: "Touch-target minimum: apple (44 pt, the default), material (48), wcag (24), or a number of points.",
                       example: "material", read: touchTarget, apply: { $1.checks.touchTargetMinimum = $0 }),
                .value("apcaMinimum", \.apcaMinimum, flag: "--apca-minimum", summary: "The APCA Lc a label should reach (advisory; default \(Int(APCARule.defaultMinimum))).",
                       example: "60", read: apcaMinimum, apply: { $1.checks.apcaMinimum = $0 }),
            ])),
            Setting("fonts", summary: "Font files by family, for every design system (a system.yaml's own fonts win).",
                    example: "{ Roboto: [fonts/Roboto-Regular.ttf] }",
                    read: { node, file, project, diagnostics in
                        let (fonts, problems) = FontFilesReader(file: file.path).read(node)
                        project.fonts = fonts
                        diagnostics += problems
                    },
                    merge: { over, merged in merged.fonts.merge(over.fonts) { _, flag in flag } },
                    apply: { $1.fonts = $0.fonts }),
            Setting("read-outside", summary: "Folders outside the project a build may read (nothing else outside is read).",
                    example: "[../shared-tokens]",
                    read: { node, file, project, diagnostics in project.readOutside = file.folders(node, key: "read-outside", &diagnostics) },
                    merge: { over, merged in merged.readOutside += over.readOutside },
                    apply: { _, _ in }),
            .value("baseline", \.baseline, flag: "--baseline", summary: "The baseline of accepted failures: check and diff fail only on others.",
                   example: "docgen-baseline.json", read: { $1.folder($0, key: "baseline", &$2) }, apply: { $1.baseline = $0 }),
            .value("changeset", \.changeset, summary: "The package and bump rules of `docgen diff --format changeset`.",
                   example: "{ package: \"@acme/tokens\", bump: { removed: major } }",
                   read: { ProjectFileReader(path: $1.path).readChangeset($0, &$2) }, apply: { $1.changeset = $0 }),
            .value("versions", \.versions, summary: "The releases a versioned site publishes, each from its git tag, and where the work tree goes.",
                   example: "{ tags: \"v*\", current: next }",
                   read: { ProjectFileReader(path: $1.path).readVersions($0, &$2) }, apply: { $1.versions = $0 }),
        ])
    }

    private static func baseURL(_ node: YAMLNode, _ file: YAMLSettingsFile, _ diagnostics: inout [Diagnostic]) -> String? {
        guard let text = file.text(node, key: "baseURL", &diagnostics) else { return nil }
        guard let url = BaseURL(text) else {
            diagnostics.append(Diagnostic(location: node.location(in: file.path), code: "project.base-url",
                                          message: "`baseURL` must be an absolute http or https address, not '\(text)'.",
                                          hint: "Write baseURL: https://example.com/docs/"))
            return nil
        }
        return url.text
    }

    private static func touchTarget(_ node: YAMLNode, _ file: YAMLSettingsFile, _ diagnostics: inout [Diagnostic]) -> TouchTargetMinimum? {
        let text = node.string ?? ""
        guard let minimum = TouchTargetMinimum(presetNamed: text) ?? Double(text).flatMap({ TouchTargetMinimum(points: $0) }) else {
            diagnostics.append(Diagnostic(location: node.location(in: file.path), code: "project.touch-target",
                                          message: "`checks.touchTarget` takes apple, material, wcag or a positive number of points, not '\(text)'."))
            return nil
        }
        return minimum
    }

    private static func apcaMinimum(_ node: YAMLNode, _ file: YAMLSettingsFile, _ diagnostics: inout [Diagnostic]) -> Double? {
        guard let lc = node.float, lc > 0, lc <= 108 else {
            diagnostics.append(Diagnostic(location: node.location(in: file.path), code: "project.apca-minimum",
                                          message: "`checks.apcaMinimum` takes an Lc between 0 and 108."))
            return nil
        }
        return lc
    }
}
