import ButtonModel
import DesignTokens
import DocGenSupport

/// Runs every check on every cell of a state matrix and returns the findings, passed ones included, in matrix order.
///
/// - Text contrast and APCA: the label (the icon of an icon-only variant, at the icon's size) on the fill and state
///   layer over the surface, each faded by its opacity as painted; disabled cells are exempt as the rules say.
/// - Non-text contrast: the border, or the fill when there is no border, against the surface (or, when the
///   definition or the variant says so, the surface under the cell's shadows where the boundary contrasts least,
///   named in the finding); skipped for a variant that draws neither (a
///   link-style button is identified by its label).
/// - Focus ring contrast and focus appearance: focused cells only, the ring (and its companion ring) against what it
///   is drawn on, outside the button's edge or, inset, over the fill; the ring around the button at its narrowest.
/// - Touch target: the narrowest the button gets in its variant, size and theme (its shortest label, or the square
///   of an icon-only button), plus the size's hit slop; reported once per variant and size, per theme only where
///   the hit area differs between themes.
public struct MatrixChecker: Sendable {
    public var configuration: CheckConfiguration

    public init(configuration: CheckConfiguration = CheckConfiguration()) {
        self.configuration = configuration
    }

    /// Cell-level findings per cell; a size-level rule's (the touch target) once per variant and size, listing the
    /// cells it covers (see `FindingGrouper`).
    ///
    /// Cells are checked on `threads` threads (one matrix often holds most of a site's cells); the findings come in
    /// matrix order whatever the number of threads.
    public func findings(for matrix: StateMatrix, measurer: TextMeasurer, threads: Int = 1) -> [Finding] {
        let narrowest = narrowestWidths(matrix)
        let perCell = ParallelMap.map(matrix.cells, threads: threads) { cell in
            findings(for: cell, narrowestWidth: narrowest[GroupKey(cell)] ?? 0)
                + deprecatedTokenFindings(for: cell, deprecated: matrix.deprecatedTokens[cell.theme] ?? [:])
        }
        return FindingGrouper.grouped(perCell.flatMap { $0 })
            + textFitsFindings(for: matrix, measurer: measurer, threads: threads).map { covering($0, in: matrix) }
    }

    /// A size-level finding made for a whole variant and size (`text.fits`) lists the cells of that size it stands for.
    private func covering(_ finding: Finding, in matrix: StateMatrix) -> Finding {
        guard finding.rule.level == .size, finding.covers.isEmpty else { return finding }
        let cells = matrix.cells.filter { $0.variant == finding.cell.variant && $0.size == finding.cell.size }.map(\.reference)
        guard cells.count > 1, cells.contains(finding.cell) else { return finding }
        var covering = finding
        covering.covers = [finding.cell] + cells.filter { $0 != finding.cell }
        return covering
    }

