import DocGenSupport

/// A member of a token that docgen does not read but that could change the token's value in the team's own build:
/// a modifier beside `$value` (`"modify": [{"type": "mix", …}]`), an `alpha` on a token that is not a color, an
/// extension holding values. It is reported on the token that carries it, and on every token whose value passes
/// through that token (its aliases, and tokens that use its value inside their own), so that no value that may
/// differ from the team's build is shown without a word.
package struct UnreadMember: Hashable, Sendable {
    /// What was found, as the warning on the carrying token says it (`the member "modify" beside $value`).
    package var found: String
    /// The member in a few words, for the warnings on the tokens whose value passes through it (`"modify"`).
    package var name: String
    /// What docgen read instead.
    package var assumed = "the value without it: the team's own build may give another value"
    /// What to do about it.
    package var advice: String
    /// Where the member is written.
    package var location: SourceLocation

    /// Members beside `$value` whose names say they change the value, whatever they hold.
    package static let valueChangingNames: Set<String> = ["alpha", "opacity", "modify", "modifier", "modifiers", "transform", "transforms",
                                                  "mix", "darken", "lighten", "saturate", "desaturate", "shade", "tint"]

    /// Whether a member beside `$value` could change the value: a name that says so, or a value that is a list or
    /// an object (a recipe), as opposed to a plain note such as a comment.
    package static func couldChangeValue(key: String, value: JSONValue) -> Bool {
        if valueChangingNames.contains(key) { return true }
        switch value.content {
        case .array, .object: return true
        default: return false
        }
    }
}
