import Foundation

/// A number with the unit it was written with, as Tokens Studio's math sees it: `8px`, `1.5rem`, `2`, `50%`.
struct TokensStudioQuantity: Hashable, Sendable {
    var value: Double
    /// nil for a bare number.
    var unit: String?

    init(_ value: Double, _ unit: String? = nil) {
        self.value = value
        self.unit = unit
    }

    /// `"16"`, `"16px"`, `"-1.5rem"`, `"150%"`, `".5"`; nil for anything else.
    static func parse(_ text: String) -> TokensStudioQuantity? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var numberEnd = trimmed.startIndex
        for index in trimmed.indices {
            let character = trimmed[index]
            if character.isNumber || character == "." || ((character == "-" || character == "+") && index == trimmed.startIndex) {
                numberEnd = trimmed.index(after: index)
            } else {
                break
            }
        }
        guard let number = Double(trimmed[..<numberEnd]), number.isFinite else { return nil }
        let unit = String(trimmed[numberEnd...])
        guard unit.allSatisfy({ $0.isLetter || $0 == "%" }) else { return nil }
        return TokensStudioQuantity(number, unit.isEmpty ? nil : unit.lowercased())
    }

    /// Rounded to 4 fraction digits, as Tokens Studio's math rounds its results.
    var rounded: TokensStudioQuantity {
        TokensStudioQuantity((value * 10_000).rounded() / 10_000, unit)
    }
}
