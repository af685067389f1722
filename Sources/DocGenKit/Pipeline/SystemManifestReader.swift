import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
import Yams

/// Reads a `system.yaml`, reporting every problem with its line and column.
package struct SystemManifestReader {
    package var path: String

    package func read(_ yaml: String) -> (SystemManifest?, [Diagnostic]) {
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml, .default, .default, .utf8)
        } catch {
            return (nil, [problem(nil, "yaml", "system.yaml is not valid YAML: \(error)", hint: "Fix the YAML.")])
        }
        guard case .mapping(let mapping)? = node else {
            return (nil, [problem(nil, "not-a-mapping", "system.yaml must be a mapping.", hint: "Start with `name: …`.")])
        }
        var diagnostics: [Diagnostic] = []
        var manifest = SystemManifest(name: "", location: SourceLocation(file: path, line: 1))
        for (key, value) in mapping {
            switch key.string ?? "" {
            case "name": manifest.name = text(value, key: "name", &diagnostics) ?? ""
            case "platform": manifest.platform = text(value, key: "platform", &diagnostics)
            case "components": manifest.components = list(value, key: "components", &diagnostics)
            case "primaryVariant":
                manifest.primaryVariant = text(value, key: "primaryVariant", &diagnostics)
                manifest.primaryVariantLocation = location(of: value)
            case "tokens":
                guard case .mapping(let tokens) = value else {
                    diagnostics.append(problem(value, "type", "`tokens` must be a mapping with `resolver` or `files`.",
                                               hint: "Write tokens: { resolver: tokens/system.resolver.json }"))
                    continue
                }
                for (tokenKey, tokenValue) in tokens {
                    switch tokenKey.string ?? "" {
                    case "resolver": manifest.tokenResolver = text(tokenValue, key: "tokens.resolver", &diagnostics)
                    case "files":
                        manifest.tokenFiles = list(tokenValue, key: "tokens.files", &diagnostics)
                        if case .sequence(let entries) = tokenValue { manifest.tokenFileLocations = entries.map { location(of: $0) } }
                    case "contextValues": manifest.tokenContextValues = contextValues(tokenValue, &diagnostics)
                    case "build":
                        let (build, problems) = TokenBuildSettingReader(path: path).read(tokenValue)
                        manifest.tokenBuild = build
                        diagnostics += problems
                    default:
                        diagnostics.append(problem(tokenKey, "unknown-key", "`tokens` has no setting `\(tokenKey.string ?? "")`.",
                                                   hint: "Settings: resolver, files, contextValues, build."))
                    }
                }
            case "fonts":
                let (fonts, problems) = FontFilesReader(file: path).read(value)
                manifest.fonts = fonts
                diagnostics += problems
            default:
                diagnostics.append(problem(key, "unknown-key", "system.yaml has no setting `\(key.string ?? "")`.",
                                           hint: "Settings: name, platform, tokens, components, primaryVariant, fonts."))
            }
        }
        if manifest.name.isEmpty {
            diagnostics.append(problem(nil, "no-name", "system.yaml needs a `name`.", hint: "Add name: My Design System"))
        }
        return (diagnostics.isEmpty ? manifest : nil, diagnostics)
    }

    private func text(_ node: Node, key: String, _ diagnostics: inout [Diagnostic]) -> String? {
        if case .scalar(let scalar) = node { return scalar.string }
        diagnostics.append(problem(node, "type", "`\(key)` must be text.", hint: nil))
        return nil
    }

    /// `contextValues: { org.primer.overrides: theme }`: extension name → modifier name.
    private func contextValues(_ node: Node, _ diagnostics: inout [Diagnostic]) -> [String: String] {
        guard case .mapping(let mapping) = node else {
            diagnostics.append(problem(node, "type", "`tokens.contextValues` must map extension names to modifiers.",
                                       hint: "Write contextValues: { org.primer.overrides: theme }"))
            return [:]
        }
        var result: [String: String] = [:]
        for (key, value) in mapping {
            guard let name = key.string, !name.isEmpty, let modifier = text(value, key: "tokens.contextValues.\(name)", &diagnostics) else { continue }
            result[name] = modifier
        }
        return result
    }

    private func list(_ node: Node, key: String, _ diagnostics: inout [Diagnostic]) -> [String] {
        guard case .sequence(let sequence) = node else {
            diagnostics.append(problem(node, "type", "`\(key)` must be a list of paths.", hint: "Write \(key): [a.json, b.json]"))
            return []
        }
        return sequence.compactMap { text($0, key: key, &diagnostics) }
    }

    private func problem(_ node: Node?, _ code: String, _ message: String, hint: String?) -> Diagnostic {
        Diagnostic(location: location(of: node), code: "system.\(code)", message: message, hint: hint)
    }

    /// Where a node is written (Yams marks are 1-based); the top of the file when unknown.
    private func location(of node: Node?) -> SourceLocation {
        let mark = node?.mark
        return SourceLocation(file: path, line: mark.map { $0.line } ?? 1, column: mark.map { $0.column })
    }
}
