import ButtonModel
import BuiltInAssets
import Mustache
import DocGenKit

/// The visual report's templates and stylesheet: the files of `Assets/report/`, embedded at build time.
///
/// The values the report gives them follow one rule: text from the input is escaped in Swift with
/// `HTMLEscaping.text` and printed with `{{{…}}}`; a value in an attribute is given as it is and printed with
/// `{{…}}`, which escapes it as `HTMLEscaping.attribute` does.
package enum DiffHTMLTemplates {
    package static let library = BuiltInAssets.templates(in: "Assets/report")

    package static func render(_ name: String, _ value: TemplateValue) -> String {
        BuiltInAssets.render(value, with: name, in: library)
    }

    /// A value with its swatch when it is a color (`#` and six or eight hex digits, then maybe more text).
    package static func value(_ text: String, chip: String?, via: String? = nil) -> TemplateValue {
        ["chip": chip.map(TemplateValue.text) ?? false, "text": .text(HTMLEscaping.text(text)),
         "via": via.map { .text(HTMLEscaping.text($0)) } ?? false]
    }

    /// A list whose items follow one another with `separator` between them, as `{{{separator}}}` prints it.
    package static func joined(_ items: [[String: TemplateValue]], by separator: String) -> TemplateValue {
        .list(items.enumerated().map { index, item in
            .object(item.merging(["separator": .text(index == 0 ? "" : separator)]) { old, _ in old })
        })
    }
}
