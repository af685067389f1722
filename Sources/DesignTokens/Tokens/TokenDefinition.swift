import DocGenSupport

/// One token as written, before its aliases are resolved: the merged tree flattened to a list.
package struct TokenDefinition: Sendable {
    package var path: TokenPath
    /// `path` joined with dots: the key aliases look tokens up by.
    package var name: String
    /// The token's object as written (for `$ref` pointers into `$type` or `$value`).
    package var node: JSONValue
    /// The `$value`, or the token's own `{"$ref": …}` object when the token is a whole-token JSON Pointer alias.
    package var value: JSONValue
    /// `$type` of the token or of the nearest enclosing group that has one.
    package var declaredType: TokenType?
    /// The token (or a group above it) names a `$type` the format does not define; already reported.
    package var hasUnknownType = false
    package var description: String?
    package var deprecated: Deprecation?
    /// `$extensions` as canonical JSON text.
    package var extensions: String?
    /// Members docgen does not read that could change the value (see `UnreadMember`).
    package var unread: [UnreadMember] = []
    /// `alpha` and `mix`, which few files write, kept out of line: a large system lists 100,000 definitions per
    /// permutation, and the two members inline would more than double the size of each.
    private var besideValue: BesideValue?

    private indirect enum BesideValue: Sendable {
        case members(alpha: JSONMember?, mix: JSONMember?)
    }

    package init(path: TokenPath, name: String, node: JSONValue, value: JSONValue, declaredType: TokenType?, hasUnknownType: Bool = false,
         description: String? = nil, deprecated: Deprecation? = nil, extensions: String? = nil, alpha: JSONMember? = nil,
         mix: JSONMember? = nil, unread: [UnreadMember] = []) {
        self.path = path
        self.name = name
        self.node = node
        self.value = value
        self.declaredType = declaredType
        self.hasUnknownType = hasUnknownType
        self.description = description
        self.deprecated = deprecated
        self.extensions = extensions
        self.unread = unread
        besideValue = alpha == nil && mix == nil ? nil : .members(alpha: alpha, mix: mix)
    }

    /// `alpha` beside `$value` (Primer's convention): the alpha of the resolved color, inherited by aliases.
    package var alpha: JSONMember? {
        get { if case .members(let alpha, _)? = besideValue { alpha } else { nil } }
        set { besideValue = newValue == nil && mix == nil ? nil : .members(alpha: newValue, mix: mix) }
    }

    /// `mix` beside `$value` (Primer's convention): the resolved color mixed with another, inherited by aliases.
    package var mix: JSONMember? {
        get { if case .members(_, let mix)? = besideValue { mix } else { nil } }
        set { besideValue = newValue == nil && alpha == nil ? nil : .members(alpha: alpha, mix: newValue) }
    }
}
