import DocGenSupport


/// One key of a YAML settings file, everything about it in one value: its name, what the manual says of it (summary,
/// an example value, the command-line flag that sets it too), how the file's value is read, how a flag's value lays
/// over the file's, and what it changes in the configuration (`Target`) a build runs with.
///
/// A table of these (`SettingsTable`) is the reader of the file, the merge with flags, the configuration and the
/// manual's reference page at once, so adding a setting is adding an entry.
package struct Setting<Settings, Target> {
    /// The key as written in the file (`baseURL`), or the section's key for a section.
    package var key: String
    /// What the setting does, one sentence for the reference page.
    package var summary: String
    /// A value as one would write it after `key: `.
    package var example: String
    /// The flag that sets the same thing from the command line, when there is one (`--base-url`).
    package var flag: String?
    /// Reads the file's value into the settings, reporting each problem with its place.
    package var read: (_ value: YAMLNode, _ file: YAMLSettingsFile, _ settings: inout Settings, _ diagnostics: inout [Diagnostic]) -> Void
    /// Lays the value of `over` (the command line's) on `merged` (the file's).
    package var merge: (_ over: Settings, _ merged: inout Settings) -> Void
    /// Gives the target (the configuration) the value, when the settings hold one.
    package var apply: (_ settings: Settings, _ target: inout Target) -> Void
    /// A section's own settings (`checks:` → `touchTarget`, `apcaMinimum`), for the reference page.
    package var section: SettingsTable<Settings, Target>?

    package init(_ key: String, summary: String, example: String, flag: String? = nil,
                 read: @escaping (YAMLNode, YAMLSettingsFile, inout Settings, inout [Diagnostic]) -> Void,
                 merge: @escaping (Settings, inout Settings) -> Void = { _, _ in },
                 apply: @escaping (Settings, inout Target) -> Void = { _, _ in }) {
        self.key = key
        self.summary = summary
        self.example = example
        self.flag = flag
        self.read = read
        self.merge = merge
        self.apply = apply
    }
}

extension Setting {
    /// A setting held in one optional property of the settings: a flag's value wins over the file's, and a value
    /// set (by either) goes to the target through `apply`.
    package static func value<Value>(_ key: String, _ property: WritableKeyPath<Settings, Value?>, flag: String? = nil,
                                     summary: String, example: String,
                                     read: @escaping (YAMLNode, YAMLSettingsFile, inout [Diagnostic]) -> Value?,
                                     apply: @escaping (Value, inout Target) -> Void) -> Setting {
        Setting(key, summary: summary, example: example, flag: flag,
                read: { node, file, settings, diagnostics in
                    if let value = read(node, file, &diagnostics) { settings[keyPath: property] = value }
                },
                merge: { over, merged in
                    if let value = over[keyPath: property] { merged[keyPath: property] = value }
                },
                apply: { settings, target in
                    if let value = settings[keyPath: property] { apply(value, &target) }
                })
    }

    /// A mapping of settings under one key (`checks: { touchTarget: apple }`): each read, merged and applied by its
    /// own entry; anything but a mapping is a `type` problem (`` `key` must be `mustBe`. ``) that shows `example`.
    package static func section(_ key: String, summary: String, example: String, mustBe: String = "a mapping",
                                _ table: SettingsTable<Settings, Target>) -> Setting {
        var setting = Setting(key, summary: summary, example: example,
                              read: { node, file, settings, diagnostics in
                                  guard node.mapping != nil else {
                                      diagnostics.append(file.problem(node, "type", "`\(key)` must be \(mustBe).", "Write \(key): \(example)"))
                                      return
                                  }
                                  table.read(node, file: file, into: &settings, &diagnostics)
                              },
                              merge: table.merge, apply: table.apply)
        setting.section = table
        return setting
    }
}
