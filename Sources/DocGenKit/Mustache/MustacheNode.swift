/// A parsed piece of a template.
indirect enum MustacheNode: Sendable {
    case text(String)
    /// `{{name}}` (escaped) or `{{{name}}}`; `path` is the dotted name split, empty for `{{.}}`.
    case variable(path: [String], escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(path: [String], inverted: Bool, body: [MustacheNode])
    /// `{{> name}}`, with the indentation of a standalone tag.
    case partial(name: String, indentation: String)
    /// `{{< name}}…{{/name}}`: the template `name` rendered with these blocks overriding its own.
    case parent(name: String, indentation: String, blocks: [String: [MustacheNode]])
    /// `{{$ name}}…{{/name}}`: an override from a child template if there is one, else the body.
    case block(name: String, body: [MustacheNode])
}

/// Builds the node tree of a template from its tokens, checking that every section closes.
enum MustacheParser {
    static func parse(_ tokens: [MustacheToken]) throws(MustacheSyntaxError) -> [MustacheNode] {
        var tokens = tokens[...]
        let (nodes, _) = try parse(&tokens, closing: nil)
        return nodes
    }

    /// Reads nodes until the `{{/name}}` that closes `closing` (or the end, when `closing` is nil).
    private static func parse(_ tokens: inout ArraySlice<MustacheToken>, closing: MustacheTag?)
        throws(MustacheSyntaxError) -> ([MustacheNode], MustacheTag?) {
        var nodes: [MustacheNode] = []
        while let token = tokens.popFirst() {
            switch token {
            case .text(let text):
                if case .text(let previous)? = nodes.last {
                    nodes[nodes.count - 1] = .text(previous + text)
                } else {
                    nodes.append(.text(text))
                }
            case .tag(let tag):
                switch tag.kind {
                case .comment, .delimiters:
                    continue
                case .variable, .unescaped:
                    nodes.append(.variable(path: path(tag.name), escaped: tag.kind == .variable))
                case .partial:
                    nodes.append(.partial(name: tag.name, indentation: tag.indentation))
                case .section, .inverted:
                    let (body, _) = try parse(&tokens, closing: tag)
                    nodes.append(.section(path: path(tag.name), inverted: tag.kind == .inverted, body: body))
                case .block:
                    let (body, _) = try parse(&tokens, closing: tag)
                    nodes.append(.block(name: tag.name, body: body))
                case .parent:
                    let (body, _) = try parse(&tokens, closing: tag)
                    var blocks: [String: [MustacheNode]] = [:]
                    for case .block(let name, let blockBody) in body { blocks[name] = blockBody }
                    nodes.append(.parent(name: tag.name, indentation: tag.indentation, blocks: blocks))
                case .close:
                    guard let closing, closing.name == tag.name else {
                        throw MustacheSyntaxError(reason: .unexpectedClose(tag.name, open: closing?.name),
                                                  line: tag.line, column: tag.column)
                    }
                    return (nodes, tag)
                }
            }
        }
        if let closing {
            throw MustacheSyntaxError(reason: .unclosedSection(closing.name), line: closing.line, column: closing.column)
        }
        return (nodes, nil)
    }

    /// `a.b.c` as `["a", "b", "c"]`; `.` as `[]`, the current value.
    private static func path(_ name: String) -> [String] {
        name == "." ? [] : name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}
