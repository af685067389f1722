import DocGenSupport

/// A Style Dictionary color recipe: the `modify` list beside a token's value (`"modify": [{"type": "mix",
/// "otherColor": "white", "amount": "0.94"}]`), applied in order to the resolved color, as Open edX Paragon's
/// `color/sass-color-functions` transform applies it (`tokens/style-dictionary.js`, `colorTransform`, and
/// `tokens/sass-helpers.js`, at openedx/paragon b2755fbd), on chroma-js 2.4.2 (`ChromaColor`):
/// - `darken` and `lighten` move the HSL lightness by `amount` (Paragon replaces chroma-js's Lab `darken` with
///   Sass's: `color.set('hsl.l', color.get('hsl.l') ± amount)`);
/// - `mix` is `color.mix(otherColor, amount, 'rgb')`: `amount` is the share of `otherColor`;
/// - `color-yiq` is Bootstrap 4's `color-yiq()`: the dark color (`dark`, else Paragon's `yiq-text-dark` #454545) on a
///   color whose YIQ brightness reaches `threshold` (else Paragon's `yiq-contrasted-threshold` 128), else the light
///   one (`light`, else `yiq-text-light` #FFFFFF); then darkened (or brightened) by chroma-js 0.1 at a time, at most
///   ten times, while its contrast with the color stays under 4.5:1;
/// - any other chroma-js method that takes an amount, called as `color[type](amount)`: `brighten`/`brighter` and
///   `darker` (Lab lightness, 18 × amount), `saturate`/`desaturate` (LCh chroma, 18 × amount), `alpha`.
/// A single object (`"modify": {"type": …}`) is read as a list of one.
package struct ColorRecipe {
    /// One step of the list.
    package enum Step: Equatable {
        case hslLightness(Double)
        /// `lighten` with its amount written as a string (`"amount": "0.35"`): Paragon's `lighten` adds it to the
        /// lightness with JavaScript's `+`, which joins the two as text (`"0.54" + "0.35"` is `"0.540.35"`), and
        /// chroma-js's `set` reads that text as a number: NaN for any lightness but 0 and 1, which its `hex()` writes
        /// as black (`#000000FF`, Paragon's `--pgn-color-form-control-range-thumb-bg-active`).
        case hslLightnessJoinedText(String)
        case labLightness(Double)
        case saturate(Double)
        case alpha(Double)
        case mix(ChromaColor, Double)
        case yiq(dark: ChromaColor, light: ChromaColor, threshold: Double)
    }

    package var steps: [Step]

    /// Paragon's defaults for `color-yiq` (`tokens/src/core/global/other.json` `yiq-contrasted-threshold`, and
    /// `tokens/src/themes/light/global/other.json` `yiq-text-dark` and `yiq-text-light`).
    package static let yiqThreshold = 128.0
    package static let yiqDark = ChromaColor(red: 0x45, green: 0x45, blue: 0x45)
    package static let yiqLight = ChromaColor(red: 255, green: 255, blue: 255)

    /// The recipe types computed, as written in `type`.
    package static let computedTypes: Set<String> = ["darken", "lighten", "brighten", "brighter", "darker", "saturate", "desaturate", "alpha",
                                             "mix", "color-yiq"]

    /// `color` with every step applied in order.
    package func applied(to color: ChromaColor) -> ChromaColor {
        steps.reduce(color) { color, step in Self.apply(step, to: color) }
    }

    package static func apply(_ step: Step, to color: ChromaColor) -> ChromaColor {
        switch step {
        case .hslLightness(let amount): return color.withHSLLightness(color.hsl.l + amount)
        case .hslLightnessJoinedText(let text):
            return color.withHSLLightness(ChromaColor.javaScriptNumber(ChromaColor.javaScriptText(color.hsl.l) + text))
        case .labLightness(let amount): return color.darkened(-amount)
        case .saturate(let amount): return color.saturated(amount)
        case .alpha(let alpha): return ChromaColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
        case .mix(let other, let amount): return color.mixed(with: other, amount)
        case .yiq(let dark, let light, let threshold): return yiq(on: color, dark: dark, light: light, threshold: threshold)
        }
    }

    /// Paragon's `colorYiq` (`tokens/sass-helpers.js`): the YIQ brightness from the rounded channels (chroma-js's
    /// `rgb()` rounds), then at most ten steps of 0.1 towards more contrast.
    package static func yiq(on background: ChromaColor, dark: ChromaColor, light: ChromaColor, threshold: Double) -> ChromaColor {
        let r = ChromaColor.jsRound(background.red), g = ChromaColor.jsRound(background.green), b = ChromaColor.jsRound(background.blue)
        let brightness = (r * 299 + g * 587 + b * 114) * 0.001
        let isLight = brightness >= threshold
        var result = isLight ? dark : light
        var attempts = 1
        while ChromaColor.contrast(background, result) < 4.5, attempts <= 10 {
            result = result.darkened(isLight ? 0.1 : -0.1)
            attempts += 1
        }
        return result
    }
}
