import DocGenSupport
import DocGenYAML

/// A parsed Markdown page: top-level blocks, each either rendered HTML, a heading, or a directive to expand.
public struct MarkdownDocument: Hashable, Sendable {
    public var blocks: [MarkdownBlock]
    /// Every link and image destination as written in the source.
    public var links: [MarkdownLink]
    /// Problems found while parsing (a malformed or misplaced directive).
    public var diagnostics: [Diagnostic]
    /// The lines of the page's file each of `blocks` was parsed from (the same index), from its first line to its last.
    public var blockLines: [ClosedRange<Int>]
    /// The lines of every code block, at any depth: text shown as written, where no link is a link.
    public var codeLines: [ClosedRange<Int>]
    /// The link reference definitions written on one line each, on the lines no block holds (only when a reference
    /// link uses one: `[text][label]`).
    public var definitions: [MarkdownDefinition]

    public init(blocks: [MarkdownBlock], links: [MarkdownLink] = [], diagnostics: [Diagnostic] = [],
                blockLines: [ClosedRange<Int>] = [], codeLines: [ClosedRange<Int>] = [], definitions: [MarkdownDefinition] = []) {
        self.blocks = blocks
        self.links = links
        self.diagnostics = diagnostics
        self.blockLines = blockLines
        self.codeLines = codeLines
        self.definitions = definitions
    }

    public var headings: [MarkdownHeading] {
        blocks.compactMap { if case .heading(let heading) = $0 { heading } else { nil } }
    }

    /// Each directive with the lines of its fence, from the opening line to the closing one.
    public var directiveLines: [(invocation: DirectiveInvocation, lines: ClosedRange<Int>)] {
        zip(blocks, blockLines).compactMap { block, lines in
            if case .directive(let invocation) = block { (invocation, lines) } else { nil }
        }
    }

    public var directives: [DirectiveInvocation] {
        blocks.compactMap { if case .directive(let invocation) = $0 { invocation } else { nil } }
    }
}

public enum MarkdownBlock: Hashable, Sendable {
    /// A block rendered by cmark in safe mode: no raw HTML from the source survives in it.
    case html(String)
    case heading(MarkdownHeading)
    /// A ```` ```docgen NAME … ```` fence, replaced by a generated part at render time.
    case directive(DirectiveInvocation)
}

public struct MarkdownHeading: Hashable, Sendable {
    public var level: Int
    /// The heading's text without markup, for ids and the table of contents.
    public var text: String
    /// The heading's content as safe HTML, without the `<hN>` tags.
    public var html: String
    public var location: SourceLocation

    public init(level: Int, text: String, html: String, location: SourceLocation) {
        self.level = level
        self.text = text
        self.html = html
        self.location = location
    }
}

public struct MarkdownLink: Hashable, Sendable {
    /// The destination as cmark read it (backslash escapes and entities decoded).
    public var destination: String
    public var isImage: Bool
    /// Where cmark says the link starts (for a link over several lines, or on a continuation line, not exactly there).
    public var location: SourceLocation
    /// How the link is written; `nil` where the source at cmark's place for it does not show (see `MarkdownSourceLines`).
    public var kind: MarkdownLinkKind? = nil
    /// Where an inline link's destination is written in the page's file, when written as cmark read it.
    public var destinationRange: SourceByteRange? = nil
}
