import Foundation

extension Double {
    /// Rounded to `places` decimals, without trailing zeros: `3.92`, `4.5`, `21`, `-68.5415`. For JSON numbers,
    /// where a stable precision keeps the output the same on every platform. `nil` for NaN and infinities,
    /// which JSON cannot write.
    func roundedDecimalText(places: Int) -> String? {
        guard isFinite else { return nil }
        let text = String(format: "%.\(Swift.max(places, 0))f", self).trimmingDecimalZeros
        return text == "-0" ? "0" : text
    }
}

extension Double {
    /// Truncated to two decimals without trailing zeros, for thresholds and lengths: `4.5`, `44`, `11.5`.
    var shortDisplayText: String { truncatedForDisplay(places: 2).trimmingDecimalZeros }
}

extension String {
    /// `4.50` → `4.5`, `21.00` → `21`; a string without a decimal point is returned unchanged.
    var trimmingDecimalZeros: String {
        guard contains(".") else { return self }
        var text = self
        while text.last == "0" { text.removeLast() }
        if text.last == "." { text.removeLast() }
        return text
    }
}
