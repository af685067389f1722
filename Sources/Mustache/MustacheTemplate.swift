/// A Mustache template, parsed once and rendered many times.
///
/// It reads the Mustache spec's core (variables, sections, inverted sections, comments, partials, set
/// delimiters, standalone lines and partial indentation) and its inheritance module (`{{<parent}}` with `{{$block}}`).
public struct MustacheTemplate: Sendable {
    let nodes: [MustacheNode]
    /// Every `{{> name}}` and `{{< name}}` of the text, with its place, for checking that they exist.
    let references: [MustacheTag]

    /// Parses `source`; sections, blocks and parents may open inside one another `nestingLimit` levels deep.
    public init(_ source: String, nestingLimit: Int = MustacheRenderLimits.defaultNestingDepth) throws(MustacheSyntaxError) {
        let tokens = try MustacheScanner.scan(source)
        nodes = try MustacheParser.parse(tokens, nestingLimit: nestingLimit)
        references = tokens.compactMap { token in
            guard case .tag(let tag) = token, tag.kind == .partial || tag.kind == .parent else { return nil }
            return tag
        }
    }

    /// The names of the partials and parent templates this template uses, with their places.
    public var referencedTemplates: [(name: String, line: Int, column: Int)] {
        references.map { ($0.name, $0.line, $0.column) }
    }
}
