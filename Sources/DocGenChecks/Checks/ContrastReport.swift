import ButtonModel
import DesignTokens
import DocGenSupport

/// The contrast of two colors, as `docgen contrast FG BG` prints it: the WCAG 2 ratio and the APCA Lc of the
/// foreground (composited over the background when translucent) as text on the background.
public struct ContrastReport: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    /// The foreground as painted over the background; the foreground itself when opaque.
    public var composited: Color
    public var wcag: Double
    public var apca: Double

    /// The background is taken as opaque (its alpha is ignored).
    public static func measure(foreground: Color, background: Color) -> ContrastReport {
        let backdrop = background.asOpaqueBackdrop
        let composited = foreground.composited(over: backdrop)
        return ContrastReport(
            foreground: foreground,
            background: backdrop,
            composited: composited,
            wcag: WCAGContrast.ratio(composited, backdrop),
            apca: APCAContrast.lightnessContrast(text: composited, background: backdrop)
        )
    }

    /// `{"foreground": "#…", "background": "#…", "composited": "#…", "wcag": 4.4781, "apca": 71.57}` and a
    /// newline: wcag rounded to 4 decimals, apca to 2, trailing zeros dropped.
    public func json() -> String {
        OrderedJSON.object([
            ("foreground", .string(foreground.hex)),
            ("background", .string(background.hex)),
            ("composited", .string(composited.hex)),
            ("wcag", .number(wcag, places: 4)),
            ("apca", .number(apca, places: 2)),
        ]).compact + "\n"
    }

    /// A short table: the colors, the ratio against the WCAG 2 thresholds, and the Lc.
    ///
    ///     foreground  #777777
    ///     background  #ffffff
    ///     WCAG 2      4.47:1  normal text 4.5:1 fail, large text 3:1 pass, non-text 3:1 pass
    ///     APCA        Lc 71.57
    public func text() -> String {
        func verdict(_ name: String, _ minimum: Double) -> String {
            "\(name) \(ContrastWording.threshold(minimum)) \(wcag >= minimum ? "pass" : "fail")"
        }
        var lines = ["foreground  \(foreground.hex)", "background  \(background.hex)"]
        if !foreground.isOpaque { lines.append("composited  \(composited.hex)") }
        lines.append("WCAG 2      \(ContrastWording.ratio(wcag))  " + [
            verdict("normal text", TextContrastRule.normalTextMinimum),
            verdict("large text", TextContrastRule.largeTextMinimum),
            verdict("non-text", NonTextContrastRule.minimum),
        ].joined(separator: ", "))
        lines.append("APCA        Lc \(apca.truncatedForDisplay(places: 2))")
        return lines.joined(separator: "\n") + "\n"
    }
}
