import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenYAML


/// Reads a `fonts:` mapping of `system.yaml` or `docgen.yaml`: family name → one font file or a list of them (one per
/// weight; each file's weight is read from the font itself).
///
/// ```yaml
/// fonts:
///   DejaVu Sans: [fonts/DejaVuSans.ttf, fonts/DejaVuSans-Bold.ttf]
///   Roboto: fonts/Roboto-Regular.ttf
/// ```
package struct FontFilesReader {
    /// The YAML file, for error locations.
    package var file: String

    /// Family → paths joined to the folder of `file` (absolute paths stay as written).
    package func read(_ node: YAMLNode) -> ([String: [String]], [Diagnostic]) {
        let directory = FileTree.directory(of: file)
        guard case .mapping(let mapping) = node.content else {
            return ([:], [problem(node, "`fonts` must map each family to its font files.", hint: "Write fonts: { Roboto: [fonts/Roboto-Regular.ttf] }")])
        }
        var fonts: [String: [String]] = [:]
        var diagnostics: [Diagnostic] = []
        for (key, value) in mapping {
            guard let family = key.string, !family.isEmpty else {
                diagnostics.append(problem(key, "A font family must be named by text.", hint: nil))
                continue
            }
            let entries: [YAMLNode]
            switch value.content {
            case .scalar: entries = [value]
            case .sequence(let sequence): entries = Array(sequence)
            default: entries = []
            }
            let paths = entries.compactMap { entry -> String? in
                guard case .scalar(let scalar) = entry.content, !scalar.string.isEmpty else { return nil }
                return scalar.string.hasPrefix("/") || directory == "." ? scalar.string : FileTree.join(directory, scalar.string)
            }
            guard !paths.isEmpty, paths.count == entries.count else {
                diagnostics.append(problem(value, "The fonts of `\(family)` must be a path or a list of paths.",
                                           hint: "Write \(family): [fonts/\(family.replacingOccurrences(of: " ", with: ""))-Regular.ttf]"))
                continue
            }
            fonts[family] = paths
        }
        return (fonts, diagnostics)
    }

    private func problem(_ node: YAMLNode, _ message: String, hint: String?) -> Diagnostic {
        Diagnostic(location: SourceLocation(file: file, line: node.line ?? 1, column: node.column),
                   code: "fonts.invalid", message: message, hint: hint)
    }
}
