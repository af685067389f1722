/// One token as written, before its aliases are resolved: the merged tree flattened to a list.
struct TokenDefinition: Sendable {
    var path: TokenPath
    /// `path` joined with dots: the key aliases look tokens up by.
    var name: String
    /// The token's object as written (for `$ref` pointers into `$type` or `$value`).
    var node: JSONValue
    /// The `$value`, or the token's own `{"$ref": …}` object when the token is a whole-token JSON Pointer alias.
    var value: JSONValue
    /// `$type` of the token or of the nearest enclosing group that has one.
    var declaredType: TokenType?
    /// The token (or a group above it) names a `$type` the format does not define; already reported.
    var hasUnknownType = false
    var description: String?
    var deprecated: Deprecation?
    /// `$extensions` as canonical JSON text.
    var extensions: String?
    /// `alpha` beside `$value` (Primer's convention): the alpha of the resolved color, inherited by aliases.
    var alpha: JSONMember?
    /// `mix` beside `$value` (Primer's convention): the resolved color mixed with another, inherited by aliases.
    var mix: JSONMember?
    /// Members docgen does not read that could change the value (see `UnreadMember`).
    var unread: [UnreadMember] = []
}
