import ButtonModel
import DesignTokens
import DocGenMarkdown
import DocGenSupport

/// A part of a page that docgen generates: a table, the token tables, the state matrix, the gallery, the checks.
///
/// A part declares its parameters so that every invocation is validated when the page is parsed, before any
/// token is resolved: a typo in a page fails the build with the file and line, not a blank table.
public protocol DirectivePart: Sendable {
    /// The name after `docgen` in the fence's info string.
    var name: String { get }
    /// One sentence for the reference documentation.
    var summary: String { get }
    var parameters: [DirectiveParameter] { get }
    /// Whether the fence's content is used (a table's rows) or must be empty.
    var takesBody: Bool { get }

    /// Whether the part shows every design system (a comparison), not only the one `system(for:)` gives it: a token
    /// edit of any system then renders its page again.
    var showsEverySystem: Bool { get }

    /// The part's one document for an invocation. Throws `DirectiveError` for problems only visible with the site's
    /// data (an argument naming nothing the system has), found here once for both the HTML and the Markdown twin.
    func document(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> any PartDocument

    /// The token paths (prefixes) the part lists of its system, known from the invocation alone, before any token
    /// is resolved: `TokenDemand` resolves at least these. Empty for parts that list no tokens.
    func tokenPrefixes(_ invocation: DirectiveInvocation) -> [TokenPath]
}

extension DirectivePart {
    public var showsEverySystem: Bool { false }

    public func tokenPrefixes(_ invocation: DirectiveInvocation) -> [TokenPath] { [] }

    /// The HTML that replaces the fence: the document's HTML.
    public func render(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> String {
        try document(invocation, in: context).html
    }

    /// The Markdown that replaces the fence in the page's twin: the document's Markdown.
    public func markdown(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> String {
        try document(invocation, in: context).markdown
    }
}

public struct DirectiveParameter: Hashable, Sendable {
    public var name: String
    public var isRequired: Bool
    public var summary: String

    public init(_ name: String, required: Bool = false, _ summary: String) {
        self.name = name
        self.isRequired = required
        self.summary = summary
    }
}

/// What a part may read while it renders: the page it sits in and what the site is drawn from.
public struct DirectiveContext: Sendable {
    public var page: Page
    public var site: SiteModel

    public init(page: Page, site: SiteModel) {
        self.page = page
        self.site = site
    }

    /// Inline Markdown (emphasis, code, links) as safe HTML, with links resolved like the page's own.
    public func inlineMarkdown(_ text: String, line: Int) -> String {
        CommonMarkParser().renderInline(text, file: page.source.displayPath, line: line,
                                        resolveLink: site.linkResolver(from: page))
    }
}

extension DirectiveContext {
    /// The design system a part documents: the one named by its `system=` argument, or the page's own.
    public func system(for invocation: DirectiveInvocation) throws(DirectiveError) -> DesignSystem {
        if let id = invocation["system"] {
            guard let system = site.system(id: id) else {
                let ids = site.systems.map(\.id)
                throw DirectiveError(reason: .invalidValue(argument: "system", value: id,
                                                           expected: ids.isEmpty ? "a design system, but the site has none" : "one of \(ids.joined(separator: ", "))"),
                                     location: invocation.location)
            }
            return system
        }
        guard let system = site.system(of: page) else {
            throw DirectiveError(reason: .noSystem(directive: invocation.name), location: invocation.location)
        }
        return system
    }
}
