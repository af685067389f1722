/// The one place where text from input files is escaped for HTML and SVG.
///
/// Every renderer that writes text it did not make itself goes through one of these three functions,
/// chosen by the context the text lands in.
public enum HTMLEscaping {
    /// Text between tags: `&`, `<` and `>` escaped.
    public static func text(_ value: String) -> String {
        escape(value, quotes: false)
    }

    /// A double-quoted attribute value: `&`, `<`, `>`, `"` and `'` escaped.
    public static func attribute(_ value: String) -> String {
        escape(value, quotes: true)
    }

    /// Text inside an SVG element or attribute (SVG is XML: the same five characters, plus control characters
    /// that XML 1.0 forbids dropped).
    public static func svg(_ value: String) -> String {
        let allowed = value.unicodeScalars.filter { scalar in
            scalar.value >= 0x20 || scalar == "\t" || scalar == "\n" || scalar == "\r"
        }
        return escape(String(String.UnicodeScalarView(allowed)), quotes: true)
    }

    private static func escape(_ value: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for character in value.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
