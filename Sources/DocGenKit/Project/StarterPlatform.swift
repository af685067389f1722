import ButtonModel
import DocGenChecks

/// The platform `docgen init` writes a project for, and the defaults that follow from it: the system's `platform`,
/// the touch-target minimum `docgen check` holds the button to, and sizes that meet it.
///
/// - `apple`: 44×44 pt, Apple Human Interface Guidelines, "Accessibility" (buttons 44 pt high; the small size reaches
///   44 with 6 pt of hit slop above and below).
/// - `material`: 48×48 dp, Material Design, "Accessibility basics" (Material 3's common buttons are 40 dp high and
///   take a 48 dp touch target: 4 dp of hit slop above and below; the small size 8).
/// - `web`: 24×24 CSS px, WCAG 2.2 SC 2.5.8 Target Size (Minimum), level AA (the starter's 44 and 32 px sizes meet it).
public enum StarterPlatform: String, CaseIterable, Sendable {
    case apple, material, web

    /// What `docgen init` writes when no platform is named: the starter's tokens are CSS pixels.
    public static let defaultPlatform = StarterPlatform.web

    /// The system's `platform` as `system.yaml` writes it.
    public var systemPlatform: String {
        switch self {
        case .apple: "iOS"
        case .material: "Android"
        case .web: "Web"
        }
    }

    /// The touch-target minimum `docgen.yaml` sets.
    public var touchTarget: TouchTargetMinimum {
        switch self {
        case .apple: .apple
        case .material: .material
        case .web: .wcag
        }
    }

    /// The published source of the minimum, as `docgen.yaml`'s comment names it.
    public var touchTargetSource: String {
        switch self {
        case .apple: "44x44 pt, Apple Human Interface Guidelines (Accessibility)"
        case .material: "48x48 dp, Material Design (Accessibility basics: touch and pointer target size)"
        case .web: "24x24 CSS px, WCAG 2.2 SC 2.5.8 Target Size (Minimum), level AA"
        }
    }

    /// The starter's text sizes, as it has them: the browser's zoom to 200 %.
    package static let webTextSize = """
        # Readers enlarge text: a browser zooms it to 200 % (WCAG 2.2 SC 1.4.4). Each label is drawn and checked at each factor.
        textSize:
          scale: [1, 1.5, 2]
        """

    /// The platform's text sizes in place of the browser's: Apple's Dynamic Type categories (Human Interface
    /// Guidelines, Typography), or Android 14's font scale steps from 85 % to 200 %.
    package var textSizeLines: String? {
        switch self {
        case .web: nil
        case .apple: """
            # Readers choose a text size in Settings, up to the five accessibility sizes: the label rides the body text style
            # through every Dynamic Type category (Apple HIG, Typography).
            textSize:
              scale: dynamic-type
              textStyle: body
            """
        case .material: """
            # Readers scale fonts in Settings, from 85 % to 200 % on Android 14: each label is drawn and checked at each step.
            textSize:
              scale: [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2]
            """
        }
    }

    /// Each starter file's lines that change with the platform: the line as the starter has it → the platform's.
    package var replacements: [String: [(String, String)]] {
        let touchTarget = [("  touchTarget: apple",
                            "  # The touch-target minimum: \(touchTargetSource).\n  touchTarget: \(self.touchTarget.preset ?? "")")]
        let system = [("platform: Web", "platform: \(systemPlatform)")]
        var files = ["docgen.yaml": touchTarget, "Content/button/system.yaml": system]
        if let textSize = textSizeLines {
            files["Content/button/button.component.yaml"] = [(Self.webTextSize, textSize)]
        }
        if self == .material {
            files["Content/button/tokens/base.tokens.json"] = [
                ("\"height\": { \"$value\": { \"value\": 44, \"unit\": \"px\" } }", "\"height\": { \"$value\": { \"value\": 40, \"unit\": \"px\" } }"),
            ]
            files["Content/button/button.component.yaml", default: []] += [
                ("    typography: \"{button.typography.label}\"\n  small:", "    typography: \"{button.typography.label}\"\n    hitSlop: { vertical: 4 }\n  small:"),
                ("    hitSlop: { vertical: 6 }", "    hitSlop: { vertical: 8 }"),
            ]
        }
        return files
    }
}