    /// Every enabled rule that applies to one cell, its visual width taken as `narrowestWidth`.
    public func findings(for cell: StateCell, narrowestWidth: Double) -> [Finding] {
        let c = cell.colors
        let ref = cell.reference
        let disabled = cell.flags.isDisabled
        let foreground = cell.isIconOnly ? c.icon : c.label
        let foregroundRole = cell.isIconOnly ? "icon" : "foreground"
        var textParts = [(foregroundRole, foreground), ("background", c.background)]
        if let layer = c.stateLayer { textParts.append(("stateLayer", layer)) }
        let textTokens = references(textParts + [("surface", c.surface)])
        let fill = cell.checked(c.underContent)
        let textUncertainty = Self.uncertainties(textParts.map(\.1) + [c.surface])
        var findings: [Finding] = []
        if configuration.isEnabled(.textContrast) {
            let size = cell.isIconOnly ? cell.metrics.iconSize.value : cell.metrics.fontSize.value
            findings.append(configuration.textContrastRule.evaluate(
                cell: ref, label: cell.checked(foreground), fill: fill, surface: c.surface.value,
                fontSize: size, fontWeight: cell.metrics.fontWeight.value, isDisabled: disabled, tokens: textTokens)
                .onUncertainValues(textUncertainty))
        }
        if configuration.isEnabled(.apca) {
            findings.append(configuration.apcaRule.evaluate(
                cell: ref, label: cell.checked(foreground), fill: fill, surface: c.surface.value,
                isDisabled: disabled, tokens: textTokens).onUncertainValues(textUncertainty))
        }
        if configuration.isEnabled(.nonTextContrast), let boundary = cell.visibleBoundary {
            findings.append(configuration.nonTextContrastRule.evaluate(
                cell: ref, boundary: cell.checked(boundary.part), boundaryKind: boundary.kind, surface: c.nonTextBackdrop.value,
                shadowedAt: c.shadowedSurface == nil ? nil : c.shadowedSurfacePlace?.rawValue, isDisabled: disabled,
                tokens: references([(boundary.kind.rawValue, boundary.part), ("surface", c.surface)]
                                   + (c.shadowedSurface.map { [("shadow", $0)] } ?? [])))
                .onUncertainValues(Self.uncertainties([boundary.part, c.surface] + (c.shadowedSurface.map { [$0] } ?? []))))
        }
        let ringUncertainty = Self.uncertainties([c.focusRing, c.surface] + (cell.focusRingCompanion.map { [$0.color] } ?? []))
        let ringTokens = references([("focusRing", c.focusRing)] + (cell.focusRingCompanion.map { [($0.name, $0.color)] } ?? [])
                                    + [("surface", c.surface)])
        if configuration.isEnabled(.focusRingContrast), cell.flags.isFocused {
            let indicator = FocusIndicator(cell: cell)
            let beneath = Set(indicator.rings.flatMap { indicator.adjacent(to: $0).compactMap(\.area) })
            let under = (beneath.contains(.fill) ? [("background", c.underContent)] : [])
                + (beneath.contains(.border) ? c.border.map { [("border", $0)] } ?? [] : [])
            findings.append(configuration.focusRingContrastRule.evaluate(
                cell: ref, indicator: indicator, tokens: ringTokens + references(under))
                .onUncertainValues(ringUncertainty + Self.uncertainties(under.map(\.1))))
        }
        if configuration.isEnabled(.focusAppearance), cell.flags.isFocused {
            findings.append(configuration.focusAppearanceRule.evaluate(
                cell: ref, .init(cell: cell, width: narrowestWidth),
                tokens: ringTokens + references([("focusRingWidth", cell.metrics.focusRingWidth)]))
                .onUncertainValues(ringUncertainty + cell.metrics.focusRingWidth.uncertainties))
        }
        if configuration.isEnabled(.touchTarget) {
            let m = cell.metrics
            findings.append(configuration.touchTargetRule.evaluate(
                cell: ref, visualWidth: narrowestWidth, visualHeight: m.drawnHeight,
                hitSlop: EdgeOutsets(vertical: m.hitSlopY.value, horizontal: m.hitSlopX(width: narrowestWidth).value),
                slopSource: m.minimumHitArea.map { "derived from minimumHitArea \($0.written) = \($0.value.formattedForDisplay)" },
                tokens: references([("height", m.height), ("minWidth", m.minWidth)]
                                   + (m.hasSidePadding ? [("paddingStart", m.start), ("paddingEnd", m.end)] : [("paddingX", m.paddingX)])
                                   + [(m.minimumHitArea == nil ? "hitSlop" : "minimumHitArea", m.hitSlopY)])))
        }
        for index in findings.indices where findings[index].location == nil {
            findings[index].location = literalLocation(of: findings[index].rule, in: cell)
        }
        return findings
    }

    /// For a finding about literal values (no token), where the value it measured is written.
    private func literalLocation(of rule: CheckRuleID, in cell: StateCell) -> SourceLocation {
        switch rule {
        case .focusRingContrast, .focusAppearance: cell.colors.focusRing.location
        case .nonTextContrast: (cell.visibleBoundary?.part ?? cell.colors.background).location
        case .touchTarget: cell.metrics.height.location
        default: (cell.isIconOnly ? cell.colors.icon : cell.colors.label).location
        }
    }

    /// The uncertainties of the parts a rule measured, each once, sorted.
    package static func uncertainties(_ parts: [ResolvedPart<Color>]) -> [ValueUncertainty] {
        Array(Set(parts.flatMap(\.uncertainties))).sorted()
    }

    private func references<Value>(_ parts: [(String, ResolvedPart<Value>)]) -> [TokenReference] {
        parts.compactMap { $0.1.tokenReference(role: $0.0) }
    }

    /// Variant, size and theme: the cells that share a label and a size.
    private struct GroupKey: Hashable {
        var variant, size, theme: String
        init(_ cell: StateCell) {
            variant = cell.variant
            size = cell.size
            theme = cell.theme
        }
    }

    private func narrowestWidths(_ matrix: StateMatrix) -> [GroupKey: Double] {
        var widths: [GroupKey: Double] = [:]
        for cell in matrix.cells {
            let key = GroupKey(cell), width = cell.geometry.width
            widths[key] = min(widths[key] ?? width, width)
        }
        return widths
    }
}
