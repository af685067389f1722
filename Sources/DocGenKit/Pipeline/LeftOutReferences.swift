import ButtonModel
import DesignTokens
import DocGenSupport

/// A component definition's references to tokens the loader left out because of an error of their own (or of a
/// token they alias): that error is already reported at the token, so the definition's reference says so once, in a
/// `tokens.left-out` note at its first place, instead of one `component.unknown-token` error per theme.
package enum LeftOutReferences {
    /// `diagnostics` of one definition with each unknown-token error about a left-out token folded into one note
    /// per token; every other diagnostic as it is.
    package static func settle(_ diagnostics: [Diagnostic], sets: [TokenSet]) -> [Diagnostic] {
        let leftOut = Set(sets.lazy.flatMap(\.leftOut).map(\.description))
        guard !leftOut.isEmpty else { return diagnostics }
        var noted: Set<String> = []
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard diagnostic.code == "component.unknown-token", let token = diagnostic.missingToken, leftOut.contains(token) else {
                result.append(diagnostic)
                continue
            }
            guard noted.insert(token).inserted else { continue }
            result.append(Diagnostic(severity: .note, location: diagnostic.location, code: "tokens.left-out",
                                     message: "'\(token)' is left out of the tokens because of an error reported at the token (or at a " +
                                        "token it aliases), so the cells that use it are not drawn",
                                     hint: "fix that error in the token files; this reference is then read as it is"))
        }
        return result
    }
}
