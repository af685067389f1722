import DocGenSupport


/// The settings of a YAML file (or of one section of it), in the order the manual lists them: reads a mapping
/// through them, lays one set of settings over another, and configures a target from them.
package struct SettingsTable<Settings, Target> {
    /// Who owns the keys, as a problem names it: the file's name (`docgen.yaml`), or a section's key in backticks.
    package var owner: String
    package var entries: [Setting<Settings, Target>]

    package init(owner: String, _ entries: [Setting<Settings, Target>]) {
        self.owner = owner
        self.entries = entries
    }

    /// Every key, in order.
    package var keys: [String] { entries.map(\.key) }

    /// Reads each pair of `node` (a mapping) through the entry of its key; a key no entry has is a problem that names
    /// the closest key.
    package func read(_ node: YAMLNode, file: YAMLSettingsFile, into settings: inout Settings, _ diagnostics: inout [Diagnostic]) {
        for (key, value) in node.mapping ?? [] {
            if let entry = entries.first(where: { $0.key == key.string }) {
                entry.read(value, file, &settings, &diagnostics)
            } else {
                diagnostics.append(file.unknownKey(key, owner: owner, settings: keys))
            }
        }
    }

    /// `merged` with every setting `over` holds laid over it.
    package func merge(_ over: Settings, _ merged: inout Settings) {
        for entry in entries { entry.merge(over, &merged) }
    }

    /// `target` with every setting `settings` holds applied.
    package func apply(_ settings: Settings, _ target: inout Target) {
        for entry in entries { entry.apply(settings, &target) }
    }

    /// What the setting at `path` (`content`, `checks.touchTarget`) does, as the reference page and the flag's help
    /// say it; empty for a key the table does not have.
    package func summary(of path: String) -> String {
        reference.first { $0.key == path }?.summary ?? ""
    }

    /// One row per setting, a section's settings after their section's key (`checks.touchTarget`): the key path, the
    /// flag, the summary and an example, for the manual's reference page.
    package var reference: [(key: String, flag: String?, summary: String, example: String)] {
        entries.flatMap { entry -> [(key: String, flag: String?, summary: String, example: String)] in
            guard let section = entry.section else { return [(entry.key, entry.flag, entry.summary, entry.example)] }
            return section.reference.map { ("\(entry.key).\($0.key)", $0.flag, $0.summary, $0.example) }
        }
    }
}
