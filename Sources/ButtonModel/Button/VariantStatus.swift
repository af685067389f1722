import DesignTokens
import DocGenSupport

/// Where a variant stands in its lifecycle, as a definition writes it (`status: beta`): shown as a badge beside the
/// variant, in the matrix and in the component manifest.
public enum VariantStatus: String, CaseIterable, Hashable, Sendable, Codable {
    case stable
    case beta
    case deprecated

    /// The badge's word: `Beta`, `Deprecated`; `nil` for a stable variant, which shows no badge.
    public var badgeText: String? {
        switch self {
        case .stable: nil
        case .beta: "Beta"
        case .deprecated: "Deprecated"
        }
    }
}
