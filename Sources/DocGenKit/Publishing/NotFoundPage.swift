import ButtonModel
import DocGenMarkdown
import DocGenSupport

/// `404.html`, which static hosts (GitHub Pages, Netlify, Cloudflare Pages, S3) serve for any missing address. It is
/// laid out with the `404` template. Served at any depth, its relative links would point nowhere, so with a base
/// URL it carries `<base href>` naming the site's root; without one it works at the root of a host only.
public enum NotFoundPage {
    public static let path = "404.html"
    public static let title = "Page not found"
    public static let description = "There is no page at this address. It may have moved, or the link may be mistyped."

    /// The page as the templates see it: no source, no headings, written to `404.html`.
    public static var page: Page {
        let source = SourceFile(relativePath: "404.md", displayPath: "(built-in 404 page)", text: "")
        return Page(source: source, frontMatter: FrontMatter(title: title, description: description, layout: "404"), document: MarkdownDocument(blocks: []),
                    outputPath: path, title: title, headingIDs: [])
    }
}
