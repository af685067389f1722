import DocGenSupport

/// CSS hex notation: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (CSS Color 4 § 5.2).
package enum HexColor {
    package static func parse(_ text: String) -> Color? {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#") else { return nil }
        var digits: [UInt8] = []
        for byte in bytes.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        switch digits.count {
        case 3, 4:
            let channels = digits.map { $0 * 17 }
            return Color(red8: channels[0], green8: channels[1], blue8: channels[2], alpha8: digits.count == 4 ? channels[3] : 255)
        case 6, 8:
            let channels = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
            return Color(red8: channels[0], green8: channels[1], blue8: channels[2], alpha8: digits.count == 8 ? channels[3] : 255)
        default:
            return nil
        }
    }
}
