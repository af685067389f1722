import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenMarkdown

/// The site's own settings, from `site.yaml` at the top of the content folder.
public struct SiteConfiguration: Hashable, Sendable {
    public var title: String
    public var description: String
    /// The `lang` of every page.
    public var language: String
    /// A line in the footer (a copyright, a link to the repository), inline Markdown.
    public var footer: String?
    /// Limits raised for this site (`limits:`), over the defaults; a `--limit` flag wins over them.
    public var limits = InputLimits()
    /// What raw HTML in a page does (`markdown: { raw-html: error | omit | allow }`).
    public var rawHTML = RawHTMLPolicy.error

    public init(title: String = "Design system", description: String = "", language: String = "en", footer: String? = nil) {
        self.title = title
        self.description = description
        self.language = language
        self.footer = footer
    }
}
