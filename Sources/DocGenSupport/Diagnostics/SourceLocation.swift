/// A place in an input file: `path:line:column`, optionally with the JSON path or token path inside it.
public struct SourceLocation: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The file as the user named it (relative to the working directory where possible).
    public var file: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column in UTF-8 bytes of the line, when known.
    public var column: Int?
    /// A path inside the file (`color.button.primary.default.background`, `#/sets/0/sources`), when useful.
    public var path: String?

    public init(file: String, line: Int? = nil, column: Int? = nil, path: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
    }

    /// `file:line:column`, then ` (path)` when a path is known.
    public var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        if let path { text += " (\(path))" }
        return text
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line ?? 0, lhs.column ?? 0, lhs.path ?? "")
            < (rhs.file, rhs.line ?? 0, rhs.column ?? 0, rhs.path ?? "")
    }
}
