import DesignTokens
import DocGenSupport

/// The opacities of one cell, each taken from the nearest state of the fallback chain that declares it.
///
/// A target no state declares is fully opaque and carries no value here, so that a definition without
/// `opacity` draws, dumps and checks exactly as before. The icon takes the label's opacity when it has none of
/// its own, as it takes the label's color.
public struct StateCellOpacity: Hashable, Sendable {
    public var values: [OpacityTarget: ResolvedPart<Double>]

    public init(values: [OpacityTarget: ResolvedPart<Double>] = [:]) {
        self.values = values
    }

    /// The opacity of `target`, 1 when nothing declares it.
    public func value(of target: OpacityTarget) -> Double {
        values[target]?.value ?? 1
    }

    /// Whether anything is faded at all.
    public var isOpaque: Bool { values.values.allSatisfy { $0.value >= 1 } }

    /// `opacity.container` and the others that are declared, in the order of `OpacityTarget`, for dumps and tables.
    public var named: [(name: String, part: ResolvedPart<Double>)] {
        values.keys.sorted().compactMap { target in values[target].map { (name: "opacity.\(target.rawValue)", part: $0) } }
    }
}
