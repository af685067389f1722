import DocGenSupport
import DesignTokens

/// How a team's build names a token: an optional prefix, then the token's path (its last segment left out when it
/// names its group's default: `_`, `@`, `DEFAULT`, `$root`), written in one style.
///
/// Style Dictionary's name transforms and the builds teams write themselves differ in two ways: whether the path's
/// segments are kept as written (`bgColor`, `line_height`) or cut into words and re-cased (`bg-color`,
/// `line-height`), and what joins them (`-`, `_`, capitals). `--kui-line-height-sm` is the kebab style of
/// `line_height.sm` under the prefix `kui`; `--fgColor-default` is the hyphen style of `fgColor.default`.
public struct BuildNameRule: Hashable, Sendable, CustomStringConvertible {
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// Segments as written, joined with `-`: `bgColor.rest` → `bgColor-rest` (Primer's CSS).
        case hyphen
        /// Segments as written, joined with `_`.
        case underscore
        /// Words lowercased, joined with `-`: `bgColor.rest` → `bg-color-rest` (Style Dictionary's `name/kebab`).
        case kebab
        /// Words lowercased, joined with `_` (`name/snake`).
        case snake
        /// Words uppercased, joined with `_` (`name/constant`).
        case constant
        /// As `kebab`, with digits a word of their own (`ui300` → `ui-300`), as lodash's `kebabCase` cuts them
        /// (Style Dictionary 2 and 3).
        case kebabDigits = "kebab-digits"
        /// As `snake`, with digits a word of their own.
        case snakeDigits = "snake-digits"
        /// As `constant`, with digits a word of their own.
        case constantDigits = "constant-digits"
        /// Words capitalized after the first, joined with nothing: `colorBgRest` (`name/camel`).
        case camel
        /// Every word capitalized: `ColorBgRest` (`name/pascal`, Style Dictionary's flat JSON and ES6 outputs).
        case pascal
    }

    /// Written before the path, without the leading `--` of a custom property (`pgn`, `md-sys`); empty for none.
    public var prefix: String
    public var style: Style

    public init(prefix: String = "", style: Style = .hyphen) {
        self.prefix = Self.trimmed(prefix)
        self.style = style
    }

    /// Segments that stand for their group's own value: Style Dictionary's `_`, `@` and `DEFAULT`, DTCG 2025.10's
    /// `$root`.
    public static let defaultLeaves: Set<String> = ["_", "@", "$root", "DEFAULT"]

    /// `prefix "pgn", kebab`, or `kebab` without a prefix: how reports name the rule.
    public var description: String {
        prefix.isEmpty ? style.rawValue : "prefix \"\(prefix)\", \(style.rawValue)"
    }

    /// The name a build writes for `path`, without the `--` of a custom property.
    public func name(for path: TokenPath) -> String {
        var segments = path.segments
        if segments.count > 1, let last = segments.last, Self.defaultLeaves.contains(last) { segments.removeLast() }
        return join((prefix.isEmpty ? [] : [prefix]) + segments)
    }

    /// The path a name stands for when no token has it: the name without the prefix, cut where the style joins
    /// segments (`--pgn-color-primary-base` → `color.primary.base`); nil when the name does not start with the prefix.
    public func path(for name: String) -> TokenPath? {
        var rest = Substring(name)
        while rest.hasPrefix("-") { rest = rest.dropFirst() }
        if !prefix.isEmpty {
            let head = join([prefix])
            guard rest.hasPrefix(head) else { return nil }
            rest = rest.dropFirst(head.count)
            while let first = rest.first, first == "-" || first == "_" { rest = rest.dropFirst() }
        }
        let segments: [String]
        switch style {
        case .hyphen, .kebab, .kebabDigits: segments = rest.split(separator: "-").map(String.init)
        case .underscore, .snake, .snakeDigits: segments = rest.split(separator: "_").map(String.init)
        case .constant, .constantDigits: segments = rest.split(separator: "_").map { $0.lowercased() }
        case .camel, .pascal: segments = CaseWords.split(String(rest)).map { $0.lowercased() }
        }
        return segments.isEmpty ? nil : TokenPath(segments)
    }

    /// `name` as the rule spells it: an asset catalog's namespaced name (`Button/Primary/Fill`, one folder per group)
    /// has its parts joined in the rule's style (`buttonPrimaryFill` in camel case); other names are kept.
    public func spelled(_ name: String) -> String {
        name.contains("/") ? join(name.split(separator: "/").map(String.init)) : name
    }

    /// The parts joined in the rule's style.
    package func join(_ parts: [String]) -> String {
        switch style {
        case .hyphen: return parts.joined(separator: "-")
        case .underscore: return parts.joined(separator: "_")
        case .kebab, .kebabDigits: return words(parts).map { $0.lowercased() }.joined(separator: "-")
        case .snake, .snakeDigits: return words(parts).map { $0.lowercased() }.joined(separator: "_")
        case .constant, .constantDigits: return words(parts).map { $0.uppercased() }.joined(separator: "_")
        case .camel, .pascal:
            let words = parts.flatMap { CaseWords.split($0) }
            return words.enumerated().map { index, word in
                index == 0 && style == .camel ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst().lowercased()
            }.joined()
        }
    }

    /// The parts cut into words, digits apart for the styles that say so.
    private func words(_ parts: [String]) -> [String] {
        let digitsApart = style == .kebabDigits || style == .snakeDigits || style == .constantDigits
        return parts.flatMap { CaseWords.split($0, digitsApart: digitsApart) }
    }

    /// The prefix without the `-` a user may write around it (`--pgn-` → `pgn`).
    package static func trimmed(_ prefix: String) -> String {
        var text = Substring(prefix)
        while let first = text.first, first == "-" || first == "_" { text = text.dropFirst() }
        while let last = text.last, last == "-" || last == "_" { text = text.dropLast() }
        return String(text)
    }
}
