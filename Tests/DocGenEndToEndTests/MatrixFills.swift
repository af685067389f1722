import Foundation
import Testing

/// What a built site's matrix JSON draws, read the way the end-to-end tests compare colors.
enum MatrixFills {
    /// The primary button's default fill per theme, from `_site/buttons/SYSTEM/button.matrix.json`.
    static func primaryDefault(in scratch: ScratchFolder, system: String = "acme") throws -> [String: Set<String>] {
        let data = try Data(contentsOf: scratch.url.appendingPathComponent("_site/buttons/\(system)/button.matrix.json"))
        let cells = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["cells"] as? [[String: Any]])
        var fills: [String: Set<String>] = [:]
        for cell in cells where cell["variant"] as? String == "primary" && cell["state"] as? String == "default" {
            let background = ((cell["colors"] as? [String: Any])?["background"] as? [String: Any])?["value"] as? String
            fills[cell["theme"] as? String ?? "", default: []].insert(background ?? "")
        }
        return fills
    }
}
