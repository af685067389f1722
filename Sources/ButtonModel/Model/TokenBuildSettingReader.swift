import DesignTokens
import DocGenSupport
import TokenBuilds
import DocGenYAML

/// Reads `build:` under `tokens:` in `system.yaml` (see `TokenBuildSetting`): a path, a list of paths, or a
/// mapping whose keys `file`/`files`, `selectors`, `nameRule` and `prefix` are settings and whose other keys are
/// context values, each naming its output.
package struct TokenBuildSettingReader {
    package var path: String

    package func read(_ node: YAMLNode) -> (TokenBuildSetting, [Diagnostic]) {
        var setting = TokenBuildSetting(location: location(of: node))
        var diagnostics: [Diagnostic] = []
        switch node.content {
        case .scalar(let scalar):
            setting.files = [scalar.string]
        case .sequence:
            setting.files = paths(node, key: "tokens.build", &diagnostics)
        case .mapping(let mapping):
            for (key, value) in mapping {
                let name = key.string ?? ""
                switch name {
                case "file", "files": setting.files = paths(value, key: "tokens.build.\(name)", &diagnostics)
                case "selectors": setting.selectors = strings(value, key: "tokens.build.selectors", &diagnostics)
                case "prefix": setting.prefix = value.string
                case "nameRule":
                    guard let style = value.string.flatMap(BuildNameRule.Style.init(rawValue:)) else {
                        diagnostics.append(problem(value, "`tokens.build.nameRule` must be one of " +
                                                   BuildNameRule.Style.allCases.map(\.rawValue).joined(separator: ", ") + ".",
                                                   hint: "Write nameRule: kebab, or leave it out for docgen to infer it from the names."))
                        continue
                    }
                    setting.nameRule = style
                default:
                    setting.contextFiles[name] = paths(value, key: "tokens.build.\(name)", &diagnostics)
                }
            }
        default:
            diagnostics.append(problem(node, "`tokens.build` must be a path, a list of paths or a mapping.",
                                       hint: "Write build: dist/tokens.css, or build: { light: dist/light.css, dark: dist/dark.css }"))
        }
        if setting.allFiles.isEmpty, diagnostics.isEmpty {
            diagnostics.append(problem(node, "`tokens.build` names no file.", hint: "Write build: dist/tokens.css"))
        }
        return (setting, diagnostics)
    }

    private func paths(_ node: YAMLNode, key: String, _ diagnostics: inout [Diagnostic]) -> [String] {
        switch node.content {
        case .scalar(let scalar): return [scalar.string]
        case .sequence(let sequence):
            return sequence.compactMap { element in
                if let text = element.string { return text }
                diagnostics.append(problem(element, "`\(key)` must list paths.", hint: nil))
                return nil
            }
        default:
            diagnostics.append(problem(node, "`\(key)` must be a path or a list of paths.", hint: "Write \(key): dist/tokens.css"))
            return []
        }
    }

    private func strings(_ node: YAMLNode, key: String, _ diagnostics: inout [Diagnostic]) -> [String: String] {
        guard case .mapping(let mapping) = node.content else {
            diagnostics.append(problem(node, "`\(key)` must map context values to selectors.",
                                       hint: "Write selectors: { dark: '[data-color-mode=\"dark\"]' }"))
            return [:]
        }
        var result: [String: String] = [:]
        for (key, value) in mapping { if let name = key.string, let text = value.string { result[name] = text } }
        return result
    }

    private func problem(_ node: YAMLNode, _ message: String, hint: String?) -> Diagnostic {
        Diagnostic(location: location(of: node), code: "system.type", message: message, hint: hint)
    }

    private func location(of node: YAMLNode) -> SourceLocation {
        SourceLocation(file: path, line: node.line ?? 1, column: node.column)
    }

    package init(path: String) {
        self.path = path
    }
}
