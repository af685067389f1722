import DesignTokens
import DocGenSupport

/// Lengths rounded to the decimal places a layout keeps (a cell's widths and offsets to hundredths of a point).
extension Double {
    /// The value rounded to `places` decimal places, halves away from zero.
    package func rounded(toPlaces places: Int) -> Double {
        let scale = pow10(places)
        return (self * scale).rounded() / scale
    }

    /// The value rounded up to `places` decimal places, a difference below a billionth of the last place left out (so
    /// that a sum that lands a hair above a round width keeps that width).
    package func roundedUp(toPlaces places: Int) -> Double {
        let scale = pow10(places)
        return (self * scale - 1e-9).rounded(.up) / scale
    }

    private func pow10(_ places: Int) -> Double {
        (0..<places).reduce(1.0) { value, _ in value * 10 }
    }
}
