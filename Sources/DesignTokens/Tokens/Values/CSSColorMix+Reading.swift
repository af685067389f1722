import DocGenSupport

/// Reading `color-mix()`'s arguments (CSS Color 5, "Mixing Colors: the color-mix() Function"):
/// `color-mix(in <space> [<hue-method> hue], <color> [<percentage>], <color> [<percentage>])`, each color being CSS
/// color text docgen reads (`CSSColorValue`) or another `color-mix()`. A color only a browser knows (`currentColor`,
/// `var(--x)`) leaves the mix uncomputed, with the reason.
extension CSSColorMix {
    package static func color(of call: CSSFunctionCall, depth: Int = 0) -> Result<Color, CSSCalc.Failure> {
        guard depth < 16 else { return .failure(CSSCalc.Failure("color-mix() is nested more than 16 deep")) }
        var arguments = call.arguments
        // CSS Color 5 lets the method be left out, meaning oklab.
        var mix = CSSColorMix(space: .oklab)
        if let method = arguments.first, method.lowercased().hasPrefix("in ") {
            let words = method.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
            guard words.count >= 2, let space = spaces[words[1]] else {
                return .failure(CSSCalc.Failure("\"\(method)\" names no color space docgen mixes in (" + spaces.keys.sorted().joined(separator: ", ") + ")"))
            }
            mix.space = space
            if words.count > 2 {
                guard words.count == 4, words[3] == "hue", let hue = HueMethod(rawValue: words[2]), hueIndex(space) != nil else {
                    return .failure(CSSCalc.Failure("\"\(method)\" is not a color interpolation method (in SPACE [shorter|longer|increasing|decreasing hue])"))
                }
                mix.hueMethod = hue
            }
            arguments.removeFirst()
        }
        guard arguments.count == 2 else {
            return .failure(CSSCalc.Failure("docgen mixes two colors, and this mixes \(arguments.count)"))
        }
        var colors: [Color] = [], percentages: [Double?] = []
        for argument in arguments {
            var words = CSSFunctionCall.words(argument)
            var percentage: Double?
            if let last = words.last, last.hasSuffix("%"), let value = Double(last.dropLast()) {
                percentage = value
                words.removeLast()
            } else if let first = words.first, first.hasSuffix("%"), let value = Double(first.dropLast()) {
                percentage = value
                words.removeFirst()
            }
            let text = words.joined(separator: " ")
            if let color = CSSColorValue.parse(text) {
                colors.append(color)
            } else if let nested = CSSFunctionCall(text), nested.name == "color-mix" {
                switch color(of: nested, depth: depth + 1) {
                case .success(let color): colors.append(color)
                case .failure(let failure): return .failure(failure)
                }
            } else if text.lowercased() == "currentcolor" {
                return .failure(CSSCalc.Failure("currentColor is the color of the element the value is used on, which only a browser knows"))
            } else {
                return .failure(CSSCalc.Failure("\"\(text)\" is not a color docgen reads"))
            }
            percentages.append(percentage)
        }
        guard let (_, progress, multiplier) = normalized(percentages[0], percentages[1]) else {
            return .failure(CSSCalc.Failure("the percentages must lie in 0%…100% and not both be 0%"))
        }
        return .success(mix.mix(colors[0], colors[1], progress: progress, alphaMultiplier: multiplier))
    }
}
