/// Gathers a burst of changes into one rebuild: the batch is ready once no change came for `quiet` seconds, or
/// `longest` seconds after its first change, whichever is sooner (so that a file saved over and over still
/// rebuilds). Times are seconds on any monotonic clock; the value does no waiting itself.
public struct Debouncer: Sendable {
    public var quiet: Double
    public var longest: Double
    public private(set) var pending: Set<String> = []
    private var first: Double?
    private var last: Double?

    public init(quiet: Double = 0.02, longest: Double = 0.25) {
        self.quiet = quiet
        self.longest = longest
    }

    public mutating func add(_ paths: some Sequence<String>, at now: Double) {
        pending.formUnion(paths)
        if first == nil { first = now }
        last = now
    }

    /// When the batch is ready, `nil` when there is none.
    public var deadline: Double? {
        guard let first, let last else { return nil }
        return min(last + quiet, first + longest)
    }

    /// The batch, when it is ready at `now`; it is then emptied.
    public mutating func take(at now: Double) -> Set<String>? {
        guard let deadline, now >= deadline else { return nil }
        defer { pending = []; first = nil; last = nil }
        return pending
    }
}
