import ButtonModel

/// Places items along one axis as near their wished-for centers as they can be without overlapping: callout
/// markers along the top of a diagram, labels beside a drawing. Order is kept; items that fit stay where they
/// wished to be.
package enum SpreadLayout {
    /// One item: where its center wants to be, and its length along the axis.
    package struct Item: Hashable, Sendable {
        package var center: Double
        package var length: Double
    }

    /// The centers, in the order given, at least `gap` apart edge to edge, kept within `lower...upper` when the
    /// items fit in it (pushed past `upper` otherwise).
    package static func spread(_ items: [Item], gap: Double, lower: Double = -.infinity, upper: Double = .infinity) -> [Double] {
        let order = items.indices.sorted { (items[$0].center, $0) < (items[$1].center, $1) }
        var centers = [Double](repeating: 0, count: items.count)
        var previous: Int?
        for index in order {
            var center = max(items[index].center, lower + items[index].length / 2)
            if let previous { center = max(center, centers[previous] + (items[previous].length + items[index].length) / 2 + gap) }
            centers[index] = center
            previous = index
        }
        // Pull back from the upper bound, from the last item down, as far as the lower bound allows.
        var next: Int?
        for index in order.reversed() {
            var limit = upper - items[index].length / 2
            if let next { limit = min(limit, centers[next] - (items[next].length + items[index].length) / 2 - gap) }
            centers[index] = max(min(centers[index], limit), lower + items[index].length / 2)
            next = index
        }
        return centers
    }
}
