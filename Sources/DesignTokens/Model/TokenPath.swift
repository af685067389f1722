import DocGenSupport

/// The dotted name of a token, such as `color.button.primary.default.background`.
public struct TokenPath: Hashable, Comparable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var segments: [String]

    public init(_ segments: [String]) { self.segments = segments }

    /// Splits on `.`; the caller is responsible for having checked that no segment contains one.
    public init(dotted: String) { self.segments = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }

    public init(stringLiteral value: String) { self.init(dotted: value) }

    public var description: String { segments.joined(separator: ".") }

    public func appending(_ segment: String) -> TokenPath { TokenPath(segments + [segment]) }

    public func hasPrefix(_ prefix: TokenPath) -> Bool { segments.starts(with: prefix.segments) }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool { lhs.description < rhs.description }

    public init(from decoder: Decoder) throws { self.init(dotted: try decoder.singleValueContainer().decode(String.self)) }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
