/// What the words at one place of a family's names are read as, counted over the words the tables settle alone: an
/// ambiguous word takes the reading at least `threshold` of them hold.
public struct PlaceVote: Hashable, Sendable {
    /// Role → how many words at the place hold it.
    public var counts: [WordRole: Int] = [:]

    public init(counts: [WordRole: Int] = [:]) { self.counts = counts }

    /// The share at or above which the vote decides (80 %).
    public static let threshold = 0.8

    /// The reading most words hold, when it is among `readings` and holds at least `threshold` of the place, with
    /// how many hold it and how many were counted.
    public func winner(among readings: [WordRole]) -> (role: WordRole, count: Int, total: Int)? {
        let total = counts.values.reduce(0, +)
        guard total > 0, let top = counts.max(by: { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }),
              readings.contains(top.key), Double(top.value) >= Self.threshold * Double(total) else { return nil }
        return (top.key, top.value, total)
    }
}
