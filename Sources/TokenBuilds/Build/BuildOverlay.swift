import DocGenSupport
import DesignTokens

/// Gives a token set the values the team's build defines: the build is the truth where it has a value.
///
/// Each token whose name (by the name rule) the build writes takes the build's value read as the token's type,
/// and `ResolvedToken.build` says where. Where docgen's own reading differs (colors compared at 8 bits per channel,
/// lengths in px), the build's value is drawn: a reading docgen already knew to be uncertain is settled by it (its
/// uncertainties cleared), a confident one is marked `differsFromBuild` with one `build.differs` warning. An alias
/// the build does not name follows the nearest token of its chain that the build defines. A name that maps to no
/// token is added as one, at the path the rule reads in it, so that a definition can name it.
public enum BuildOverlay {
    /// The set with the build's values, and what applying them said.
    public struct Outcome: Sendable {
        public var set: TokenSet
        public var diagnostics: [Diagnostic]
        /// Tokens that took a value from the build (defined there, or an alias of one).
        public var overlaid: Int
        /// Tokens added from names no source defines.
        public var added: [TokenPath]
    }

    /// `values` in the order the build writes them (a later one with the same name wins); `file` names the build.
    public static func apply(_ values: [BuiltValue], file: String, to set: TokenSet, rule: BuildNameRule) -> Outcome {
        var byName: [String: BuiltValue] = [:], order: [String] = []
        for value in values {
            let name = rule.spelled(BuildNameRule.bareName(value.name))
            if byName.updateValue(value, forKey: name) == nil { order.append(name) }
        }
        var pathOf: [String: TokenPath] = [:]
        for path in set.tokens.keys.sorted() where pathOf[rule.name(for: path)] == nil { pathOf[rule.name(for: path)] = path }
        var result = set, diagnostics: [Diagnostic] = [], defined = Set<TokenPath>(), unmapped: [String] = []
        for name in order {
            guard let built = byName[name] else { continue }
            guard let path = pathOf[name], let token = set.tokens[path] else { unmapped.append(name); continue }
            guard let (overlaid, warning) = overlay(token, with: built, context: set.contextDescription) else { continue }
            result.tokens[path] = overlaid
            defined.insert(path)
            if let warning { diagnostics.append(warning) }
        }
        var followed = 0
        for (path, token) in result.tokens where !defined.contains(path) {
            guard let hop = token.aliases.first(where: defined.contains), let source = result.tokens[hop] else { continue }
            var alias = token
            alias.value = source.value
            alias.uncertainties = source.uncertainties
            result.tokens[path] = alias
            followed += 1
        }
        var added: [TokenPath] = [], left: [String] = []
        for name in unmapped {
            guard let built = byName[name], let path = rule.path(for: name), result.tokens[path] == nil,
                  let type = built.inferredType, let value = built.tokenValue(as: type) else { left.append(name); continue }
            var token = ResolvedToken(path: path, type: type, value: value, location: built.location)
            token.build = BuildProvenance(name: built.name, location: built.location, note: built.note)
            result.tokens[path] = token
            added.append(path)
        }
        if !unmapped.isEmpty { diagnostics.append(unmappedNote(unmapped, added: added, left: left, file: file, rule: rule, mapped: defined.count)) }
        return Outcome(set: result, diagnostics: diagnostics, overlaid: defined.count + followed, added: added)
    }

    /// The token with the build's value, and the warning when a confident reading differed; nil when the build's
    /// text is not a value of the token's type (a shorthand, a font list).
    package static func overlay(_ token: ResolvedToken, with built: BuiltValue, context: String) -> (ResolvedToken, Diagnostic?)? {
        guard let value = built.tokenValue(as: token.type) else { return nil }
        var result = token
        result.build = BuildProvenance(name: built.name, location: built.location, note: built.note)
        let same: Bool
        if let color = built.color, let own = token.value.color {
            same = color.rgba8 == own.rgba8
        } else if case .same = CSSValueMatch.compare(token.value, css: built.text) {
            same = true
        } else {
            same = false
        }
        let wasUncertain = token.isUncertain
        result.uncertainties = []
        if same { return (result, nil) }
        result.value = value
        result.build?.sourceValue = token.value
        if wasUncertain { return (result, nil) }
        let ours = TokenValueText.describe(token.value), theirs = TokenValueText.describe(value)
        let reason = "\(token.path) reads as \(ours) from its source; the build writes \(theirs) (\(built.name) at \(built.location))"
        result.uncertainties = [ValueUncertainty(.differsFromBuild, reason: reason, carrier: token.path, location: built.location)]
        let warning = Diagnostic(severity: .warning, location: token.location, code: "build.differs",
                                 message: "\(reason), for \(context): the build's value is drawn",
                                 hint: ValueUncertainty(.differsFromBuild, reason: reason).advice)
        return (result, warning)
    }

    /// One note (a warning when fewer names map than do not, which suggests another name rule) for the names that
    /// map to no token.
    private static func unmappedNote(_ names: [String], added: [TokenPath], left: [String], file: String,
                                     rule: BuildNameRule, mapped: Int) -> Diagnostic {
        let shown = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", …" : "")
        var message = "\(names.count) name\(names.count == 1 ? "" : "s") of the build map to no token of the sources by the name rule \(rule) (\(shown))"
        if !added.isEmpty { message += "; \(added.count) added as tokens (\(added.prefix(3).map(\.description).joined(separator: ", ")), …) that a definition can name" }
        if !left.isEmpty { message += "; \(left.count) left out (not a color, length or number)" }
        return Diagnostic(severity: mapped < names.count ? .warning : .note, location: SourceLocation(file: file), code: "build.unmapped",
                          message: message, hint: "if these names are tokens of the sources, set the rule: tokens: { build: { nameRule: kebab, prefix: … } }")
    }
}
