import DesignTokens
import DocGenSupport

/// How a label's letters are cased before it is shaped, measured and drawn (CSS `text-transform`); what assistive
/// technology reads stays as written.
public enum TextTransform: String, Hashable, Sendable, CaseIterable {
    case none
    case uppercase
    case lowercase
    /// The first letter of each word in upper case.
    case capitalize

    public func apply(_ text: String) -> String {
        switch self {
        case .none: text
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case .capitalize:
            String(text.split(separator: " ", omittingEmptySubsequences: false).map { word in
                word.first.map { $0.uppercased() + word.dropFirst() } ?? ""
            }.joined(separator: " "))
        }
    }
}
