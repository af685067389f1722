import DesignTokens
import ButtonModel
import DocGenChecks
import DocGenTestSupport

/// A small report: one failing error, one failing warning, one passed, one exempt, given out of order.
package enum ReportFixtures {
    package static func cell(variant: String = "primary", size: String = "md", state: String = "pressed", theme: String = "dark") -> CellReference {
        CellReference(system: "acme", component: "button", variant: variant, size: size, state: state, theme: theme)
    }

    package static let labelTokens = [
        token("foreground", "color.button.primary.pressed.label", "tokens/dark.json", line: 12, column: 5),
        token("background", "color.button.primary.pressed.fill", "tokens/dark.json", line: 14, column: 5),
    ]

    package static var findings: [Finding] {
        let dark = cell()
        return [
            TouchTargetRule().evaluate(cell: cell(variant: "icon", size: "sm", state: "default", theme: "light"),
                                       visualWidth: 32, visualHeight: 32, hitSlop: EdgeOutsets(all: 6),
                                       tokens: [token("height", "size.button.sm.height", "tokens/base.json", line: 3, column: 9)]),
            APCARule().evaluate(cell: dark, label: .white, fill: hex("#6b9cff"), surface: hex("#111111"),
                                isDisabled: false, tokens: labelTokens),
            TextContrastRule().evaluate(cell: dark, label: .white, fill: hex("#6b9cff"), surface: hex("#111111"),
                                        fontSize: 16, fontWeight: 600, isDisabled: false, tokens: labelTokens),
            TextContrastRule().evaluate(cell: cell(state: "disabled"), label: hex("#9ca3af"), fill: hex("#e5e7eb"),
                                        surface: .white, fontSize: 16, fontWeight: 600, isDisabled: true, tokens: []),
        ]
    }

    package static var report: FindingsReport { FindingsReport(findings: findings) }
}
