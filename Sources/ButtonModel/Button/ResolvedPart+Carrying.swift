import DesignTokens
import DocGenSupport

extension ResolvedPart {
    /// The part with what its token carries beyond the value: why docgen cannot be sure of it, and where the team's
    /// build defines it.
    package func carrying(_ token: ResolvedToken) -> ResolvedPart {
        var copy = self
        copy.uncertainties = Self.merged(uncertainties, token.uncertainties)
        copy.build = token.build ?? build
        return copy
    }

    /// The part with `note` added to its own (`nil` adds nothing).
    package func noted(_ note: String?) -> ResolvedPart {
        guard let note else { return self }
        var copy = self
        copy.note = [self.note, note].compactMap { $0 }.joined(separator: "; ")
        return copy
    }

    /// The part with `more` uncertainties added, each once.
    package func uncertain(_ more: [ValueUncertainty]) -> ResolvedPart {
        var copy = self
        copy.uncertainties = Self.merged(uncertainties, more)
        return copy
    }

    /// Both lists, each uncertainty once, sorted.
    package static func merged(_ first: [ValueUncertainty], _ second: [ValueUncertainty]) -> [ValueUncertainty] {
        guard !second.isEmpty else { return first }
        return Array(Set(first + second)).sorted()
    }
}
