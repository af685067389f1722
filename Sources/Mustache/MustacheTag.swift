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

        /// Tags that open a level of nesting closed by `{{/name}}`.
        var opensSection: Bool {
            switch self {
            case .section, .inverted, .parent, .block: true
            default: false
            }
        }
    }

    var kind: Kind
    var name: String
    var place: MustachePlace
    /// The white space before the tag on its line, when the tag stands alone there (partials and parents indent
    /// their lines by it).
    var indentation = ""

    var line: Int { place.line }
    var column: Int { place.column }
}

/// Where a tag starts in its template: 1-based line, and column in UTF-8 bytes of the line.
struct MustachePlace: Hashable, Sendable {
    var line: Int
    var column: Int
}

/// A piece of a scanned template: literal text, a tag, or the start of a line that keeps its text (where a partial
/// included with indentation puts that indentation).
enum MustacheToken: Hashable, Sendable {
    case text(String)
    case tag(MustacheTag)
    case lineStart
}
