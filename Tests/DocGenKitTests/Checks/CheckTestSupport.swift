@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview

/// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` for test tables; traps on a malformed literal, which only a test
/// can contain.
func hex(_ text: String) -> Color {
    var digits = Array(text.dropFirst())
    if digits.count == 3 || digits.count == 4 { digits = digits.flatMap { [$0, $0] } }
    func byte(_ index: Int) -> UInt8 { UInt8(String(digits[index * 2 ..< index * 2 + 2]), radix: 16)! }
    return Color(red8: byte(0), green8: byte(1), blue8: byte(2), alpha8: digits.count == 8 ? byte(3) : 255)
}

let sampleCell = CellReference(system: "acme", component: "button", variant: "primary", size: "md", state: "pressed", theme: "dark")

func token(_ role: String, _ path: TokenPath, _ file: String = "tokens/dark.json", line: Int? = 12, column: Int? = 5) -> TokenReference {
    TokenReference(role: role, path: path, location: SourceLocation(file: file, line: line, column: column, path: path.description))
}
