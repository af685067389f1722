import DocGenSupport
import Foundation

/// The APCA lightness contrast (Lc) of text on a background: APCA-W3 0.0.98G-4g, the base algorithm of the
/// `apca-w3` reference library (constants as published in its `src/apca-w3.js` and README, 15 February 2021).
///
/// Lc is signed: positive for dark text on a light background, negative for light text on a dark one. The order
/// of the arguments matters, unlike WCAG 2's ratio.
public enum APCAContrast {
    /// The G-4g constants, named as in the reference.
    package enum Constants {
        package static let mainTRC = 2.4
        package static let sRco = 0.2126729
        package static let sGco = 0.7151522
        package static let sBco = 0.0721750
        package static let normBG = 0.56
        package static let normTXT = 0.57
        package static let revTXT = 0.62
        package static let revBG = 0.65
        package static let blkThrs = 0.022
        package static let blkClmp = 1.414
        package static let scaleBoW = 1.14
        package static let scaleWoB = 1.14
        package static let loBoWoffset = 0.027
        package static let loWoBoffset = 0.027
        package static let deltaYmin = 0.0005
        package static let loClip = 0.1
    }

    /// The screen luminance Ys of an sRGB color (a plain 2.4 power curve, not the piecewise sRGB one);
    /// alpha is ignored (composite first).
    public static func screenLuminance(_ color: Color) -> Double {
        func linear(_ channel: Double) -> Double { pow(min(max(channel, 0), 1), Constants.mainTRC) }
        return Constants.sRco * linear(color.red) + Constants.sGco * linear(color.green) + Constants.sBco * linear(color.blue)
    }

    /// Lc of `text` on `background`, roughly -108...106. A translucent text color is composited over the
    /// background first. Returns 0 for colors too close to tell apart.
    public static func lightnessContrast(text: Color, background: Color) -> Double {
        let textY = screenLuminance(text.composited(over: background))
        let backgroundY = screenLuminance(background)
        return lightnessContrast(textLuminance: textY, backgroundLuminance: backgroundY)
    }

    /// Lc from two screen luminances (each 0...1.1, as the reference accepts); 0 outside that range.
    public static func lightnessContrast(textLuminance: Double, backgroundLuminance: Double) -> Double {
        guard (0...1.1).contains(textLuminance), (0...1.1).contains(backgroundLuminance) else { return 0 }
        let textY = softClampedBlack(textLuminance)
        let backgroundY = softClampedBlack(backgroundLuminance)
        guard abs(backgroundY - textY) >= Constants.deltaYmin else { return 0 }

        let output: Double
        if backgroundY > textY {
            // Dark text on a light background.
            let sapc = (pow(backgroundY, Constants.normBG) - pow(textY, Constants.normTXT)) * Constants.scaleBoW
            output = sapc < Constants.loClip ? 0 : sapc - Constants.loBoWoffset
        } else {
            // Light text on a dark background: negative.
            let sapc = (pow(backgroundY, Constants.revBG) - pow(textY, Constants.revTXT)) * Constants.scaleWoB
            output = sapc > -Constants.loClip ? 0 : sapc + Constants.loWoBoffset
        }
        return output * 100
    }

    /// Soft clamp near black: lifts luminances under `blkThrs` for flare.
    private static func softClampedBlack(_ y: Double) -> Double {
        y > Constants.blkThrs ? y : y + pow(Constants.blkThrs - y, Constants.blkClmp)
    }
}
