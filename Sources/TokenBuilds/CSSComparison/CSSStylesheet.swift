import DocGenSupport
import DesignTokens

/// The custom properties of one CSS file, block by block, as `CSSCustomPropertyReader` finds them.
///
/// Only custom properties (`--name: value`) are kept; other declarations are skipped. A block nested in an
/// at-rule or another rule (`@media (prefers-color-scheme: dark) { :root { … } }`) is named by the chain of its
/// preludes joined with one space: `@media (prefers-color-scheme: dark) :root`.
public struct CSSStylesheet: Hashable, Sendable {
    public var file: String
    public var blocks: [CSSRuleBlock]

    public init(file: String, blocks: [CSSRuleBlock]) {
        self.file = file
        self.blocks = blocks
    }

    /// Every distinct block name, in the order they first appear: what `--css-selector` can choose from.
    public var selectorNames: [String] {
        var seen = Set<String>(), names: [String] = []
        for block in blocks where !block.declarations.isEmpty && seen.insert(block.name).inserted { names.append(block.name) }
        return names
    }

    /// The declarations of every block that `selector` names, in source order. A block matches when its whole
    /// name or one selector of its list equals `selector`, compared with whitespace collapsed and quotes dropped,
    /// so `[data-color-mode=dark]` names `[data-color-mode="dark"]`. A selector of one compound (`:root`) matches
    /// top-level blocks only; name a nested block by its chain (`@media (prefers-color-scheme: dark) :root`).
    public func declarations(matching selector: String) -> [CSSDeclaration] {
        let wanted = CSSRuleBlock.normalized(selector)
        return blocks.filter { !$0.declarations.isEmpty && $0.matches(wanted) }.flatMap(\.declarations)
    }
}

/// One `{ … }` block with its custom properties.
public struct CSSRuleBlock: Hashable, Sendable {
    /// The block's own selector list, and through it the enclosing rules' preludes, shared with every block nested
    /// in the same rule: 300,000 blocks inside 500 rules hold one prelude each, not 500.
    package let chain: CSSPreludeChain
    public var declarations: [CSSDeclaration]

    public init(preludes: [String], declarations: [CSSDeclaration]) {
        self.init(chain: preludes.dropFirst().reduce(CSSPreludeChain(preludes.first ?? "", outer: nil)) { CSSPreludeChain($1, outer: $0) },
                  declarations: declarations)
    }

    package init(chain: CSSPreludeChain, declarations: [CSSDeclaration]) {
        self.chain = chain
        self.declarations = declarations
    }

    /// The preludes of the enclosing rules, outermost first, then the block's own selector list.
    public var preludes: [String] { chain.preludes }

    public var name: String { preludes.joined(separator: " ") }

    /// Whether `wanted` (normalized) names the block; the enclosing preludes are read only when its own selector
    /// list could end the name.
    package func matches(_ wanted: String) -> Bool {
        let own = chain.prelude
        let alternatives = Self.splitList(own).map(Self.normalized) + [Self.normalized(own)]
        let candidates = alternatives.filter { wanted.hasSuffix($0) }
        guard !candidates.isEmpty else { return false }
        let outer = chain.outer?.preludes.map(Self.normalized) ?? []
        return candidates.contains { (outer + [$0]).joined(separator: " ") == wanted }
    }

    /// Whitespace collapsed to one space, quotes dropped.
    package static func normalized(_ text: String) -> String {
        text.filter { $0 != "\"" && $0 != "'" }.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// A selector list split at its top-level commas.
    package static func splitList(_ text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in text {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }
}

/// `--name: value`, with the value as written (comments removed, whitespace collapsed, `!important` split off).
public struct CSSDeclaration: Hashable, Sendable {
    public var name: String
    public var value: String
    public var important: Bool
    /// Where the property's name starts.
    public var location: SourceLocation

    public init(name: String, value: String, important: Bool = false, location: SourceLocation) {
        self.name = name
        self.value = value
        self.important = important
        self.location = location
    }
}

/// A rule's prelude and the rule it is nested in: a list that nested blocks share instead of copying.
package final class CSSPreludeChain: Hashable, Sendable {
    package let prelude: String
    package let outer: CSSPreludeChain?

    package init(_ prelude: String, outer: CSSPreludeChain?) {
        self.prelude = prelude
        self.outer = outer
    }

    /// Outermost first.
    package var preludes: [String] {
        var result: [String] = [], link: CSSPreludeChain? = self
        while let current = link {
            result.append(current.prelude)
            link = current.outer
        }
        return result.reversed()
    }

    package static func == (lhs: CSSPreludeChain, rhs: CSSPreludeChain) -> Bool {
        var left: CSSPreludeChain? = lhs, right: CSSPreludeChain? = rhs
        while let l = left, let r = right {
            if l === r { return true }
            if l.prelude != r.prelude { return false }
            (left, right) = (l.outer, r.outer)
        }
        return left == nil && right == nil
    }

    package func hash(into hasher: inout Hasher) {
        var link: CSSPreludeChain? = self
        while let current = link {
            hasher.combine(current.prelude)
            link = current.outer
        }
    }
}
