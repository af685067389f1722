import DesignTokens

/// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` for test tables, read without the token engine's own parser; traps on a
/// malformed literal, which only a test can contain.
package func hex(_ text: String) -> Color {
    var digits = Array(text.dropFirst())
    if digits.count == 3 || digits.count == 4 { digits = digits.flatMap { [$0, $0] } }
    func byte(_ index: Int) -> UInt8 { UInt8(String(digits[index * 2 ..< index * 2 + 2]), radix: 16)! }
    return Color(red8: byte(0), green8: byte(1), blue8: byte(2), alpha8: digits.count == 8 ? byte(3) : 255)
}
