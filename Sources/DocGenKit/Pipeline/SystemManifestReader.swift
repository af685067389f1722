import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
import DocGenYAML

/// Reads a `system.yaml`, reporting every problem with its line and column.
package struct SystemManifestReader {
    package var path: String
    /// The nesting and size limits the file is read within.
    package var limits = InputLimits()

    package init(path: String, limits: InputLimits = InputLimits()) {
        self.path = path
        self.limits = limits
    }

    package func read(_ yaml: String) -> (SystemManifest?, [Diagnostic]) {
        let node: YAMLNode?
        switch YAMLDocument.compose(yaml, limits: limits) {
        case .success(let root): node = root
        case .failure(.syntax(let reason, let line, let column)):
            return (nil, [problem(YAMLNode.place(line, column), "yaml", "system.yaml is not valid YAML: \(reason).", hint: "Fix the YAML.")])
        case .failure(.limit(let excess, let line, let column)):
            return (nil, [problem(YAMLNode.place(line, column), "limit", "system.yaml is too large: \(YAMLSize.message(excess, limits: limits)).",
                                  hint: InputLimits.advice(excess))])
        }
        guard let node, node.mapping != nil else {
            return (nil, [problem(nil, "not-a-mapping", "system.yaml must be a mapping.", hint: "Start with `name: …`.")])
        }
        var diagnostics: [Diagnostic] = []
        var manifest = SystemManifest(name: "", location: SourceLocation(file: path, line: 1))
        Self.settings.read(node, file: file, into: &manifest, &diagnostics)
        if manifest.name.isEmpty {
            diagnostics.append(problem(nil, "no-name", "system.yaml needs a `name`.", hint: "Add name: My Design System"))
        }
        return (diagnostics.isEmpty ? manifest : nil, diagnostics)
    }

    /// The file as the settings table reads it: its path, and problems worded with the `system.` codes.
    private var file: YAMLSettingsFile {
        YAMLSettingsFile(path: path) { problem($0, $1, $2, hint: $3) }
    }

    /// Every key of `system.yaml`, in the order the hints list them.
    private static var settings: SettingsTable<SystemManifest, Void> {
        SettingsTable(owner: "system.yaml", [
            Setting("name", summary: "The design system's name.", example: "Acme Design System") { node, file, manifest, diagnostics in
                manifest.name = reader(file).text(node, key: "name", &diagnostics) ?? ""
            },
            Setting("platform", summary: "The platform the system is for.", example: "UIKit") { node, file, manifest, diagnostics in
                manifest.platform = reader(file).text(node, key: "platform", &diagnostics)
            },
            .section("tokens", summary: "Where the tokens are.", example: "{ resolver: tokens/system.resolver.json }",
                     mustBe: "a mapping with `resolver` or `files`", SettingsTable(owner: "`tokens`", [
                Setting("resolver", summary: "The resolver document.", example: "tokens/system.resolver.json") { node, file, manifest, diagnostics in
                    manifest.tokenResolver = reader(file).text(node, key: "tokens.resolver", &diagnostics)
                },
                Setting("files", summary: "Token files without a resolver.", example: "[a.json, b.json]") { node, file, manifest, diagnostics in
                    manifest.tokenFiles = reader(file).list(node, key: "tokens.files", &diagnostics)
                    if let entries = node.sequence { manifest.tokenFileLocations = entries.map { $0.location(in: file.path) } }
                },
                Setting("contextValues", summary: "Extension names mapped to resolver modifiers.",
                        example: "{ org.primer.overrides: theme }") { node, file, manifest, diagnostics in
                    manifest.tokenContextValues = reader(file).contextValues(node, &diagnostics)
                },
                Setting("contexts", summary: "Resolver modifiers fixed at one context; the site shows every context of the others.",
                        example: "{ Device: Desktop }") { node, file, manifest, diagnostics in
                    manifest.tokenContexts = reader(file).names(node, key: "tokens.contexts", example: "contexts: { Device: Desktop }", &diagnostics)
                },
                Setting("build", summary: "The built token files to compare with.", example: "dist/tokens.css") { node, file, manifest, diagnostics in
                    let (build, problems) = TokenBuildSettingReader(path: file.path).read(node)
                    manifest.tokenBuild = build
                    diagnostics += problems
                },
            ])),
            Setting("components", summary: "The component definition files.", example: "[button.component.yaml]") { node, file, manifest, diagnostics in
                manifest.components = reader(file).list(node, key: "components", &diagnostics)
            },
            Setting("primaryVariant", summary: "The variant pages show first.", example: "primary") { node, file, manifest, diagnostics in
                manifest.primaryVariant = reader(file).text(node, key: "primaryVariant", &diagnostics)
                manifest.primaryVariantLocation = node.location(in: file.path)
            },
            Setting("fonts", summary: "Font files by family.", example: "{ Roboto: [fonts/Roboto-Regular.ttf] }") { node, file, manifest, diagnostics in
                let (fonts, problems) = FontFilesReader(file: file.path).read(node)
                manifest.fonts = fonts
                diagnostics += problems
            },
        ])
    }

    private static func reader(_ file: YAMLSettingsFile) -> SystemManifestReader { SystemManifestReader(path: file.path) }

    fileprivate func text(_ node: YAMLNode, key: String, _ diagnostics: inout [Diagnostic]) -> String? {
        if case .scalar(let scalar) = node.content { return scalar.string }
        diagnostics.append(problem(node, "type", "`\(key)` must be text.", hint: nil))
        return nil
    }

    /// `contextValues: { org.primer.overrides: theme }`: extension name → modifier name.
    fileprivate func contextValues(_ node: YAMLNode, _ diagnostics: inout [Diagnostic]) -> [String: String] {
        names(node, key: "tokens.contextValues", example: "contextValues: { org.primer.overrides: theme }", &diagnostics)
    }

    /// A mapping of names to names (`{ org.primer.overrides: theme }`, `{ Device: Desktop }`).
    fileprivate func names(_ node: YAMLNode, key: String, example: String, _ diagnostics: inout [Diagnostic]) -> [String: String] {
        guard case .mapping(let mapping) = node.content else {
            diagnostics.append(problem(node, "type", "`\(key)` must map names to names.", hint: "Write \(example)"))
            return [:]
        }
        var result: [String: String] = [:]
        for (name, value) in mapping {
            guard let name = name.string, !name.isEmpty, let text = text(value, key: "\(key).\(name)", &diagnostics) else { continue }
            result[name] = text
        }
        return result
    }

    fileprivate func list(_ node: YAMLNode, key: String, _ diagnostics: inout [Diagnostic]) -> [String] {
        guard case .sequence(let sequence) = node.content else {
            diagnostics.append(problem(node, "type", "`\(key)` must be a list of paths.", hint: "Write \(key): [a.json, b.json]"))
            return []
        }
        return sequence.compactMap { text($0, key: key, &diagnostics) }
    }

    private func problem(_ node: YAMLNode?, _ code: String, _ message: String, hint: String?) -> Diagnostic {
        Diagnostic(location: location(of: node), code: "system.\(code)", message: message, hint: hint)
    }

    /// Where a node is written (Yams marks are 1-based); the top of the file when unknown.
    private func location(of node: YAMLNode?) -> SourceLocation {
        node?.location(in: path) ?? SourceLocation(file: path, line: 1)
    }
}
