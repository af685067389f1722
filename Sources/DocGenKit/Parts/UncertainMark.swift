import ButtonModel
import DesignTokens
import DocGenSupport
import Mustache
import DocGenChecks

/// The mark of a cell docgen could not reproduce exactly, as every rendering of the matrix shows it: the reasons in
/// a sentence (a title on hover, a line of text), and the same words in Markdown and JSON.
package enum UncertainMark {
    /// `Uncertain: docgen could not reproduce this cell exactly: <reasons>. <advice>.`
    package static func sentence(_ uncertainties: [ValueUncertainty]) -> String {
        let advice = Finding.advice(uncertainties)
        return "Uncertain: docgen could not reproduce this cell exactly: \(Finding.reasons(uncertainties)). "
            + advice.prefix(1).uppercased() + advice.dropFirst() + "."
    }

    /// A badge for a matrix cell: a `?` in a ring, its sentence as the title, and the word `uncertain` for readers
    /// who cannot see the title.
    package static func html(_ uncertainties: [ValueUncertainty]) -> String {
        let sentence = sentence(uncertainties)
        return "<span class=\"uncertain-badge\" title=\"\(HTMLEscaping.attribute(sentence))\"><span class=\"uncertain-mark\" "
            + "aria-hidden=\"true\">?</span> uncertain</span>"
    }

    /// Where an uncertainty is written, for a list of them: `reason (file:line:column)`.
    package static func itemText(_ uncertainty: ValueUncertainty) -> String {
        uncertainty.reason + (uncertainty.location.map { " (\($0.fileLineColumn))" } ?? "")
    }
}
