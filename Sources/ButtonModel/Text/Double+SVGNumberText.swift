import DocGenSupport
import DesignTokens

extension Double {
    /// The number as SVG coordinates write it: two decimals at most, no trailing zeros, no negative zero.
    package var svgNumberText: String {
        guard self.isFinite else { return "0" }
        let hundredths = (self * 100).rounded()
        // Past this a double has no fraction digits left to round, and scaling it by 100 could overflow.
        guard abs(hundredths) < 1e15 else { return self.formattedForDisplay }
        let cents = Int64(hundredths), whole = abs(cents) / 100, fraction = abs(cents) % 100
        var text = cents < 0 ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            text += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
        }
        return text
    }
}
