import DocGenSupport


/// A YAML file of settings being read (`docgen.yaml`, `system.yaml`): where it is, how its owner words a problem
/// (the code's area stays the owner's: `project.type`, `system.type`), and the typed reads every setting shares.
/// Each read reports what is wrong at the value's line and column and gives `nil`, so one pass finds every problem.
package struct YAMLSettingsFile {
    /// The file as the user named it.
    package var path: String
    /// A diagnostic at a node (the top of the file when `nil`) with a code's last part (`type`), message and hint.
    package var problem: (_ node: YAMLNode?, _ code: String, _ message: String, _ hint: String?) -> Diagnostic

    package init(path: String, problem: @escaping (YAMLNode?, String, String, String?) -> Diagnostic) {
        self.path = path
        self.problem = problem
    }

    /// The file's folder, which relative paths in it start from.
    package var directory: String { FileTree.directory(of: path) }

    /// Non-empty text; anything else is a `type` problem.
    package func text(_ node: YAMLNode, key: String, _ diagnostics: inout [Diagnostic]) -> String? {
        if let scalar = node.scalar, !scalar.string.isEmpty { return scalar.string }
        diagnostics.append(problem(node, "type", "`\(key)` must be text.", nil))
        return nil
    }

    /// `true` or `false` (YAML 1.1's `yes`/`no`, `on`/`off` too).
    package func flag(_ node: YAMLNode, key: String, _ diagnostics: inout [Diagnostic]) -> Bool? {
        if let flag = node.bool { return flag }
        diagnostics.append(problem(node, "type", "`\(key)` must be true or false.", nil))
        return nil
    }

    /// A path relative to the file's folder, joined to it (an absolute path stays as written).
    package func folder(_ node: YAMLNode, key: String, _ diagnostics: inout [Diagnostic]) -> String? {
        guard let text = text(node, key: key, &diagnostics) else { return nil }
        return text.hasPrefix("/") || directory == "." ? text : FileTree.join(directory, text)
    }

    /// A folder or a list of folders, each relative to the file's folder.
    package func folders(_ node: YAMLNode, key: String, _ diagnostics: inout [Diagnostic]) -> [String] {
        if let items = node.sequence { return items.compactMap { folder($0, key: key, &diagnostics) } }
        return folder(node, key: key, &diagnostics).map { [$0] } ?? []
    }

    /// A key no setting of `owner` (the file's name, or `` `checks` `` for a section) has, with the closest setting's
    /// name when one is close and the list of them all.
    package func unknownKey(_ key: YAMLNode, owner: String, settings: [String]) -> Diagnostic {
        let name = key.string ?? ""
        let closest = NameSuggestion.closest(to: name, among: settings).map { "Did you mean `\($0)`? " } ?? ""
        return problem(key, "unknown-key", "\(owner) has no setting `\(name)`.", closest + "Settings: \(settings.joined(separator: ", ")).")
    }
}
