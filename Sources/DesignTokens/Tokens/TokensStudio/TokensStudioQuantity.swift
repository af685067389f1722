import DocGenSupport
import Foundation

/// A number with the unit it was written with, as Tokens Studio's math sees it: `8px`, `1.5rem`, `2`, `50%`.
package struct TokensStudioQuantity: Hashable, Sendable {
    package var value: Double
    /// nil for a bare number.
    package var unit: String?

    package init(_ value: Double, _ unit: String? = nil) {
        self.value = value
        self.unit = unit
    }

    /// `"16"`, `"16px"`, `"-1.5rem"`, `"150%"`, `".5"`, `"1e3px"`, `"2.5E-1"`; nil for anything else.
    package static func parse(_ text: String) -> TokensStudioQuantity? {
        let characters = Array(text.trimmingCharacters(in: .whitespaces))
        var numberEnd = 0
        for (index, character) in characters.enumerated() {
            if character.isNumber || character == "." || ((character == "-" || character == "+") && index == 0) {
                numberEnd = index + 1
            } else {
                break
            }
        }
        numberEnd += TokensStudioMathParser.exponentLength(characters[numberEnd...])
        guard let number = Double(String(characters[..<numberEnd])), number.isFinite else { return nil }
        let unit = String(characters[numberEnd...])
        guard unit.allSatisfy({ $0.isLetter || $0 == "%" }) else { return nil }
        return TokensStudioQuantity(number, unit.isEmpty ? nil : unit.lowercased())
    }

    /// Rounded to 4 fraction digits, as Tokens Studio's math rounds its results.
    package var rounded: TokensStudioQuantity {
        TokensStudioQuantity((value * 10_000).rounded() / 10_000, unit)
    }
}
