/// Raw HTML or an unsafe address in a page, and where it is: an error, or a warning when the site leaves such
/// things out (`RawHTMLPolicy.omit`).
public struct MarkdownSafetyError: DiagnosticConvertible, Hashable {
    public enum Reason: Hashable, Sendable {
        /// Raw HTML (its first characters), which the site does not copy into pages.
        case rawHTML(String)
        /// Raw HTML the site copies, holding something that could run code (`UnsafeMarkup.Finding`).
        case unsafeHTML(String, why: String)
        /// A link or image whose destination runs code or embeds a file.
        case unsafeLink(String)
    }

    public var reason: Reason
    public var location: SourceLocation
    public var policy: RawHTMLPolicy

    public init(_ reason: Reason, at location: SourceLocation, policy: RawHTMLPolicy) {
        self.reason = reason
        self.location = location
        self.policy = policy
    }

    public var diagnostic: Diagnostic {
        let omitted = policy == .omit
        switch reason {
        case .rawHTML(let excerpt):
            if omitted {
                return Diagnostic(severity: .warning, location: location, code: "markdown.raw-html",
                                  message: "Raw HTML is left out of the page (docgen never copies HTML from content).",
                                  hint: "Write it in Markdown, or use a docgen part.")
            }
            return Diagnostic(location: location, code: "markdown.raw-html",
                              message: "The page holds raw HTML (\(Self.quoted(excerpt))), which docgen does not copy into pages.",
                              hint: "Write it in Markdown or use a docgen part; a site that means to copy HTML sets `markdown: { raw-html: allow }` in site.yaml.")
        case .unsafeHTML(let excerpt, let why):
            return Diagnostic(location: location, code: "markdown.unsafe-html",
                              message: "The raw HTML \(Self.quoted(excerpt)) holds \(why), which could run code in the page.",
                              hint: "Remove it: pages never carry scripts, frames, event handlers or javascript:, vbscript:, data: or file: addresses; scripts belong in the templates.")
        case .unsafeLink(let destination):
            if omitted {
                return Diagnostic(severity: .warning, location: location, code: "markdown.unsafe-link",
                                  message: "The link '\(destination.prefix(60))' runs code or embeds a file; the page shows it without a destination.",
                                  hint: "Link to a page, a file in Public/, or an https: address.")
            }
            return Diagnostic(location: location, code: "markdown.unsafe-link",
                              message: "The link '\(destination.prefix(60))' runs code or embeds a file.",
                              hint: "Link to a page, a file in Public/, or an https: address.")
        }
    }

    /// The first line of `text`, at most 40 characters, in backquotes.
    private static func quoted(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return "`" + (line.count > 40 ? line.prefix(40) + "…" : line) + "`"
    }
}
