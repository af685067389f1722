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

    /// Appends `value` escaped for a double-quoted attribute (which is safe between tags too) to `output`: what
    /// `{{name}}` prints in a template. Text with nothing to escape is appended as it is.
    public static func appendAttribute(_ value: String, to output: inout String) {
        append(value, quotes: true, to: &output)
    }

    private static func escape(_ value: String, quotes: Bool) -> String {
        var result = ""
        append(value, quotes: quotes, to: &result)
        return result
    }

    private static func append(_ value: String, quotes: Bool, to output: inout String) {
        let needsEscaping = value.utf8.contains { byte in
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || (quotes && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")))
        }
        guard needsEscaping else {
            output += value
            return
        }
        output.reserveCapacity(output.utf8.count + value.utf8.count + 16)
        for character in value.unicodeScalars {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where quotes: output += "&quot;"
            case "'" where quotes: output += "&#39;"
            default: output.unicodeScalars.append(character)
            }
        }
    }
}
