import ButtonModel
import DesignTokens
import DocGenSupport

/// `token.deprecated`: a cell's value reaches a `$deprecated` token, named by the component or on any hop of its alias
/// chain. The token still draws, so the cell is judged as ever; the finding says which value to move, why the token
/// is deprecated and what replaces it. A warning unless the configuration raises it (`deprecatedTokenSeverity`).
///
/// The DTCG format (2025.10, "Deprecated" under design tokens) marks a token `$deprecated: true` or with a message;
/// a deprecated token is kept for a while so that what uses it can move. Primer writes the message as the replacement
/// in braces (`"{fgColor.default}"`), which `TokenReplacement` reads.
public struct DeprecatedTokenRule: CheckRule, Hashable, Sendable {
    public static let id = CheckRuleID.deprecatedToken
    public static let level = CheckLevel.variant
    public static let unit = CheckUnit.none
    public static let descriptor = CheckRuleDescriptor(
        id: id,
        shortDescription: "No cell's value reaches a deprecated token ($deprecated), directly or through an alias chain.",
        helpURI: "https://www.designtokens.org/tr/2025.10/format/#deprecated"
    )
    public static let defaultSeverity = Diagnostic.Severity.warning

    public var severity: Diagnostic.Severity

    public init(severity: Diagnostic.Severity = Self.defaultSeverity) {
        self.severity = severity
    }

    /// `role`: the value's name in the cell (`background`, `height`); `chain`: the tokens it reaches, the one the
    /// component names first; `deprecated`: the first of them that is deprecated. Nothing about the state or the theme
    /// goes into the words, so that the cells where one value reaches one token fold into one finding.
    public func evaluate(cell: CellReference, role: String, chain: [TokenPath], deprecated: TokenPath, deprecation: Deprecation,
                         location: SourceLocation) -> Finding {
        let replacement = TokenReplacement.replacement(for: deprecated, deprecation: deprecation)
        let through = chain.first == deprecated ? "" : " through " + chain.prefix { $0 != deprecated }.map(\.description).joined(separator: " → ")
        var message = "\(role) uses \(deprecated)\(through), which is deprecated"
        message += deprecation.reason.map { ": \($0)" } ?? "."
        if let replacement { message += (message.hasSuffix(".") ? "" : ".") + " Replaced by \(replacement)." }
        let hint = replacement.map { "Point the reference (or the alias that reaches \(deprecated)) at \($0)." }
            ?? "Point the reference (or the alias that reaches \(deprecated)) at a token that is not deprecated."
        return Finding(rule: Self.id, severity: severity, passed: false, cell: cell, measured: 0, required: 0,
                       tokens: [TokenReference(role: role, path: deprecated, location: location)], message: message, hint: hint,
                       location: location)
    }
}

extension DeprecatedTokenRule {
    /// What one evaluation of the rule looks at.
    public typealias Subject = (cell: CellReference, role: String, chain: [TokenPath], deprecated: TokenPath, deprecation: Deprecation, location: SourceLocation)

    /// The rule's evaluation, as `CheckRule` calls it.
    public func evaluate(_ s: Subject) -> Finding? {
        evaluate(cell: s.cell, role: s.role, chain: s.chain, deprecated: s.deprecated, deprecation: s.deprecation, location: s.location)
    }
}
