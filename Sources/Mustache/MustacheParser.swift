/// Builds the node tree of a template from its tokens, checking that every section closes and that sections,
/// blocks and parents nest at most `nestingLimit` levels deep.
///
/// The tree is built with a stack of open sections rather than by recursion, so that no template can exhaust the
/// stack; adjacent text is gathered into one node as it comes, in time linear in its length.
enum MustacheParser {
    static func parse(_ tokens: [MustacheToken], nestingLimit: Int) throws(MustacheSyntaxError) -> [MustacheNode] {
        var open: [(tag: MustacheTag, nodes: NodeList)] = []
        var nodes = NodeList()
        // A line that keeps its text began, and no text or printing tag has followed yet.
        var lineStarted = false
        for token in tokens {
            switch token {
            case .lineStart:
                lineStarted = true
            case .text(let text):
                nodes.append(text, startsLine: lineStarted)
                lineStarted = false
            case .tag(let tag):
                if tag.kind == .comment || tag.kind == .delimiters { continue }
                if lineStarted { nodes.append(.lineStart) }
                lineStarted = false
                switch tag.kind {
                case .comment, .delimiters:
                    continue
                case .variable, .unescaped:
                    nodes.append(.variable(path: path(tag.name), escaped: tag.kind == .variable))
                case .partial:
                    nodes.append(.partial(name: tag.name, indentation: tag.indentation, place: tag.place))
                case .section, .inverted, .block, .parent:
                    guard open.count < nestingLimit else {
                        throw MustacheSyntaxError(reason: .nestedTooDeep(limit: nestingLimit), line: tag.line, column: tag.column)
                    }
                    open.append((tag, nodes))
                    nodes = NodeList()
                case .close:
                    guard let (opening, outer) = open.last, opening.name == tag.name else {
                        throw MustacheSyntaxError(reason: .unexpectedClose(tag.name, open: open.last?.tag.name),
                                                  line: tag.line, column: tag.column)
                    }
                    open.removeLast()
                    let body = nodes.finished()
                    nodes = outer
                    nodes.append(node(opening, body: body))
                }
            }
        }
        if let (opening, _) = open.last {
            throw MustacheSyntaxError(reason: .unclosedSection(opening.name), line: opening.line, column: opening.column)
        }
        return nodes.finished()
    }

    /// The node of a section, block or parent tag with its body.
    private static func node(_ tag: MustacheTag, body: [MustacheNode]) -> MustacheNode {
        switch tag.kind {
        case .block:
            return .block(name: tag.name, body: body, place: tag.place)
        case .parent:
            var blocks: [String: [MustacheNode]] = [:]
            for case .block(let name, let blockBody, _) in body { blocks[name] = blockBody }
            return .parent(name: tag.name, indentation: tag.indentation, blocks: blocks, place: tag.place)
        default:
            return .section(path: path(tag.name), inverted: tag.kind == .inverted, body: body, place: tag.place)
        }
    }

    /// `a.b.c` as `["a", "b", "c"]`; `.` as `[]`, the current value.
    private static func path(_ name: String) -> [String] {
        name == "." ? [] : name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}

/// The nodes of one section being parsed, with the text that has come since the last tag kept open for more.
private struct NodeList {
    private var nodes: [MustacheNode] = []
    private var text = ""
    private var textStartsLine = false

    mutating func append(_ piece: String, startsLine: Bool) {
        if text.isEmpty { textStartsLine = startsLine }
        text += piece
    }

    mutating func append(_ node: MustacheNode) {
        flushText()
        nodes.append(node)
    }

    consuming func finished() -> [MustacheNode] {
        flushText()
        return nodes
    }

    private mutating func flushText() {
        guard !text.isEmpty else { return }
        nodes.append(.text(text, startsLine: textStartsLine))
        text = ""
    }
}
