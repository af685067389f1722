import Mustache
internal import CCmark
import DocGenSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import DocGenYAML
#endif

/// The one file that calls libcmark.
///
/// It parses a Markdown text, rewrites link destinations through the caller's resolver, copies what the site needs
/// into Swift values with their source lines (`MarkdownDocument`), and frees every cmark handle before returning.
/// No cmark type leaves this file. It renders in cmark's safe mode unless the site allows raw HTML
/// (`RawHTMLPolicy.allow`), and reports raw HTML and unsafe links at their line and column as the policy says.
public struct CommonMarkParser: Sendable {
    /// Decides what a link or image destination becomes. Returning `nil` keeps it as written.
    public typealias LinkResolver = @Sendable (_ destination: String, _ location: SourceLocation) -> String?

    /// Safe mode (no CMARK_OPT_UNSAFE): raw HTML becomes a comment and `javascript:`-style links are emptied.
    private static let safeOptions: Int32 = CMARK_OPT_SMART | CMARK_OPT_VALIDATE_UTF8

    public var rawHTML: RawHTMLPolicy

    public init(rawHTML: RawHTMLPolicy = .error) {
        self.rawHTML = rawHTML
    }

    private var options: Int32 { rawHTML == .allow ? Self.safeOptions | CMARK_OPT_UNSAFE : Self.safeOptions }
    /// Parsing counts the lines inside code spans and links for the inlines' places (`MarkdownSourceLines`); rendering
    /// with it would add `data-sourcepos` attributes, so only the parse has it.
    private var parseOptions: Int32 { options | CMARK_OPT_SOURCEPOS }

    /// Parses `text`, whose first line is line `firstLine` of `file` (front matter shifts it).
    public func parse(_ text: String, file: String, firstLine: Int = 1, resolveLink: LinkResolver? = nil) -> MarkdownDocument {
        parse(text[...], file: file, firstLine: firstLine, resolveLink: resolveLink)
    }

    /// Parses the part of a text that `text` is (a page after its front matter), without copying it.
    public func parse(_ text: Substring, file: String, firstLine: Int = 1, resolveLink: LinkResolver? = nil) -> MarkdownDocument {
        guard let root = parseDocument(text) else { return MarkdownDocument(blocks: []) }
        defer { cmark_node_free(root) }
        let lineOffset = firstLine - 1
        let inspection = inspect(root, file: file, lineOffset: lineOffset, resolve: resolveLink, source: MarkdownSourceLines(text))
        var diagnostics = inspection.unsafeContent
        var nested = inspection.nestedDirectives[...]

        var blocks: [MarkdownBlock] = []
        var blockLines: [ClosedRange<Int>] = []
        var node = cmark_node_first_child(root)
        while let current = node {
            let location = location(of: current, file: file, lineOffset: lineOffset)
            let lines = self.lines(of: current, lineOffset: lineOffset)
            switch cmark_node_get_type(current) {
            case CMARK_NODE_HEADING:
                blocks.append(.heading(MarkdownHeading(
                    level: Int(cmark_node_get_heading_level(current)),
                    text: plainText(of: current),
                    html: innerHTML(of: current),
                    location: location)))
                blockLines.append(lines)
            case CMARK_NODE_CODE_BLOCK where DirectiveSyntax.isDirective(info: fenceInfo(of: current)):
                let invocation = DirectiveSyntax.parse(
                    info: fenceInfo(of: current),
                    body: string(cmark_node_get_literal(current)),
                    location: location)
                switch invocation {
                case .success(let value):
                    blocks.append(.directive(value))
                    blockLines.append(lines)
                case .failure(let error): diagnostics.append(error.diagnostic)
                }
            default:
                while let first = nested.first, first.block == current {
                    diagnostics.append(first.diagnostic)
                    nested.removeFirst()
                }
                blocks.append(.html(render(current)))
                blockLines.append(lines)
            }
            node = cmark_node_next(current)
        }
        return MarkdownDocument(blocks: blocks, links: inspection.links, diagnostics: diagnostics, blockLines: blockLines,
                                codeLines: inspection.codeLines, definitions: inspection.definitions)
    }

    /// Renders `text` as inline Markdown (emphasis, code, links) without a surrounding paragraph.
    /// Block syntax in `text` is not interpreted: it renders as the literal characters.
    public func renderInline(_ text: String, file: String, line: Int, resolveLink: LinkResolver? = nil) -> String {
        guard let root = parseDocument(text) else { return "" }
        defer { cmark_node_free(root) }
        rewriteLinks(in: root, file: file, lineOffset: line - 1, resolve: resolveLink)
        guard let first = cmark_node_first_child(root), cmark_node_get_type(first) == CMARK_NODE_PARAGRAPH,
              cmark_node_next(first) == nil
        else { return HTMLEscaping.text(text) }
        return innerHTML(of: first)
    }

