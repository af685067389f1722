import ButtonModel
import DocGenMarkdown
import DocGenSupport

/// Turns the links authors write into links that work wherever the site is opened.
///
/// - `other.md`, `../backbase/index.md#tokens`: a page, by its source path → a relative link to its output.
/// - `/assets/logo.svg`: a path from the site root → made relative to the page, so a sub-path still works.
/// - `https:`, `mailto:`, `#anchor` and other relative paths are kept as written.
public struct ContentLinkResolver: Hashable, Sendable {
    public enum Resolution: Hashable, Sendable {
        case unchanged
        case rewritten(String)
        /// A link to a `.md` file that is not a page of the site.
        case missingPage(String)
        /// A link that climbs out of the content folder.
        case outsideContent(String)
    }

    /// Content path → output path, for every page.
    public var outputPaths: [String: String]

    public init(outputPaths: [String: String]) {
        self.outputPaths = outputPaths
    }

    public func resolve(_ destination: String, fromContentPath page: String) -> Resolution {
        links(fromContentPath: page).resolve(destination)
    }

    /// The links of the page at `page`, with what they share (its folder, the way back to the root) worked out once.
    public func links(fromContentPath page: String) -> PageLinks {
        PageLinks(outputPaths: outputPaths, page: page)
    }

    /// The resolver cmark calls for links written in the page at `page`: the rewritten URL, or `nil` to keep it.
    public func cmarkResolver(fromContentPath page: String) -> CommonMarkParser.LinkResolver {
        links(fromContentPath: page).cmarkResolver
    }
}
