import Mustache
internal import CCmark
import DesignTokens
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
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

    /// Parses `text`, whose first line is line `firstLine` of `file` (front matter shifts it).
    public func parse(_ text: String, file: String, firstLine: Int = 1, resolveLink: LinkResolver? = nil) -> MarkdownDocument {
        guard let root = parseDocument(text) else { return MarkdownDocument(blocks: []) }
        defer { cmark_node_free(root) }
        let lineOffset = firstLine - 1
        var diagnostics: [Diagnostic] = []
        let links = rewriteLinks(in: root, file: file, lineOffset: lineOffset, resolve: resolveLink)
        diagnostics += unsafeContent(in: root, file: file, lineOffset: lineOffset)

        var blocks: [MarkdownBlock] = []
        var node = cmark_node_first_child(root)
        while let current = node {
            let location = SourceLocation(file: file, line: Int(cmark_node_get_start_line(current)) + lineOffset,
                                          column: Int(cmark_node_get_start_column(current)))
            switch cmark_node_get_type(current) {
            case CMARK_NODE_HEADING:
                blocks.append(.heading(MarkdownHeading(
                    level: Int(cmark_node_get_heading_level(current)),
                    text: plainText(of: current),
                    html: innerHTML(of: current),
                    location: location)))
            case CMARK_NODE_CODE_BLOCK where DirectiveSyntax.isDirective(info: fenceInfo(of: current)):
                let invocation = DirectiveSyntax.parse(
                    info: fenceInfo(of: current),
                    body: string(cmark_node_get_literal(current)),
                    location: location)
                switch invocation {
                case .success(let value): blocks.append(.directive(value))
                case .failure(let error): diagnostics.append(error.diagnostic)
                }
            default:
                diagnostics += nestedDirectives(in: current, file: file, lineOffset: lineOffset)
                blocks.append(.html(render(current)))
            }
            node = cmark_node_next(current)
        }
        return MarkdownDocument(blocks: blocks, links: links, diagnostics: diagnostics)
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
            cmark_parse_document(pointer, text.utf8.count, options)
        }
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

    /// Every link and image destination as written, with its place; rewritten in the tree when `resolve` says so.
    @discardableResult
    private func rewriteLinks(in root: OpaquePointer, file: String, lineOffset: Int, resolve: LinkResolver?) -> [MarkdownLink] {
        var links: [MarkdownLink] = []
        walk(root) { node, entering in
            let type = cmark_node_get_type(node)
            guard entering, type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE else { return }
            let destination = string(cmark_node_get_url(node))
            let location = SourceLocation(file: file, line: Int(cmark_node_get_start_line(node)) + lineOffset,
                                          column: Int(cmark_node_get_start_column(node)))
            links.append(MarkdownLink(destination: destination, isImage: type == CMARK_NODE_IMAGE, location: location))
            if let replacement = resolve?(destination, location), replacement != destination {
                _ = cmark_node_set_url(node, replacement)
            }
        }
        return links
    }

    /// Raw HTML and links to unsafe addresses, one diagnostic per place (an error, or with `.omit` a warning: nothing
    /// vanishes unnoticed). An unsafe destination is emptied in the tree, so that no policy lets it through.
    private func unsafeContent(in root: OpaquePointer, file: String, lineOffset: Int) -> [Diagnostic] {
        var found: [Diagnostic] = []
        walk(root) { node, entering in
            guard entering else { return }
            let location = SourceLocation(file: file, line: Int(cmark_node_get_start_line(node)) + lineOffset,
                                          column: Int(cmark_node_get_start_column(node)))
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                let html = string(cmark_node_get_literal(node))
                if rawHTML != .allow {
                    found.append(MarkdownSafetyError(.rawHTML(html), at: location, policy: rawHTML).diagnostic)
                } else if let why = UnsafeMarkup.finding(inHTML: html) {
                    found.append(MarkdownSafetyError(.unsafeHTML(html, why: why), at: location, policy: rawHTML).diagnostic)
                }
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                let destination = string(cmark_node_get_url(node))
                guard UnsafeMarkup.unsafeScheme(of: destination) != nil else { return }
                found.append(MarkdownSafetyError(.unsafeLink(destination), at: location, policy: rawHTML).diagnostic)
                _ = cmark_node_set_url(node, "")
            default:
                break
            }
        }
        return found
    }

    /// A `docgen` fence inside a list or quote cannot be spliced between blocks: say so.
    private func nestedDirectives(in block: OpaquePointer, file: String, lineOffset: Int) -> [Diagnostic] {
        var found: [Diagnostic] = []
        walk(block) { node, entering in
            guard entering, node != block, cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK,
                  DirectiveSyntax.isDirective(info: fenceInfo(of: node)) else { return }
            let location = SourceLocation(file: file, line: Int(cmark_node_get_start_line(node)) + lineOffset,
                                          column: Int(cmark_node_get_start_column(node)))
            found.append(DirectiveError(reason: .nested, location: location).diagnostic)
        }
        return found
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
