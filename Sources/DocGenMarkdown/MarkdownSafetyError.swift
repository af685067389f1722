import DocGenSupport
import DocGenYAML

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

    /// An error, or a warning when the site leaves raw HTML and unsafe addresses out (`.omit`).
    public var diagnostic: Diagnostic {
        let (code, message, hint) = explanation
        return Diagnostic(severity: policy == .omit ? .warning : .error, location: location, code: "markdown.\(code)",
                          message: message, hint: hint)
    }

    private var explanation: (String, String, String) {
        let omitted = policy == .omit
        switch reason {
        case .rawHTML(let excerpt):
            return omitted
                ? ("raw-html", "Raw HTML is left out of the page (docgen never copies HTML from content).", "Write it in Markdown, or use a docgen part.")
                : ("raw-html", "The page holds raw HTML (\(Self.quoted(excerpt))), which docgen does not copy into pages.",
                   "Write it in Markdown or use a docgen part; a site that means to copy HTML sets `markdown: { raw-html: allow }` in site.yaml.")
        case .unsafeHTML(let excerpt, let why):
            return ("unsafe-html", "The raw HTML \(Self.quoted(excerpt)) holds \(why), which could run code in the page.",
                    "Remove it: pages never carry scripts, frames, event handlers or javascript:, vbscript:, data: or file: addresses; scripts belong in the templates.")
        case .unsafeLink(let destination):
            return ("unsafe-link", "The link '\(destination.prefix(60))' runs code or embeds a file" + (omitted ? "; the page shows it without a destination." : "."),
                    "Link to a page, a file in Public/, or an https: address.")
        }
    }

    /// The first line of `text`, at most 40 characters, in backquotes.
    private static func quoted(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return "`" + (line.count > 40 ? line.prefix(40) + "…" : line) + "`"
    }
}
