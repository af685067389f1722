import ButtonModel

/// Where a spec sheet's redlines and labels go, in pixels from the button's top-left corner: dimension lines in
/// lanes around the drawing (nearest lane first), labels beyond the lanes of their side, spread so none overlap,
/// each led to its line or point.
package struct SpecLayout {
    package struct Box: Hashable, Sendable {
        package var minX, minY, maxX, maxY: Double

        package func union(_ other: Box) -> Box {
            Box(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
        }

        package func overlaps(_ other: Box) -> Bool {
            minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
        }
    }

    package struct Label {
        package var measure: SpecMeasure
        package var box: Box
        package var anchor: (Double, Double)
        package var leaderStart: (Double, Double)
        /// Text set flush right (labels left of the drawing).
        package var alignRight: Bool
    }

    package enum Side: CaseIterable {
        case top, bottom, left, right
    }

    /// Each measure drawn as a line, with its line.
    package private(set) var dimensions: [(measure: SpecMeasure, line: DimensionLine)] = []
    package private(set) var labels: [Label] = []
    /// Everything drawn: the button's canvas, the lanes and the labels.
    package private(set) var bounds: Box

    package init(measures: [SpecMeasure], figure: ButtonFigure, reach: (x: Double, y: Double), text: DiagramText) {
        let s = figure.scale, w = figure.width * s, h = figure.height * s
        let gap = SpecSheet.laneGap
        let canvas = figure.geometry.margin * s
        bounds = Box(minX: -max(canvas, reach.x), minY: -max(canvas, reach.y), maxX: w + max(canvas, reach.x), maxY: h + max(canvas, reach.y))
        var pending: [Side: [(SpecMeasure, (Double, Double))]] = [:]
        var outermost: [Side: Double] = [.top: -reach.y - gap, .bottom: h + reach.y + gap, .left: -reach.x - gap, .right: w + reach.x + gap]
        for measure in measures {
            switch measure.target {
            case .horizontal(let from, let to, let below, let lane):
                let y = below ? h + reach.y + gap * Double(lane + 1) : -reach.y - gap * Double(lane + 1)
                let feature = below ? (from < 0 || to > figure.width ? h + figure.metrics.hitSlopY.value * s : h) : 0
                let line = DimensionLine(axis: .horizontal, start: from * s, end: to * s, lane: y, feature: feature)
                dimensions.append((measure, line))
                let side: Side = below ? .bottom : .top
                outermost[side] = below ? max(outermost[side]!, y) : min(outermost[side]!, y)
                pending[side, default: []].append((measure, line.middle))
            case .vertical(let from, let to, let left, let lane):
                let x = left ? -reach.x - gap * Double(lane + 1) : w + reach.x + gap * Double(lane + 1)
                let feature = left ? (from < 0 ? -figure.geometry.hitSlopX * s : 0) : w
                let line = DimensionLine(axis: .vertical, start: from * s, end: to * s, lane: x, feature: feature)
                dimensions.append((measure, line))
                let side: Side = left ? .left : .right
                outermost[side] = left ? min(outermost[side]!, x) : max(outermost[side]!, x)
                pending[side, default: []].append((measure, line.middle))
            case .point(let x, let y):
                pending[.right, default: []].append((measure, (x * s, y * s)))
            }
        }
        for side in Side.allCases {
            guard let items = pending[side], !items.isEmpty else { continue }
            place(items, side: side, edge: outermost[side]!, text: text)
        }
        for label in labels { bounds = bounds.union(label.box) }
        for (_, line) in dimensions {
            let (a, b) = line.axis == .horizontal ? ((line.start, line.lane), (line.end, line.lane)) : ((line.lane, line.start), (line.lane, line.end))
            bounds = bounds.union(Box(minX: min(a.0, b.0) - 5, minY: min(a.1, b.1) - 5, maxX: max(a.0, b.0) + 5, maxY: max(a.1, b.1) + 5))
        }
    }

    /// Lays one side's labels out beyond `edge`, the outermost lane of that side.
    private mutating func place(_ items: [(SpecMeasure, (Double, Double))], side: Side, edge: Double, text: DiagramText) {
        let widths = items.map { max(text.width($0.0.title, size: 12, weight: 600), text.width($0.0.token, size: 11)) }
        let height = SpecSheet.labelHeight
        switch side {
        case .top, .bottom:
            let centers = SpreadLayout.spread(zip(items, widths).map { .init(center: $0.1.0, length: $1) }, gap: 16)
            let top = side == .top ? edge - 12 - height : edge + 12
            for ((measure, anchor), (center, width)) in zip(items, zip(centers, widths)) {
                let box = Box(minX: center - width / 2, minY: top, maxX: center + width / 2, maxY: top + height)
                let start = (min(max(anchor.0, box.minX + 4), box.maxX - 4), side == .top ? box.maxY + 2 : box.minY - 2)
                labels.append(Label(measure: measure, box: box, anchor: anchor, leaderStart: start, alignRight: false))
            }
        case .left, .right:
            let centers = SpreadLayout.spread(items.map { .init(center: $0.1.1, length: height) }, gap: 10)
            for ((measure, anchor), (center, width)) in zip(items, zip(centers, widths)) {
                let x = side == .left ? edge - 12 - width : edge + 12
                let box = Box(minX: x, minY: center - height / 2, maxX: x + width, maxY: center + height / 2)
                let start = (side == .left ? box.maxX + 4 : box.minX - 4, center - 4)
                labels.append(Label(measure: measure, box: box, anchor: anchor, leaderStart: start, alignRight: side == .left))
            }
        }
    }
}
