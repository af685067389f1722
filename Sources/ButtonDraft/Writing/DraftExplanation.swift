/// `docgen draft --explain`: how each word of the family's names was read, as a table: the word, its place after the
/// component word, the role given, the rule that decided it, and how many names carry it there.
public enum DraftExplanation {
    public static func table(_ reading: ButtonNameReading) -> String {
        guard let family = reading.family else { return "no family of Button names\n" }
        var rows = [["word", "place", "read as", "decided by", "names"]]
        for decision in family.decisions.sorted(by: { ($0.place, $0.word) < ($1.place, $1.word) }) {
            rows.append([decision.word, decision.place.description, decision.role.rawValue, decision.rule.description, String(decision.evidence.count)])
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var text = "\(family.name): \(family.pattern)\n"
        for row in rows {
            text += row.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }
        return text
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
