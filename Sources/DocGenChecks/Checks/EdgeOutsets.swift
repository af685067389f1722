import ButtonModel
import DocGenSupport
import DesignTokens

/// How far a control's hit area reaches beyond its visible bounds on each side, in points
/// (UIKit's negative `hitTestEdgeInsets`, SwiftUI's `contentShape` padding, Android's touch delegate).
public struct EdgeOutsets: Hashable, Sendable, Codable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same outset on all four sides.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// The same outset above and below, and the same on either side.
    public init(vertical: Double = 0, horizontal: Double = 0) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    public static let zero = EdgeOutsets()

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}
