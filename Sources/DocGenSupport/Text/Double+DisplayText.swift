extension Double {
    /// Truncated, never rounded, to `places` decimals: a ratio of 4.499 shows as `4.49`, never `4.50`.
    ///
    /// The truncation works on the shortest decimal that reads back as this value (Swift's `description`), so
    /// 0.29, whose binary value is 0.28999…, shows as `0.29` and not `0.28`. A value that truncates to zero
    /// shows without a sign; NaN and infinities show as `nan`, `inf` and `-inf`.
    public func truncatedForDisplay(places: Int = 2) -> String {
        guard isFinite else { return isNaN ? "nan" : (self < 0 ? "-inf" : "inf") }
        let places = Swift.max(places, 0)
        let decimal = plainDecimalDigits(of: abs(self).description)
        var fraction = String(decimal.fraction.prefix(places))
        fraction += String(repeating: "0", count: places - fraction.count)
        let isZero = decimal.integer == "0" && fraction.allSatisfy { $0 == "0" }
        let sign = self < 0 && !isZero ? "-" : ""
        return sign + decimal.integer + (places > 0 ? "." + fraction : "")
    }
}

/// Splits a non-negative `description` such as `123.45`, `1e-05` or `1.5e+16` into integer and fraction digits,
/// without exponent.
private func plainDecimalDigits(of description: String) -> (integer: String, fraction: String) {
    let parts = description.split(separator: "e", maxSplits: 1)
    let mantissa = parts.first.map(String.init) ?? "0"
    let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    let mantissaParts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let integerPart = String(mantissaParts.first ?? "0")
    let digits = integerPart + (mantissaParts.count > 1 ? String(mantissaParts[1]) : "")
    let point = integerPart.count + exponent

    var integer: String
    let fraction: String
    if point <= 0 {
        integer = "0"
        fraction = String(repeating: "0", count: -point) + digits
    } else if point >= digits.count {
        integer = digits + String(repeating: "0", count: point - digits.count)
        fraction = ""
    } else {
        integer = String(digits.prefix(point))
        fraction = String(digits.dropFirst(point))
    }
    while integer.count > 1, integer.first == "0" { integer.removeFirst() }
    return (integer, fraction)
}
