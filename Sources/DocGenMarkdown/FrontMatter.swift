import DocGenSupport
import DocGenYAML


/// The YAML block between `---` lines at the top of a page.
public struct FrontMatter: Hashable, Sendable {
    public var title: String?
    public var description: String?
    /// Position in the navigation (lower first); pages without one follow, by title.
    public var order: Int?
    /// The template that lays out the page (`page` unless set, `home` for the home page).
    public var layout: String?
    /// The navigation group the page is listed under.
    public var section: String?
    /// Every key, including the ones above, for templates (`page.params.KEY`).
    public var values: [String: FrontMatterValue]
    /// The line of each top-level key, for errors about its value.
    public var keyLines: [String: Int]
    /// How many lines of the file the front matter takes, fences included (0 when there is none).
    public var lineCount: Int

    public init(title: String? = nil, description: String? = nil, order: Int? = nil, layout: String? = nil,
                section: String? = nil, values: [String: FrontMatterValue] = [:], keyLines: [String: Int] = [:], lineCount: Int = 0) {
        self.title = title
        self.description = description
        self.order = order
        self.layout = layout
        self.section = section
        self.values = values
        self.keyLines = keyLines
        self.lineCount = lineCount
    }
}
