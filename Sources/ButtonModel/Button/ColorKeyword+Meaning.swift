import DesignTokens
import DocGenSupport

extension ColorKeyword {
    /// Where a keyword takes its color from, for one part.
    package enum Source: Equatable {
        /// The label's color in the same cell (`currentColor`).
        case label
        /// The text color of what the button sits on.
        case surfaceText
        /// The background of what the button sits on.
        case surfaceBackground
        case transparent
    }

    /// What the keyword means for `part`, as CSS gives it for the property the part stands for (`color` for the
    /// label, `background-color` for the fill and state layer, `border-color`, `outline-color` for the focus ring,
    /// the icon's `fill` taking the button's `color`), and whether docgen only approximates it: the surface's own
    /// text color and a parent's border are not known to docgen.
    package func meaning(for part: ButtonPart) -> (source: Source, approximated: Bool) {
        switch (part, self) {
        case (.label, _), (.tint, .inherit), (.tint, .initial), (.tint, .unset):
            // `color` is inherited: inherit and unset take the parent's, initial is CanvasText, and currentColor on
            // `color` itself is the inherited value too.
            (.surfaceText, true)
        case (_, .currentColor):
            (.label, false)
        case (.background, .inherit), (.stateLayer, .inherit):
            // background-color is not inherited: inherit takes the parent's background.
            (.surfaceBackground, true)
        case (.background, _), (.stateLayer, _):
            // Its initial value is transparent; unset on a property that is not inherited is initial.
            (.transparent, false)
        case (.border, .inherit), (.focusRing, .inherit):
            // The parent's border or outline color: its currentColor, taken as the surface's text color.
            (.surfaceText, true)
        case (.border, _):
            // border-color's initial value is currentColor.
            (.label, false)
        case (.focusRing, _):
            // outline-color's initial value is auto (the platform's focus color), drawn as currentColor.
            (.label, true)
        case (.icon, .inherit), (.icon, .unset):
            // The icon inherits the button's color, which docgen takes as the label's.
            (.label, true)
        case (.icon, .initial):
            (.surfaceText, true)
        }
    }

    /// The text color docgen assumes for a surface whose own text color it does not know: black or white, whichever
    /// contrasts more with it (a page's default text is CanvasText, black on a light canvas, white on a dark one).
    package static func assumedText(on surface: Color) -> Color {
        let black = Color(red: 0, green: 0, blue: 0)
        let white = Color(red: 1, green: 1, blue: 1)
        return WCAGContrast.ratio(black, surface) >= WCAGContrast.ratio(white, surface) ? black : white
    }
}
