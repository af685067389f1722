import DesignTokens
import DocGenSupport

/// Apple's Dynamic Type: the twelve content size categories a reader chooses from in Settings, and the point size
/// of each text style at each of them.
///
/// Source: Apple Human Interface Guidelines, Typography, "Dynamic Type sizes" (iOS, iPadOS), the table of
/// text styles by content size category. Large is the default. Text in a custom font or size scales as its text
/// style does (`UIFontMetrics(forTextStyle:)`, SwiftUI's `relativeTo:`), which is how docgen scales a label.
public enum DynamicType {
    /// The categories, smallest first, as the HIG names them.
    public static let categories = ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge",
                                    "AX1", "AX2", "AX3", "AX4", "AX5"]
    /// The category a device starts at.
    public static let defaultCategory = "Large"

    /// A text style of the system font, as the HIG and `UIFont.TextStyle` name it.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

        /// Point sizes from xSmall to AX5 (HIG, "Dynamic Type sizes", iOS and iPadOS).
        public var pointSizes: [Double] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
        }

        /// The point size at the category in position `index` of `categories`.
        public func pointSize(at index: Int) -> Double { pointSizes[index] }

        /// How much larger than at Large the style is at the category in position `index`.
        public func factor(at index: Int) -> Double {
            pointSizes[index] / pointSizes[DynamicType.categories.firstIndex(of: DynamicType.defaultCategory)!]
        }
    }
}
