import DocGenSupport
import DesignTokens

/// Resolves the colors of each `values*` folder to the values that folder's configuration shows: `@color/x` looked
/// up in the same folder, then in `values`; platform colors and theme attributes left out with a warning.
package struct AndroidResourcesResolver {
    package var written: [AndroidResourcesQualifier: [AndroidResourcesEntry]]
    package private(set) var warnings: [Diagnostic] = []
    private let base = AndroidResourcesQualifier(folder: "values")

    package init(written: [AndroidResourcesQualifier: [AndroidResourcesEntry]]) {
        self.written = written
    }

    /// A color resolved: its value, the final text, the names its references passed through, and whether one of them
    /// was found in the scope's own folder rather than in `values`.
    package struct Resolution {
        package var color: Color
        package var text: String
        package var references: [String]
        package var throughOwnFolder: Bool
    }

    /// The scope of `qualifier`: its own colors, then (for a folder other than `values`) the colors of `values` whose
    /// references lead to a color this folder overrides.
    package mutating func scope(_ qualifier: AndroidResourcesQualifier) -> BuildOutput.Scope {
        let own = written[qualifier] ?? []
        var values: [BuiltValue] = own.compactMap { entry in
            resolve(entry, in: qualifier, warn: true).map { value(entry, $0, in: qualifier, note: nil) }
        }
        if !qualifier.isDefault {
            let ownNames = Set(own.map(\.name))
            for entry in written[base] ?? [] where !ownNames.contains(entry.name) {
                guard let resolution = resolve(entry, in: qualifier, warn: false), resolution.throughOwnFolder else { continue }
                let overridden = resolution.references.last { name in (written[qualifier] ?? []).contains { $0.name == name } } ?? ""
                values.append(value(entry, resolution, in: qualifier,
                                    note: "written in values as \(entry.text); \(qualifier.folder) overrides \(overridden), so under "
                                        + "\(qualifier.folder) it is \(resolution.text)"))
            }
        }
        return BuildOutput.Scope(selector: qualifier.folder, appearance: qualifier.appearance, values: values)
    }

    private func value(_ entry: AndroidResourcesEntry, _ resolution: Resolution, in qualifier: AndroidResourcesQualifier,
                       note: String?) -> BuiltValue {
        var notes: [String] = []
        if let note {
            notes.append(note)
        } else if !resolution.references.isEmpty {
            notes.append("\(entry.text) resolved to \(resolution.text)"
                + (resolution.references.count > 1 ? " through " + resolution.references.map { "@color/\($0)" }.joined(separator: " → ") : ""))
        }
        if let qualifierNote = qualifier.note { notes.append(qualifierNote) }
        return BuiltValue(name: entry.name, text: resolution.text, color: resolution.color, location: entry.location,
                          note: notes.isEmpty ? nil : notes.joined(separator: "; "))
    }

    /// Follows `entry`'s references under `qualifier`; `nil` (with a warning when `warn`) when it leads to no color.
    package mutating func resolve(_ entry: AndroidResourcesEntry, in qualifier: AndroidResourcesQualifier, warn: Bool) -> Resolution? {
        var current = entry, references: [String] = [], throughOwnFolder = false
        func leaveOut(_ code: String, _ message: String, _ hint: String) -> Resolution? {
            if warn {
                let via = references.isEmpty ? "" : " (through " + references.map { "@color/\($0)" }.joined(separator: " → ") + ")"
                warnings.append(Diagnostic(severity: .warning, location: entry.location, code: code,
                                           message: "The color \(entry.name)\(via) \(message); it is left out of the build's values.", hint: hint))
            }
            return nil
        }
        while true {
            let text = current.text
            if text.hasPrefix("#") {
                guard let color = AndroidResourcesColor.parse(text) else {
                    return leaveOut("build.invalid-value", "is \(text), not #RGB, #ARGB, #RRGGBB or #AARRGGBB",
                                    "Write the color as #RRGGBB or #AARRGGBB (alpha first).")
                }
                return Resolution(color: color, text: text, references: references, throughOwnFolder: throughOwnFolder)
            }
            if text.hasPrefix("@android:color/") {
                return leaveOut("build.system-color", "is \(text), a color the Android platform gives, which docgen cannot know",
                                "Name the color in the component definition directly, or define it in the app's own colors.")
            }
            if text.hasPrefix("?") {
                return leaveOut("build.unresolved-reference", "is \(text), a theme attribute the theme in use gives, which docgen does not read",
                                "Name the color in the component definition directly.")
            }
            guard text.hasPrefix("@color/") else {
                return leaveOut("build.invalid-value", "is \"\(text)\", neither a color nor a @color/ reference",
                                "Write the color as #RRGGBB or #AARRGGBB, or refer to another with @color/name.")
            }
            let name = String(text.dropFirst("@color/".count))
            guard !references.contains(name), name != entry.name else {
                return leaveOut("build.unresolved-reference", "refers back to itself through @color/\(name)", "Break the cycle of references.")
            }
            references.append(name)
            if let found = (written[qualifier] ?? []).first(where: { $0.name == name }) {
                if !qualifier.isDefault { throughOwnFolder = true }
                current = found
            } else if let found = (written[base] ?? []).first(where: { $0.name == name }) {
                current = found
            } else {
                let defined = qualifier.isDefault ? "no values file defines" : "neither \(qualifier.folder) nor values defines"
                return leaveOut("build.unresolved-reference", "refers to @color/\(name), which \(defined)",
                                "Define \(name), or correct the reference.")
            }
        }
    }
}
