import DocGenSupport

/// Why docgen cannot be sure that a token's value is the one the team's own build gives: a member it does not
/// read (an unknown recipe beside `value`), a keyword it approximates, a source that disagrees with the build.
///
/// A resolved token carries every uncertainty its value passes through (its own, and those of the tokens its
/// aliases and operands reach), so that every cell painted with it can say so instead of drawing it with confidence.
public struct ValueUncertainty: Hashable, Sendable, Codable, Comparable {
    public enum Cause: String, Hashable, Sendable, Codable, CaseIterable {
        /// A member beside the value that could change it and that docgen does not read (`"modify": [{"type": "saturate"}]`).
        case unreadMember = "unread-member"
        /// A keyword or function docgen reads only approximately (`inherit`, `currentColor` on a part with no parent).
        case approximated
        /// The team's build gives another value than docgen's reading of the source (the build's is used).
        case differsFromBuild = "differs-from-build"
        /// A value left for the platform to choose (a typography without a line height: the font's normal one).
        case platformDefault = "platform-default"
    }

    public var cause: Cause
    /// What docgen could not reproduce, in a sentence without a final period
    /// (`color.primary.base has "modify" with the type "saturate", which docgen does not compute`).
    public var reason: String
    /// The token where it is written, when it is a token (an alias passes on its target's uncertainty).
    public var carrier: TokenPath?
    /// Where it is written.
    public var location: SourceLocation?

    public init(_ cause: Cause, reason: String, carrier: TokenPath? = nil, location: SourceLocation? = nil) {
        self.cause = cause
        self.reason = reason
        self.carrier = carrier
        self.location = location
    }

    /// What a team does about it: give docgen its build, where the build's values are the truth.
    public var advice: String {
        switch cause {
        case .differsFromBuild:
            "the build's value is drawn; correct the source or the build so that both agree"
        case .unreadMember, .approximated, .platformDefault:
            "name the team's build output in system.yaml (tokens: { build: … }) so that docgen takes the value from it"
        }
    }

    public static func < (lhs: ValueUncertainty, rhs: ValueUncertainty) -> Bool {
        (lhs.carrier?.description ?? "", lhs.cause.rawValue, lhs.reason) < (rhs.carrier?.description ?? "", rhs.cause.rawValue, rhs.reason)
    }
}
