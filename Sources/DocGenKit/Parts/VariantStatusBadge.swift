import ButtonModel
import Mustache

/// The badge beside a variant's name wherever the site names it: a word, never a colour alone, so that it reads the
/// same to a screen reader and in forced colours. A stable variant shows nothing.
package enum VariantStatusBadge {
    /// ` <span class="badge badge-beta">Beta</span>`, the variant's note as its title; empty for a stable variant.
    package static func html(_ variant: ButtonVariant) -> String {
        badge(variant, title: variant.statusNote)
    }

    /// The badge, then the variant's note as text after it, for places with room to say why (the matrix's caption).
    package static func htmlWithNote(_ variant: ButtonVariant) -> String {
        guard variant.status.badgeText != nil else { return "" }
        return badge(variant, title: nil) + (variant.statusNote.map { " <span class=\"status-note\">\(HTMLEscaping.text($0))</span>" } ?? "")
    }

    private static func badge(_ variant: ButtonVariant, title: String?) -> String {
        guard let text = variant.status.badgeText else { return "" }
        let title = title.map { " title=\"\(HTMLEscaping.attribute($0))\"" } ?? ""
        return " <span class=\"badge badge-\(variant.status.rawValue)\"\(title)>\(text)</span>"
    }
}
