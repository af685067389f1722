import ButtonModel
import DesignTokens
import DocGenSupport

extension Finding {
    /// The finding about values docgen could not reproduce: it carries their uncertainties, and its message says that
    /// docgen's reading measured what it says and why that reading may not be the team's; a failure's hint says how
    /// to give docgen the team's build instead of asking for another token. The severity stays (`strict` raises it).
    public func onUncertainValues(_ uncertainties: [ValueUncertainty]) -> Finding {
        guard !uncertainties.isEmpty else { return self }
        var finding = self
        finding.uncertainties = uncertainties
        let reasons = Self.reasons(uncertainties)
        if passed {
            finding.message = "\(message) Uncertain: docgen could not reproduce a value measured here (\(reasons))."
        } else {
            finding.message = "Uncertain: docgen could not reproduce a value measured here (\(reasons)); as docgen reads it, "
                + Self.lowercasedFirst(message)
            let advice = Self.advice(uncertainties)
            finding.hint = advice.prefix(1).uppercased() + advice.dropFirst() + "."
        }
        return finding
    }

    /// Under `docgen check --strict`: a failed finding about an uncertain value is an error, whatever its rule's
    /// severity.
    public var strictAboutUncertainty: Finding {
        guard isUncertain, !passed else { return self }
        var finding = self
        finding.severity = .error
        return finding
    }

    /// The reasons in one phrase, the first three and how many more.
    package static func reasons(_ uncertainties: [ValueUncertainty]) -> String {
        let unique = uncertainties.map(\.reason).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let shown = unique.prefix(3).joined(separator: "; ")
        return unique.count > 3 ? "\(shown); and \(unique.count - 3) more" : shown
    }

    /// What to do, each advice once.
    package static func advice(_ uncertainties: [ValueUncertainty]) -> String {
        uncertainties.map(\.advice).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: "; ")
    }

    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first, first.isUppercase, text.dropFirst().first?.isUppercase != true else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
