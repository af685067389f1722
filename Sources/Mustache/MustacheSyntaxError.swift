/// Why a template cannot be read, and where (1-based line, and column in UTF-8 bytes, of the tag or text at fault).
public struct MustacheSyntaxError: Error, Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        /// `{{` with no `}}` after it.
        case unclosedTag
        /// `{{{name}}` or `{{=…}}` not ended the way it began.
        case malformedTag(String)
        /// `{{#name}}` (or `^`, `<`, `$`) with no `{{/name}}`.
        case unclosedSection(String)
        /// `{{/name}}` where another section is open, or none.
        case unexpectedClose(String, open: String?)
        /// A tag with no name, or a name with white space inside.
        case invalidName(String)
        /// `{{=…=}}` that does not give two delimiters.
        case invalidDelimiters(String)
        /// Sections, blocks and parents opened inside one another more than `limit` levels deep.
        case nestedTooDeep(limit: Int)
    }

    public var reason: Reason
    public var line: Int
    public var column: Int

    public var message: String {
        switch reason {
        case .unclosedTag:
            "a tag opened here is never closed with its closing delimiter"
        case .malformedTag(let text):
            "the tag '\(text)' is not ended the way it began"
        case .unclosedSection(let name):
            "the section '\(name)' opened here is never closed with {{/\(name)}}"
        case .unexpectedClose(let name, let open?):
            "{{/\(name)}} closes a section that is not open here; the open section is '\(open)'"
        case .unexpectedClose(let name, nil):
            "{{/\(name)}} closes a section that was never opened"
        case .invalidName(let name):
            "'\(name)' is not a name a tag can read"
        case .invalidDelimiters(let text):
            "'\(text)' does not set two delimiters, as in {{=<% %>=}}"
        case .nestedTooDeep(let limit):
            "sections, blocks and parents open inside one another here more than \(limit) levels deep"
        }
    }
}
