import DocGenSupport

/// What a member written beside a token's value in Style Dictionary's notation is, for the flattener: metadata that
/// Style Dictionary itself keeps or that teams keep for their own tools (`actions`, `attributes`, `comment`,
/// `source`, …), a color recipe (`modify`, computed by `ColorRecipeValue`), or something else.
package enum StyleDictionaryMember: Equatable {
    /// A note for people or tools, which gives no value: ignored, with a warning.
    case metadata
    /// `"modify": [ … ]` or `"modify": { … }`: a color recipe, computed or reported by `ColorRecipeValue`.
    case recipe
    /// Neither: the flattener's other rules apply.
    case other

    /// Names Style Dictionary gives a token itself (`attributes`, `filePath`, `isSource`, `original`, `name`, `path`,
    /// style-dictionary `lib/utils/flattenTokens.js` and `lib/transform/token.js`), the flag its formats read
    /// (`outputReferences`, Paragon's `tokens/style-dictionary.js`), and notes teams keep beside values: `comment`
    /// (Style Dictionary's own description member), `source` (the Sass variable a token replaces) and `actions` (the
    /// tokens an interactive color uses), both in Open edX Paragon's `tokens/src`, `themeable` (Style Dictionary's
    /// multi-brand examples), `docs`, `private`.
    package static let metadataNames: Set<String> = ["actions", "attributes", "comment", "source", "themeable", "outputReferences", "filePath",
                                             "isSource", "original", "name", "path", "key", "docs", "private", "deprecated_comment"]

    /// The member `key` holding `value`, beside a token's value.
    package init(key: String, value: JSONValue) {
        if key == "modify", value.elements != nil || value.members != nil {
            self = .recipe
        } else if Self.metadataNames.contains(key), !Self.holdsToken(value) {
            self = .metadata
        } else {
            self = .other
        }
    }

    /// Whether an object holds a token (a `$value` or `value` member) anywhere below it (depth bounded by the reader).
    package static func holdsToken(_ value: JSONValue) -> Bool {
        guard let members = value.members else { return false }
        return members.contains { $0.key == "$value" || $0.key == "value" || holdsToken($0.value) }
    }
}
