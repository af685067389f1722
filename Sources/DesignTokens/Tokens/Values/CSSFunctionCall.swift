import DocGenSupport

/// A value written as one CSS function call, `name(arguments)`, the parentheses balanced and closing at the end:
/// `clamp(0.67rem, 0.74rem + -0.08vw, 0.72rem)`, `color-mix(in srgb, {color.accent} 7%, transparent)`.
package struct CSSFunctionCall: Hashable, Sendable {
    /// Lowercased: CSS function names are ASCII case-insensitive.
    package var name: String
    /// The text between the parentheses, as written.
    package var inside: String

    /// nil when `text` is not one whole call (`1px solid red`, `calc(1px) calc(2px)`, unbalanced parentheses).
    package init?(_ text: String) {
        let trimmed = text.trimmingSpaces
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
        let name = trimmed[..<open]
        guard !name.isEmpty, name.utf8.allSatisfy({ byte in
            (0x61...0x7A).contains(byte | 0x20) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }) else { return nil }
        var depth = 0
        for (offset, byte) in trimmed.utf8[open...].enumerated() {
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                // The call closes only at the very end: `a(1) + b(2)` is no single call.
                if depth == 0 && offset != trimmed.utf8[open...].count - 1 { return nil }
            }
        }
        guard depth == 0 else { return nil }
        self.name = name.lowercased()
        inside = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
    }

    /// The arguments split at the commas outside any parentheses or braces, each trimmed.
    package var arguments: [String] { Self.split(inside, at: ",") }

    /// `text` split at `separator` outside parentheses and braces, each part trimmed, empty parts kept.
    package static func split(_ text: String, at separator: Character) -> [String] {
        parts(of: text) { $0 == separator }.map(\.trimmingSpaces)
    }

    /// `text` split at whitespace outside parentheses and braces: `1px solid rgb(0 0 0)` is three words.
    package static func words(_ text: String) -> [String] {
        parts(of: text) { $0.isWhitespace }.filter { !$0.isEmpty }
    }

    /// `text` cut at each character `isBoundary` accepts outside parentheses and braces, the boundaries dropped.
    private static func parts(of text: String, isBoundary: (Character) -> Bool) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in text {
            switch character {
            case "(", "{": depth += 1
            case ")", "}": depth = max(0, depth - 1)
            default: break
            }
            if depth == 0, isBoundary(character) {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }
}
