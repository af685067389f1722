import DocGenSupport
import DesignTokens

/// The configuration qualifiers of a `res/values*` folder (`values-night-v31` → `night`, `v31`), and the scope they
/// stand for: `night` is the dark appearance, `notnight` the light one; any other qualifier (an API level, an
/// orientation, a locale) is kept in the scope's selector text and said in a note, since no appearance says it.
package struct AndroidResourcesQualifier: Hashable, Sendable, Comparable {
    /// The folder's name: `values`, `values-night`, `values-night-v31`.
    package var folder: String

    package var qualifiers: [String] { folder.split(separator: "-").dropFirst().map(String.init) }
    package var isDefault: Bool { qualifiers.isEmpty }

    /// `prefers-color-scheme` from `night` or `notnight`.
    package var appearance: [String: String] {
        if qualifiers.contains("night") { return ["prefers-color-scheme": "dark"] }
        if qualifiers.contains("notnight") { return ["prefers-color-scheme": "light"] }
        return [:]
    }

    /// The qualifiers no appearance says (`v31`, `land`), kept as selector text.
    package var otherQualifiers: [String] { qualifiers.filter { $0 != "night" && $0 != "notnight" } }

    /// What a value of this scope notes about the qualifiers it keeps as text; `nil` when every one is an appearance.
    package var note: String? {
        let others = otherQualifiers
        guard !others.isEmpty else { return nil }
        let list = others.joined(separator: ", ")
        return "from \(folder): the qualifier\(others.count == 1 ? "" : "s") \(list) (\(others.map(Self.meaning).joined(separator: "; "))) "
            + "\(others.count == 1 ? "is" : "are") kept as the scope's selector text; no appearance says \(others.count == 1 ? "it" : "them")"
    }

    /// A short reading of a qualifier for notes: `v31` → `API level 31 and later`.
    package static func meaning(_ qualifier: String) -> String {
        if qualifier.hasPrefix("v"), Int(qualifier.dropFirst()) != nil { return "API level \(qualifier.dropFirst()) and later" }
        switch qualifier {
        case "land": return "landscape orientation"
        case "port": return "portrait orientation"
        case "television": return "a television"
        case "watch": return "a watch"
        default: return "a device configuration"
        }
    }

    /// The default folder first, then by name.
    package static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.isDefault != rhs.isDefault { return lhs.isDefault }
        return lhs.folder < rhs.folder
    }
}
