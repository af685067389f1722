import ButtonModel
import DocGenChecks

/// What the home page compares of one design system, computed from its matrices and findings.
public struct SystemComparison: Sendable {
    public var system: DesignSystem
    public var findings: [Finding]
    public var pageURL: String?

    public var matrix: StateMatrix? { system.matrices.first }
    public var variants: [String] { matrix?.definition.variants.map(\.name) ?? [] }
    public var states: [String] { matrix?.definition.states.map(\.name) ?? [] }
    public var sizes: [ButtonSize] { matrix?.definition.sizes ?? [] }
    public var themes: [String] { matrix?.themes ?? [] }

    /// The variant shown for the system: `primaryVariant` from system.yaml, else the first.
    public var primaryVariant: ButtonVariant? {
        guard let definition = matrix?.definition else { return nil }
        return system.manifest.primaryVariant.flatMap(definition.variant(named:)) ?? definition.variants.first
    }

    /// The smallest hit area of any cell (the touch-target finding with the lowest measure), and whether it passes.
    public var smallestHitArea: Finding? {
        findings.filter { $0.rule == .touchTarget }.min { ($0.measured, $0.passed ? 1 : 0) < ($1.measured, $1.passed ? 1 : 0) }
    }

    /// Of the contrast findings that count (WCAG rules, enabled cells), how many pass in `theme`.
    public func contrastPassRate(theme: String) -> (passed: Int, total: Int) {
        let counted = findings.filter { $0.rule.isContrast && $0.cell.theme == theme && $0.severity != .note }
        return (counted.filter(\.passed).count, counted.count)
    }
}
