import DocGenSupport
import DesignTokens

/// The appearances one entry of a color set is for: `luminosity` (`light`, `dark`) and `contrast` (`high`), as Xcode
/// writes them in `appearances`. No appearance at all is "Any Appearance", the default scope.
package struct AssetCatalogAppearance: Hashable, Sendable, Comparable {
    package var luminosity: String?
    package var contrast: String?

    /// `luminosity=dark, contrast=high`; empty for the default.
    package var selector: String {
        [luminosity.map { "luminosity=\($0)" }, contrast.map { "contrast=\($0)" }].compactMap { $0 }.joined(separator: ", ")
    }

    /// In CSS's media feature terms: `prefers-color-scheme` (`light`, `dark`), `prefers-contrast` (`more` for Xcode's
    /// `high`).
    package var mediaFeatures: [String: String] {
        var features: [String: String] = [:]
        if let luminosity { features["prefers-color-scheme"] = luminosity }
        if contrast == "high" { features["prefers-contrast"] = "more" }
        return features
    }

    /// The default first, then light, dark, and each again with high contrast.
    private var rank: (Int, Int) {
        (contrast == nil ? 0 : 1, [nil, "light", "dark"].firstIndex(of: luminosity) ?? 3)
    }

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

    /// Reads an entry's `appearances` array; an appearance docgen does not know is returned as the failure text.
    package static func read(_ appearances: JSONValue?) -> Result<AssetCatalogAppearance, AssetCatalogProblem> {
        var result = AssetCatalogAppearance()
        for item in appearances?.elements ?? [] {
            let kind = item["appearance"]?.string ?? "", value = item["value"]?.string ?? ""
            switch (kind, value) {
            case ("luminosity", "light"), ("luminosity", "dark"): result.luminosity = value
            case ("contrast", "high"): result.contrast = value
            default: return .failure(AssetCatalogProblem("\(kind.isEmpty ? "an appearance" : kind) \(value)"))
            }
        }
        return .success(result)
    }
}
