import DocGenSupport
import DesignTokens

extension BuildNameRule {
    /// What inferring a rule found: the rule, and how many of the output's names it maps to a token.
    public struct Inference: Hashable, Sendable {
        public var rule: BuildNameRule
        public var mapped: Int
        public var total: Int
    }

    /// The rule that maps the most of `names` (as the output writes them; a custom property's `--` is dropped) to
    /// `paths`, trying every style with no prefix and with the prefixes the names share (`pgn`, `md-sys`); `prefix`
    /// fixes the prefix instead. Ties go to the earlier style (`hyphen` first, segments kept as written). When no
    /// rule maps any name, the hyphen style with the given prefix.
    public static func infer(names: [String], paths: [TokenPath], prefix: String? = nil) -> Inference {
        let bare = names.map(bareName)
        let prefixes = prefix.map { [trimmed($0)] } ?? candidatePrefixes(bare)
        var best = Inference(rule: BuildNameRule(prefix: prefix ?? "", style: .hyphen), mapped: 0, total: bare.count)
        for style in Style.allCases {
            let plain = BuildNameRule(style: style)
            let known = Set(paths.map(plain.name(for:)))
            for candidate in prefixes {
                let rule = BuildNameRule(prefix: candidate, style: style)
                let mapped = bare.reduce(0) { count, name in count + (rule.unprefixed(rule.spelled(name)).map(known.contains) == true ? 1 : 0) }
                if mapped > best.mapped { best = Inference(rule: rule, mapped: mapped, total: bare.count) }
            }
        }
        return best
    }

    /// `name` without a custom property's leading `--`.
    public static func bareName(_ name: String) -> String {
        name.hasPrefix("--") ? String(name.dropFirst(2)) : name
    }

    /// `name` without the rule's prefix, in the form the rule with no prefix writes; nil when the prefix is not there.
    package func unprefixed(_ name: String) -> String? {
        guard !prefix.isEmpty else { return name }
        let head = join([prefix])
        guard name.hasPrefix(head) else { return nil }
        var rest = name.dropFirst(head.count)
        switch style {
        case .hyphen, .kebab, .kebabDigits:
            guard rest.first == "-" else { return nil }
            rest = rest.dropFirst()
        case .underscore, .snake, .constant, .snakeDigits, .constantDigits:
            guard rest.first == "_" else { return nil }
            rest = rest.dropFirst()
        case .camel:
            guard let first = rest.first, first.isUppercase else { return nil }
            return first.lowercased() + rest.dropFirst()
        case .pascal:
            guard let first = rest.first, first.isUppercase else { return nil }
        }
        return rest.isEmpty ? nil : String(rest)
    }

    /// The prefixes worth trying: none, and the first one or two words most names start with (at most eight).
    private static func candidatePrefixes(_ names: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for name in names {
            for separator in ["-", "_"] {
                let words = name.split(separator: Character(separator), maxSplits: 2, omittingEmptySubsequences: false)
                if words.count > 1 { counts[String(words[0]).lowercased(), default: 0] += 1 }
                if words.count > 2 { counts[words[0...1].joined(separator: "-").lowercased(), default: 0] += 1 }
            }
            let camel = CaseWords.split(name)
            if camel.count > 1 { counts[camel[0].lowercased(), default: 0] += 1 }
        }
        let common = counts.filter { $0.value * 20 >= names.count }.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        return [""] + common.prefix(8).map(\.key)
    }
}
