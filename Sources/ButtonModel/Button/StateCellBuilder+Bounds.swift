import DesignTokens
import DocGenSupport

/// The checks that keep a cell drawable: a label within `label-length`, and every geometric value within
/// `GeometryBounds`. Each problem is an error at the place in the component file that set the value.
extension StateCellBuilder {
    /// `variant 'primary', size 'medium', state 'pressed', theme 'dark'` (and `, surface 'inverse'` on an axis).
    package var cellDescription: String {
        "variant '\(variant.name)', size '\(size.name)', state '\(state.name)', theme '\(resolver.tokens.name)'"
            + (axisSurface.map { ", surface '\($0.name)'" } ?? "")
    }

    /// Whether the label drawn (the state's, else the variant's, after the size's text transform) and the name
    /// announced for it each have at most `label-length` characters; an error at each that does not.
    package mutating func labelsFit(_ drawn: String) -> Bool {
        let fromState = state.label != nil
        let owner = fromState ? "state '\(state.name)'" : "variant '\(variant.name)'"
        let transform = size.textTransform == .none ? "" : " once size '\(size.name)' makes it \(size.textTransform.rawValue)"
        var fits = labelFits(drawn, "the label of \(owner)", transform,
                             at: (fromState ? state.labelLocation : variant.labelLocation) ?? (fromState ? state.location : variant.location))
        let announcing = fallbackStates.first { $0.accessibilityLabel != nil }
        if let announcing, let name = announcing.accessibilityLabel {
            fits = labelFits(name, "the accessibilityLabel of state '\(announcing.name)'", "", at: field(of: announcing.location)) && fits
        } else if let name = variant.accessibilityLabel {
            fits = labelFits(name, "the accessibilityLabel of variant '\(variant.name)'", "", at: field(of: variant.location)) && fits
        }
        return fits
    }

    private mutating func labelFits(_ text: String, _ what: String, _ transform: String, at location: SourceLocation) -> Bool {
        let count = text.count
        guard count > limits.labelLength else { return true }
        errors.append(ComponentError(.limitExceeded(.labelLength, "\(what) has \(count) characters\(transform): " +
                                                    "more than \(limits.labelLength) \(InputLimits.Name.labelLength.what)"), at: location))
        return false
    }

    /// The `accessibilityLabel` field of the mapping at `location`, named by its path.
    private func field(of location: SourceLocation) -> SourceLocation {
        var place = location
        place.path = (location.path.map { $0 + "." } ?? "") + "accessibilityLabel"
        return place
    }

    /// Whether every metric lies within its bounds; an error for each that does not.
    package mutating func metricsFit(_ m: StateCellMetrics) -> Bool {
        let ringWidth = focusRingMember(\.width)
        let ringOffset = focusRingMember(\.offset)
        var fixedWidth: ComponentValue?
        if case .fixed(let value) = size.width { fixedWidth = value }
        var checks: [(String, ResolvedPart<Double>?, GeometryBounds.Kind, ComponentValue?)] = [
            ("height", m.height, .length, size.height), ("minWidth", m.minWidth, .length, size.minWidth),
            ("paddingX", size.paddingX == nil ? nil : m.paddingX, .length, size.paddingX), ("paddingStart", m.paddingStart, .length, nil),
            ("paddingEnd", m.paddingEnd, .length, nil), ("minimumHitArea", m.minimumHitArea, .length, size.minimumHitArea),
            ("iconSize", m.iconSize, .length, size.iconSize),
            ("gap", m.gap, .length, size.gap), ("cornerRadius", m.cornerRadius, .length, variant.cornerRadius ?? size.cornerRadius),
            ("borderWidth", m.borderWidth, .length, size.borderWidth),
            ("fontSize", m.fontSize, .fontSize, size.fontSize ?? size.typography),
            ("fontWeight", m.fontWeight, .fontWeight, size.fontWeight ?? size.typography),
            ("focusRing width", m.focusRingWidth, .length, ringWidth), ("focusRing offset", m.focusRingOffset, .offset, ringOffset),
            ("hitSlop horizontal", m.hitSlopX, .length, size.hitSlopX), ("hitSlop vertical", m.hitSlopY, .length, size.hitSlopY),
            ("width", m.fixedWidth, .length, variant.isFullWidth ? nil : fixedWidth),
            ("letterSpacing", m.letterSpacing, .letterSpacing, size.letterSpacing ?? size.typography),
            ("lineHeight", m.lineHeight, .lineHeight, size.lineHeight ?? size.typography),
        ]
        if let lineHeight = m.lineHeight, kindsFit(m.fontSize, lineHeight) {
            // The line box the button is drawn at least as tall as: a length like the height.
            checks.append(("line box (lineHeight × fontSize)", lineHeight.with(value: lineHeight.value * m.fontSize.value), .length,
                           size.lineHeight ?? size.typography))
        }
        checks.removeAll { $0.1 == nil }
        var fits = true
        for (property, part, kind, source) in checks {
            guard let part, !kind.admits(part.value) else { continue }
            report(property, part.value, kind, token: part.tokens.first, at: source?.location ?? part.location)
            fits = false
        }
        return fits
    }

    private func kindsFit(_ fontSize: ResolvedPart<Double>, _ lineHeight: ResolvedPart<Double>) -> Bool {
        GeometryBounds.Kind.fontSize.admits(fontSize.value) && GeometryBounds.Kind.lineHeight.admits(lineHeight.value)
    }

    /// Whether every shadow of an elevation lies within its bounds; an error at the elevation's value for each
    /// member that does not.
    package mutating func shadowsFit(_ shadows: ResolvedPart<[ButtonShadow]>, writtenAt value: ComponentValue) -> Bool {
        var fits = true
        for (index, shadow) in shadows.value.enumerated() {
            let name = shadows.value.count == 1 ? "elevation shadow" : "elevation shadow \(index + 1)"
            for (member, number, kind) in [("offsetX", shadow.offsetX, GeometryBounds.Kind.offset), ("offsetY", shadow.offsetY, .offset),
                                           ("blur", shadow.blur, .length), ("spread", shadow.spread, .offset)] where !kind.admits(number) {
                report("\(name) \(member)", number, kind, token: shadows.tokens.first, at: value.location)
                fits = false
            }
        }
        return fits
    }

    private mutating func report(_ property: String, _ value: Double, _ kind: GeometryBounds.Kind, token: TokenPath?, at location: SourceLocation) {
        errors.append(ComponentError(.outOfRange(property: property, cell: cellDescription, value: value, kind, token: token), at: location))
    }
}