    // MARK: - cmark calls

    private func parseDocument(_ text: String) -> OpaquePointer? {
        text.withCString { pointer in
            cmark_parse_document(pointer, text.utf8.count, parseOptions)
        }
    }

    /// cmark reads the length it is given: a slice of a text is parsed where it lies.
    private func parseDocument(_ text: Substring) -> OpaquePointer? {
        guard !text.utf8.isEmpty, let parsed = text.utf8.withContiguousStorageIfAvailable({ bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parse_document($0.baseAddress, $0.count, parseOptions) }
        }) else { return parseDocument(String(text)) }
        return parsed
    }

    private func render(_ node: OpaquePointer) -> String {
        guard let html = cmark_render_html(node, options) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    /// The rendering of a heading or paragraph without its own tags: `<h2>A <em>b</em></h2>` gives `A <em>b</em>`.
    private func innerHTML(of node: OpaquePointer) -> String {
        let html = render(node)
        guard let open = html.firstIndex(of: ">"), let close = html.lastIndex(of: "<"), open < close else { return "" }
        return String(html[html.index(after: open)..<close])
    }

    private func plainText(of node: OpaquePointer) -> String {
        var text = ""
        walk(node) { child, entering in
            guard entering else { return }
            switch cmark_node_get_type(child) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += string(cmark_node_get_literal(child))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            default: break
            }
        }
        return text
    }

    private func fenceInfo(of node: OpaquePointer) -> String {
        string(cmark_node_get_fence_info(node))
    }

    /// What one walk over the tree finds: every link and image destination as written (rewritten in the tree when
    /// `resolve` says so) with the place it is written, raw HTML and unsafe links, `docgen` fences inside a list or
    /// quote with the top-level block that holds them, the lines of every code block, and the link reference
    /// definitions on the lines no block covers.
    private struct Inspection {
        var links: [MarkdownLink] = []
        var codeLines: [ClosedRange<Int>] = []
        var definitions: [MarkdownDefinition] = []
        var unsafeContent: [Diagnostic] = []
        var nestedDirectives: [(block: OpaquePointer, diagnostic: Diagnostic)] = []
    }

    private func inspect(_ root: OpaquePointer, file: String, lineOffset: Int, resolve: LinkResolver?,
                         source: MarkdownSourceLines) -> Inspection {
        var found = Inspection()
        var block = root
        var leaf: CmarkLeafPlace?
        // The lines of the parsed text inside a leaf block: what is left, outside a blank line, is a definition.
        var covered = Set<Int>()
        walk(root) { node, entering in
            guard entering else { return }
            if cmark_node_parent(node) == root { block = node }
            let type = cmark_node_get_type(node)
            if Self.leafTypes.contains(type) {
                let place = leafPlace(of: node)
                if type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING { leaf = place }
                let end = Int(cmark_node_get_end_line(node))
                if place.startLine + place.definitionLines <= end { covered.formUnion((place.startLine + place.definitionLines)...end) }
            }
            switch type {
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                var link = rewriteLink(node, file: file, lineOffset: lineOffset, resolve: resolve)
                let ends = leaf.map { source.ends(line: Int(cmark_node_get_end_line(node)), column: Int(cmark_node_get_end_column(node)), in: $0) } ?? []
                let title = string(cmark_node_get_title(node))
                let readings = ends.compactMap { source.link(endingAt: $0, destination: link.written.destination, title: title) }
                if let written = readings.first(where: { $0.1 != nil }) ?? readings.first {
                    link.written.kind = written.0
                    link.written.destinationRange = written.1.map { SourceByteRange(line: $0.line + lineOffset, columns: $0.columns) }
                }
                found.links.append(link.written)
                if let unsafe = unsafeLink(node, destination: link.destination, location: link.written.location) {
                    found.unsafeContent.append(unsafe)
                }
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                if let unsafe = unsafeHTML(node, location: location(of: node, file: file, lineOffset: lineOffset)) {
                    found.unsafeContent.append(unsafe)
                }
            case CMARK_NODE_CODE_BLOCK:
                found.codeLines.append(lines(of: node, lineOffset: lineOffset))
                guard block != node, DirectiveSyntax.isDirective(info: fenceInfo(of: node)) else { break }
                // A `docgen` fence inside a list or quote cannot be spliced between blocks: say so.
                let location = location(of: node, file: file, lineOffset: lineOffset)
                found.nestedDirectives.append((block, DirectiveError(reason: .nested, location: location).diagnostic))
            default:
                break
            }
        }
        if found.links.contains(where: { $0.kind == .reference }) {
            found.definitions = (1...source.lineCount).filter { !covered.contains($0) }.compactMap { number in
                source.definition(onLine: number).map { MarkdownDefinition(destination: $0.destination,
                                                                           range: SourceByteRange(line: number + lineOffset, columns: $0.range.columns)) }
            }
        }
        return found
    }

    /// The blocks that hold text rather than other blocks.
    private static let leafTypes: [cmark_node_type] = [CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK,
                                                          CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_CUSTOM_BLOCK]

    /// Where a leaf block starts, how many quotes hold it and, for a paragraph, how many of its first lines cmark read
    /// as link reference definitions: the lines between its last inline's line and its own last line (cmark counts
    /// the inlines' lines from the paragraph's first line, definitions included; see `MarkdownSourceLines`).
    private func leafPlace(of node: OpaquePointer) -> CmarkLeafPlace {
        var quotes = 0
        var parent = cmark_node_parent(node)
        while let container = parent {
            if cmark_node_get_type(container) == CMARK_NODE_BLOCK_QUOTE { quotes += 1 }
            parent = cmark_node_parent(container)
        }
        let start = Int(cmark_node_get_start_line(node)), end = Int(cmark_node_get_end_line(node))
        var definitions = 0
        if cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH {
            var last = 0
            walk(node) { child, _ in if child != node { last = max(last, Int(cmark_node_get_end_line(child))) } }
            if last >= start { definitions = min(max(0, end - last), end - start) }
        }
        return CmarkLeafPlace(startLine: start, startColumn: Int(cmark_node_get_start_column(node)), quoteDepth: quotes, definitionLines: definitions)
    }

    /// Every link and image destination as written, with its place; rewritten in the tree when `resolve` says so.
    @discardableResult
    private func rewriteLinks(in root: OpaquePointer, file: String, lineOffset: Int, resolve: LinkResolver?) -> [MarkdownLink] {
        var links: [MarkdownLink] = []
        walk(root) { node, entering in
            let type = cmark_node_get_type(node)
            guard entering, type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE else { return }
            links.append(rewriteLink(node, file: file, lineOffset: lineOffset, resolve: resolve).written)
        }
        return links
    }

    /// A link or image as written, and its destination once `resolve` has rewritten it in the tree.
    private func rewriteLink(_ node: OpaquePointer, file: String, lineOffset: Int,
                             resolve: LinkResolver?) -> (written: MarkdownLink, destination: String) {
        let destination = string(cmark_node_get_url(node))
        let location = location(of: node, file: file, lineOffset: lineOffset)
        let written = MarkdownLink(destination: destination, isImage: cmark_node_get_type(node) == CMARK_NODE_IMAGE, location: location)
        if let replacement = resolve?(destination, location), replacement != destination {
            _ = cmark_node_set_url(node, replacement)
            return (written, replacement)
        }
        return (written, destination)
    }

    /// Raw HTML, one diagnostic per place (an error, or with `.omit` a warning: nothing vanishes unnoticed).
    private func unsafeHTML(_ node: OpaquePointer, location: SourceLocation) -> Diagnostic? {
        let html = string(cmark_node_get_literal(node))
        if rawHTML != .allow {
            return MarkdownSafetyError(.rawHTML(html), at: location, policy: rawHTML).diagnostic
        } else if let why = UnsafeMarkup.finding(inHTML: html) {
            return MarkdownSafetyError(.unsafeHTML(html, why: why), at: location, policy: rawHTML).diagnostic
        }
        return nil
    }

    /// A link to an unsafe address, emptied in the tree, so that no policy lets it through.
    private func unsafeLink(_ node: OpaquePointer, destination: String, location: SourceLocation) -> Diagnostic? {
        guard UnsafeMarkup.unsafeScheme(of: destination) != nil else { return nil }
        _ = cmark_node_set_url(node, "")
        return MarkdownSafetyError(.unsafeLink(destination), at: location, policy: rawHTML).diagnostic
    }

    private func location(of node: OpaquePointer, file: String, lineOffset: Int) -> SourceLocation {
        SourceLocation(file: file, line: Int(cmark_node_get_start_line(node)) + lineOffset,
                       column: Int(cmark_node_get_start_column(node)))
    }

    /// The lines of the file a block was parsed from, first to last (cmark's source positions, shifted by the front matter).
    private func lines(of node: OpaquePointer, lineOffset: Int) -> ClosedRange<Int> {
        let first = Int(cmark_node_get_start_line(node)) + lineOffset
        return first...max(first, Int(cmark_node_get_end_line(node)) + lineOffset)
    }

    private func walk(_ root: OpaquePointer, _ visit: (OpaquePointer, Bool) -> Void) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            visit(node, event == CMARK_EVENT_ENTER)
        }
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
