/// A Mustache template, parsed once and rendered many times.
///
/// It reads the Mustache spec's core (variables, sections, inverted sections, comments, partials, set
/// delimiters, standalone lines and partial indentation) and its inheritance module (`{{<parent}}` with `{{$block}}`).
public struct MustacheTemplate: Sendable {
    let source: String
    let nodes: [MustacheNode]
    /// Every `{{> name}}` and `{{< name}}` of the text, with its place, for checking that they exist.
    let references: [MustacheTag]

    public init(_ source: String) throws(MustacheSyntaxError) {
        let tokens = try MustacheScanner.scan(source)
        self.source = source
        nodes = try MustacheParser.parse(tokens)
        references = tokens.compactMap { token in
            guard case .tag(let tag) = token, tag.kind == .partial || tag.kind == .parent else { return nil }
            return tag
        }
    }

    /// The names of the partials and parent templates this template uses, with their places.
    public var referencedTemplates: [(name: String, line: Int, column: Int)] {
        references.map { ($0.name, $0.line, $0.column) }
    }

    /// The template with every line of its text indented: how a standalone `{{> name}}` with white space before it
    /// includes `name`.
    func indented(by indentation: String) -> MustacheTemplate {
        guard !indentation.isEmpty else { return self }
        var text = ""
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        for line in lines { text += indentation + line + "\n" }
        if !endsWithNewline, !text.isEmpty { text.removeLast() }
        // Indenting adds only white space at line starts, which cannot make a valid template invalid.
        return (try? MustacheTemplate(text)) ?? self
    }
}
