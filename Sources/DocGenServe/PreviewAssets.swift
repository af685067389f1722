import BuiltInAssets
import Mustache

/// The preview's own files, `Assets/preview/` embedded at build time: the error overlay's template and stylesheet,
/// the live-reload script, and the compare script with its stylesheet. Values follow the report's rule: text from
/// the input is escaped with `HTMLEscaping.text` and printed with `{{{…}}}`; an attribute value is printed with `{{…}}`.
enum PreviewAssets {
    static let library = BuiltInAssets.templates(in: "Assets/preview")

    static func render(_ name: String, _ value: TemplateValue) -> String {
        BuiltInAssets.render(value, with: name, in: library)
    }
}
