import DocGenSupport
import DesignTokens

/// The report as the terminal shows it: differences first (with the CSS file's line and column), then the tokens
/// with no property, then those not compared, then how many properties map to no token, then one summary line.
extension CSSComparisonReport {
    public var text: String {
        var lines: [String] = []
        for difference in differences {
            var css = difference.cssValue
            if CSSCustomPropertyReader.collapsed(difference.cssWritten).lowercased() != css.lowercased() { css += " (written \(difference.cssWritten))" }
            lines.append("\(difference.location): difference: \(difference.path) is \(difference.tokenValue); \(difference.property) is \(css)")
        }
        for token in missing {
            lines.append("\(file): missing: \(token.path) (\(token.tokenValue)) has no \(token.property) in \(selector)")
        }
        for token in notCompared {
            lines.append("\(token.location): not compared: \(token.path) (\(token.property)): \(token.reason)")
        }
        if !unmapped.isEmpty {
            let shown = unmapped.prefix(5).joined(separator: ", ") + (unmapped.count > 5 ? ", …" : "")
            lines.append("\(file): \(unmapped.count) propert\(unmapped.count == 1 ? "y" : "ies") of \(selector) map\(unmapped.count == 1 ? "s" : "") to no token: \(shown)")
        }
        let total = differences.count + missing.count + notCompared.count + matches.count
        lines.append("compared \(total) token\(total == 1 ? "" : "s") (\(context)) with \(file) (\(selector)): " +
                     "\(count(differences.count, "difference")), \(missing.count) with no property, " +
                     "\(notCompared.count) not compared, \(matches.count) the same" + (nameRule.map { "; names: \($0)" } ?? ""))
        return lines.joined(separator: "\n") + "\n"
    }

    private func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
