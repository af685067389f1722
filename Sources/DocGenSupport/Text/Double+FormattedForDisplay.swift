import Foundation

extension Double {
    /// `44` rather than `44.0`; up to four decimals otherwise, trailing zeros dropped. Stable across runs.
    public var formattedForDisplay: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
        var text = String(format: "%.4f", self)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
