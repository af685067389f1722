/// One `{{…}}` tag of a template, as the scanner read it.
struct MustacheTag: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// `{{name}}`, escaped for HTML.
        case variable
        /// `{{{name}}}` or `{{&name}}`.
        case unescaped
        /// `{{#name}}`.
        case section
        /// `{{^name}}`.
        case inverted
        /// `{{/name}}`.
        case close
        /// `{{! … }}`.
        case comment
        /// `{{> name}}`.
        case partial
        /// `{{< name}}`: a parent template whose blocks this tag's `{{$block}}`s override.
        case parent
        /// `{{$ name}}`: a block a child template may override.
        case block
        /// `{{=<% %>=}}`.
        case delimiters

        /// Tags that print nothing themselves: alone on a line, the line leaves no trace in the output.
        var canStandAlone: Bool {
            switch self {
            case .variable, .unescaped: false
            default: true
            }
        }
    }

    var kind: Kind
    var name: String
    var line: Int
    var column: Int
    /// The white space before the tag on its line, when the tag stands alone there (partials and parents indent
    /// their lines by it).
    var indentation = ""
}

/// A piece of a scanned template: literal text or a tag.
enum MustacheToken: Hashable, Sendable {
    case text(String)
    case tag(MustacheTag)
}
