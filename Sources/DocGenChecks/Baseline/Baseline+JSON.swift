import ButtonModel
import DesignTokens
import DocGenSupport

extension Baseline {
    /// The file's bytes: the version, then one accepted failure per line in sorted order, so that the same failures
    /// always give the same bytes and a review of the file reads as a list of cells.
    ///
    ///     {
    ///       "version": 1,
    ///       "accepted": [
    ///         {"rule": "contrast.text", "system": "acme", "component": "button", "variant": "primary", "size": "md", "state": "pressed", "theme": "dark", "foreground": "#ffffff", "background": "#7aa7ff"}
    ///       ]
    ///     }
    public func json() -> String {
        var out = "{\n  \"version\": \(Self.version),\n  \"accepted\": ["
        out += entries.isEmpty ? "]\n}\n" : "\n" + entries.map { "    " + $0.jsonLine }.joined(separator: ",\n") + "\n  ]\n}\n"
        return out
    }
}

extension BaselineEntry {
    /// The keys an entry's object may hold, in the order they are written.
    package static let cellKeys = ["system", "component", "variant", "size", "state", "theme", "surface"]
    package static let allKeys = ["rule"] + cellKeys + ["foreground", "background", "measured"]

    /// The members an entry writes, in order, those without a value left out.
    package var jsonMembers: [(String, String)] {
        let members: [(String, String?)] = [("rule", rule.name), ("system", cell.system), ("component", cell.component), ("variant", cell.variant),
                                            ("size", cell.size), ("state", cell.state), ("theme", cell.theme), ("surface", cell.surface),
                                            ("foreground", foreground), ("background", background), ("measured", measured)]
        return members.compactMap { key, value in value.map { (key, $0) } }
    }

    package var jsonLine: String {
        "{" + jsonMembers.map { "\(JSONText.quoted($0.0)): \(JSONText.quoted($0.1))" }.joined(separator: ", ") + "}"
    }
}
