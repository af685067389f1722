import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation

/// The renames and removals a design system declares in `token-renames.json` beside its `system.yaml` (read from HEAD):
///
/// ```json
/// {
///   "renamed": { "color.brand.orange": "color.brand.primary" },
///   "removed": { "color.legacy.link": "Use color.content.link." }
/// }
/// ```
/// A rename listed here wins over every other way of finding renames; a removal listed here is announced: it is
/// reported as a warning, not an error (unless content still references the token).
public struct TokenRenameMap: Hashable, Sendable {
    public static let fileName = "token-renames.json"

    public var renamed: [TokenPath: TokenPath] = [:]
    public var removed: [TokenPath: String] = [:]

    public init(renamed: [TokenPath: TokenPath] = [:], removed: [TokenPath: String] = [:]) {
        self.renamed = renamed
        self.removed = removed
    }

    /// Reads the map of the system folder `directory`; an absent file is an empty map.
    public static func read(directory: String, files: any FileSource) -> (TokenRenameMap, [Diagnostic]) {
        let path = FileTree.join(directory, fileName)
        guard let bytes = files.contents(atPath: path) else { return (TokenRenameMap(), []) }
        func problem(_ message: String, line: Int? = nil, column: Int? = nil) -> Diagnostic {
            Diagnostic(location: SourceLocation(file: path, line: line, column: column), code: "diff.rename-map", message: message,
                       hint: "Write { \"renamed\": { \"old.path\": \"new.path\" }, \"removed\": { \"old.path\": \"why\" } }.")
        }
        let root: JSONValue
        switch JSONReader.parse(bytes, file: 0) {
        case .failure(let syntax): return (TokenRenameMap(), [problem(syntax.message, line: syntax.line, column: syntax.column)])
        case .success(let value): root = value
        }
        guard let members = root.members else { return (TokenRenameMap(), [problem("\(fileName) must be a JSON object.")]) }
        var map = TokenRenameMap()
        var diagnostics: [Diagnostic] = []
        for member in members {
            guard member.key == "renamed" || member.key == "removed", let entries = member.value.members else {
                diagnostics.append(problem("`\(member.key)` is not a setting of \(fileName), or is not an object; settings: renamed, removed.",
                                           line: Int(member.line), column: Int(member.column)))
                continue
            }
            for entry in entries {
                guard let text = entry.value.string else {
                    diagnostics.append(problem("`\(entry.key)` must map to text.", line: Int(entry.line), column: Int(entry.column)))
                    continue
                }
                if member.key == "renamed" { map.renamed[TokenPath(dotted: entry.key)] = TokenPath(dotted: text) }
                else { map.removed[TokenPath(dotted: entry.key)] = text }
            }
        }
        return (map, diagnostics)
    }
}
