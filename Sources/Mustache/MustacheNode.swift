/// A parsed piece of a template.
indirect enum MustacheNode: Sendable {
    /// Literal text; `startsLine` when it begins a line of the template (a partial included with indentation puts
    /// the indentation there and after each of its line breaks but a last one).
    case text(String, startsLine: Bool)
    /// The start of a line whose first piece is a tag: where an included partial's indentation goes.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}`; `path` is the dotted name split, empty for `{{.}}`.
    case variable(path: [String], escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(path: [String], inverted: Bool, body: [MustacheNode], place: MustachePlace)
    /// `{{> name}}`, with the indentation of a standalone tag.
    case partial(name: String, indentation: String, place: MustachePlace)
    /// `{{< name}}…{{/name}}`: the template `name` rendered with these blocks overriding its own.
    case parent(name: String, indentation: String, blocks: [String: [MustacheNode]], place: MustachePlace)
    /// `{{$ name}}…{{/name}}`: an override from a child template if there is one, else the body.
    case block(name: String, body: [MustacheNode], place: MustachePlace)
}
