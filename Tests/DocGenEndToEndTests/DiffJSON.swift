import Foundation

/// Reading `docgen diff --format json` in tests.
enum DiffJSON {
    /// The token diff of one theme of the `acme` system.
    static func tokens(_ root: [String: Any], theme: String) -> [String: Any]? {
        (root["tokens"] as? [[String: Any]])?.first { $0["theme"] as? String == theme && $0["system"] as? String == "acme" }
    }

    static func changed(_ tokens: [String: Any], _ path: String) -> [String: Any]? {
        (tokens["changed"] as? [[String: Any]])?.first { $0["path"] as? String == path }
    }

    /// The string at a path of keys and indices: `string(root, "problems", 0, "code")`.
    static func string(_ value: Any, _ keys: Any...) -> String? {
        var current: Any? = value
        for key in keys {
            if let name = key as? String { current = (current as? [String: Any])?[name] }
            else if let index = key as? Int { current = (current as? [Any]).flatMap { $0.indices.contains(index) ? $0[index] : nil } }
        }
        return current as? String
    }
}
