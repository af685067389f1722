import DesignTokens
import DocGenSupport

extension StateCell {
    /// Each value of the cell that came from a token: its name, the tokens it reaches (the one the component names,
    /// then every alias hop) and where the named token is defined. A value that repeats another's chain (the icon
    /// taking the label's color) is listed once, under the first name.
    public var tokenUses: [(name: String, tokens: [TokenPath], location: SourceLocation)] {
        var uses: [(name: String, tokens: [TokenPath], location: SourceLocation)] = colors.named.map { ($0.name, $0.part.tokens, $0.part.location) }
        if let elevation { uses.append(("elevation", elevation.tokens, elevation.location)) }
        uses += metrics.named.map { ($0.name, $0.part.tokens, $0.part.location) }
        var seen: Set<[TokenPath]> = []
        return uses.filter { !$0.tokens.isEmpty && seen.insert($0.tokens).inserted }
    }
}
