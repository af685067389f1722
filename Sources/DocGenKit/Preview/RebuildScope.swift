import ButtonModel

/// What a preview rebuild must redo for a set of changed files, from the least to the most work.
public struct RebuildScope: Hashable, Sendable {
    /// Markdown pages changed: read the pages again, parse the changed ones, render what they touch.
    public var pages = false
    /// Templates changed: render every page again.
    public var templates = false
    /// Files of `Public/` changed: copy them again.
    public var publicFiles = false
    /// Token or component files of these design systems (by id) changed: resolve and check those systems again,
    /// redraw the buttons, render every page.
    public var tokenSystems: Set<String> = []
    /// Anything else (`site.yaml`, a `system.yaml`, a font): build from scratch.
    public var everything = false

    public init(pages: Bool = false, templates: Bool = false, publicFiles: Bool = false, tokenSystems: Set<String> = [],
                everything: Bool = false) {
        self.pages = pages
        self.templates = templates
        self.publicFiles = publicFiles
        self.tokenSystems = tokenSystems
        self.everything = everything
    }

    public static let nothing = RebuildScope()
    public static let all = RebuildScope(everything: true)

    /// Nothing to rebuild: the changed files are none the site reads.
    public var isEmpty: Bool { self == .nothing }

    /// The work both scopes need.
    public func union(_ other: RebuildScope) -> RebuildScope {
        if everything || other.everything { return .all }
        return RebuildScope(pages: pages || other.pages, templates: templates || other.templates, publicFiles: publicFiles || other.publicFiles,
                     tokenSystems: tokenSystems.union(other.tokenSystems), everything: everything || other.everything)
    }

    /// `pages`, `templates, tokens of orange`, `everything`: how the terminal names the rebuild.
    public var summary: String {
        if everything { return "everything" }
        var parts: [String] = []
        if pages { parts.append("pages") }
        if templates { parts.append("templates") }
        if !tokenSystems.isEmpty {
            parts.append("tokens of " + tokenSystems.sorted().map { $0.isEmpty ? "the root system" : $0 }.joined(separator: ", "))
        }
        if publicFiles { parts.append("public files") }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }
}
