import DocGenSupport

/// How Figma's token export names tokens after variables (figma/sds, `scripts/tokens/fromFigma.mjs`,
/// `restAPICollectionResponseToJSON`): each `/`-separated group of a variable's name becomes the key
/// `groupName.split(/[^\da-zA-Z]+/).join("-").toLowerCase()`, so every run of characters other than ASCII letters
/// and digits is one hyphen (`Size Large` → `size-large`, `Brand B` → `brand-b`, ` Pad` → `-pad`) and letters are
/// lowercased. A reference is written with the variable's own name, `{` + collection key + `.` + the name with each
/// `/` a `.` + `}` (`restAPIValueToJSON`), so `{@color_primitives.Gray.200}` names the token
/// `@color_primitives.gray.200`; the collection key (`@` + the collection's sanitised name) is written the same in
/// both places.
package enum FigmaVariableName {
    /// The key Figma's export gives one group of a variable's name.
    package static func key(_ group: Substring) -> String {
        var key = "", inRun = false
        for byte in group.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"):
                key.unicodeScalars.append(Unicode.Scalar(byte))
                inRun = false
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                key.unicodeScalars.append(Unicode.Scalar(byte + 32))
                inRun = false
            default:
                // A run of other bytes (a multi-byte character is one run) is one hyphen.
                if !inRun { key.append("-") }
                inRun = true
            }
        }
        return key
    }

    /// The token name a reference written with the variable's name names: the collection (the first segment) as
    /// written, each later segment keyed as the export keys it.
    package static func tokenName(_ reference: String) -> String {
        let segments = reference.split(separator: ".", omittingEmptySubsequences: false)
        guard let collection = segments.first else { return reference }
        return ([String(collection)] + segments.dropFirst().map(key)).joined(separator: ".")
    }
}
