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

    /// The HTML that replaces the fence. Throws `DirectiveError` for problems only visible with the site's data.
    func render(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> String
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

/// What a part may read while it renders: the page it sits in and the whole build.
public struct DirectiveContext: Sendable {
    public var page: Page
    public var build: BuildContext

    /// Inline Markdown (emphasis, code, links) as safe HTML, with links resolved like the page's own.
    public func inlineMarkdown(_ text: String, line: Int) -> String {
        CommonMarkParser().renderInline(text, file: page.source.displayPath, line: line,
                                        resolveLink: build.linkResolver(from: page))
    }
}
