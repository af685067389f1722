import ButtonModel
import DesignTokens
import DocGenSupport

extension FindingsReport {
    /// GitHub Actions workflow commands, one per failed finding:
    ///
    ///     ::error file=tokens/dark.json,line=12,col=5,title=contrast.text acme button primary/md/pressed/dark::Label …
    ///
    /// Levels: error → `error`, warning → `warning`, info → `notice`. The hint follows the message on a second
    /// line. Values are escaped as the Actions toolkit does (`%`, CR and LF; in properties also `:` and `,`).
    ///
    /// When some cells are uncertain, a last `::notice` counts them.
    public func githubAnnotations() -> String {
        let uncertain = summary.uncertain == 0 ? "" : "::notice title=docgen uncertain cells::"
            + Self.escapeData("\(summary.uncertain) cell\(summary.uncertain == 1 ? " is" : "s are") uncertain: docgen could not reproduce "
                              + "\(summary.uncertain == 1 ? "its" : "their") values. Name the team's build output in system.yaml "
                              + "(tokens: { build: … }) so that docgen takes the values from it.") + "\n"
        return failures.map { finding in
            var properties: [String] = []
            if let location = finding.primaryLocation {
                properties.append("file=\(Self.escapeProperty(location.file))")
                if let line = location.line {
                    properties.append("line=\(line)")
                    if let column = location.column { properties.append("col=\(column)") }
                }
            }
            properties.append("title=\(Self.escapeProperty("\(finding.rule) \(finding.cellDescription)"))")
            let text = finding.message + (finding.hint.map { "\n\($0)" } ?? "")
            return "::\(Self.command(finding.severity)) \(properties.joined(separator: ","))::\(Self.escapeData(text))\n"
        }.joined() + uncertain
    }

    private static func command(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    package static func escapeData(_ value: String) -> String {
        escape(value, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    package static func escapeProperty(_ value: String) -> String {
        escape(value, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }

    /// Scalar by scalar, so that a CR LF pair (one `Character`) is escaped as two.
    private static func escape(_ value: String, _ table: [(Unicode.Scalar, String)]) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            if let replacement = table.first(where: { $0.0 == scalar })?.1 {
                result += replacement
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
