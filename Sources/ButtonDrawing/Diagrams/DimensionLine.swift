import ButtonModel
import DesignTokens
import DocGenSupport

/// A measured distance drawn as a redline: a line along one axis between two ticks, in a lane beside the drawing,
/// with extension lines from the measured edges out to it. Coordinates are the sheet's pixels.
package struct DimensionLine: Hashable, Sendable {
    package enum Axis: Hashable, Sendable {
        /// Measures along x; the lane is a y.
        case horizontal
        /// Measures along y; the lane is an x.
        case vertical
    }

    package var axis: Axis
    /// Where the distance starts and ends along the axis.
    package var start: Double
    package var end: Double
    /// The line's position across the axis.
    package var lane: Double
    /// Where the measured edges are across the axis: the extension lines run from here to just past the lane.
    package var feature: Double
    package static let tick = 4.0
    package static let overshoot = 4.0

    /// The drawn length, in pixels.
    package var length: Double { abs(end - start) }

    /// The middle of the line, where its label's leader lands.
    package var middle: (x: Double, y: Double) {
        axis == .horizontal ? ((start + end) / 2, lane) : (lane, (start + end) / 2)
    }

    /// Each segment as (x1, y1, x2, y2): the line, its two ticks, its two extension lines (left out when the lane
    /// touches the feature).
    package var segments: [(Double, Double, Double, Double)] {
        let t = Self.tick
        let past = lane + (lane < feature ? -Self.overshoot : Self.overshoot)
        let gap = lane < feature ? -2.0 : 2.0
        var list: [(Double, Double, Double, Double)]
        switch axis {
        case .horizontal:
            list = [(start, lane, end, lane), (start, lane - t, start, lane + t), (end, lane - t, end, lane + t)]
            if abs(lane - feature) > t { list += [(start, feature + gap, start, past), (end, feature + gap, end, past)] }
        case .vertical:
            list = [(lane, start, lane, end), (lane - t, start, lane + t, start), (lane - t, end, lane + t, end)]
            if abs(lane - feature) > t { list += [(feature + gap, start, past, start), (feature + gap, end, past, end)] }
        }
        return list
    }

    /// The line as SVG: extension lines faint, the rest in `color`.
    package func svg(color: Color, faint: Color) -> String {
        let n = ButtonGlyphs.n
        func path(_ segments: ArraySlice<(Double, Double, Double, Double)>) -> String {
            segments.map { "M\(n($0.0)) \(n($0.1))L\(n($0.2)) \(n($0.3))" }.joined()
        }
        let all = segments
        var svg = #"<path d="\#(path(all[0..<3]))" stroke="\#(color.hex)" stroke-width="1" fill="none"/>"#
        if all.count > 3 { svg = #"<path d="\#(path(all[3...]))" stroke="\#(faint.hex)" stroke-width="1" fill="none"/>"# + svg }
        return svg
    }
}
