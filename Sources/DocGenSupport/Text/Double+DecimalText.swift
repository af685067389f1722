import Foundation

extension Double {
    /// Rounded to `places` decimals, without trailing zeros: `3.92`, `4.5`, `21`, `-68.5415`. For JSON numbers,
    /// where a stable precision keeps the output the same on every platform. `nil` for NaN and infinities,
    /// which JSON cannot write.
    package func roundedDecimalText(places: Int) -> String? {
        guard isFinite else { return nil }
        let places = Swift.min(Swift.max(places, 0), 15)
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(self) * scale).rounded()
        guard scaled < 1e15 else {
            return String(format: "%.\(places)f", self).trimmingDecimalZeros
        }
        var digits = String(Int64(scaled))
        if places > 0 {
            digits = String(repeating: "0", count: Swift.max(places + 1 - digits.count, 0)) + digits
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
        }
        let text = digits.trimmingDecimalZeros
        return self < 0 && text != "0" ? "-" + text : text
    }
}

extension Double {
    /// Truncated to two decimals without trailing zeros, for thresholds and lengths: `4.5`, `44`, `11.5`.
    package var shortDisplayText: String { truncatedForDisplay(places: 2).trimmingDecimalZeros }
}

extension String {
    /// `4.50` → `4.5`, `21.00` → `21`; a string without a decimal point is returned unchanged. Works on the
    /// bytes of a number written in ASCII, as every caller's is.
    package var trimmingDecimalZeros: String {
        let bytes = utf8
        guard bytes.contains(UInt8(ascii: ".")) else { return self }
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "0") { end = bytes.index(before: end) }
        if end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: ".") { end = bytes.index(before: end) }
        return String(self[..<end])
    }
}
