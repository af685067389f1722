import DocGenSupport
import DocGenYAML


/// A file read from the content folder.
public struct SourceFile: Hashable, Sendable {
    /// The path inside the content folder, with `/` separators: `backbase/index.md`.
    public var relativePath: String
    /// The path as the user sees it in messages: `Content/backbase/index.md`.
    public var displayPath: String
    public var text: String

    public init(relativePath: String, displayPath: String, text: String) {
        self.relativePath = relativePath
        self.displayPath = displayPath
        self.text = text
    }

    /// The folder of `relativePath`, empty at the top.
    public var relativeDirectory: String {
        guard let slash = relativePath.lastIndex(of: "/") else { return "" }
        return String(relativePath[..<slash])
    }
}
