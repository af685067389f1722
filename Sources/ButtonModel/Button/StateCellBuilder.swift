import DesignTokens
import DocGenSupport

/// Resolves one cell: walks the state's fallback chain for each part, resolves tokens, composites colors.
package struct StateCellBuilder {
    package let definition: ComponentDefinition
    package let variant: ButtonVariant
    package let size: ButtonSize
    package let state: ButtonStateDefinition
    package var resolver: ComponentValueResolver
    /// The surface of the axis the cell is drawn on (its colors already applied to `variant`); `nil` without an axis.
    package let axisSurface: MatrixSurface?
    package var errors: [ComponentError] = []
    /// The limits in force (`label-length`).
    package var limits = InputLimits()
    /// The state's fallback chain (`ComponentDefinition.fallbackChain(of:)`), worked out once for every part of the cell.
    package let fallbackChain: [String]
    /// The definitions of the states of `fallbackChain`, in its order.
    package let fallbackStates: [ButtonStateDefinition]

    package init(definition: ComponentDefinition, variant: ButtonVariant, size: ButtonSize, state: ButtonStateDefinition,
         resolver: ComponentValueResolver, surface: MatrixSurface? = nil) {
        self.definition = definition
        self.variant = variant
        self.size = size
        self.state = state
        self.resolver = resolver
        self.axisSurface = surface
        fallbackChain = definition.fallbackChain(of: state.name)
        fallbackStates = fallbackChain.compactMap { definition.state(named: $0) }
    }

    /// What the cell sits on: the axis surface's background, else the variant's surface.
    private var backdrop: Surface? { axisSurface?.background ?? definition.surfaces[variant.surface] }

    private var theme: String { resolver.tokens.name }

    package mutating func build() -> StateCell? {
        let opacity = buildOpacity()
        let shadowFailuresBefore = errors.count
        let elevation = buildElevation()
        guard errors.count == shadowFailuresBefore else { return nil } // A shadow out of bounds.
        guard let colors = buildColors(opacity: opacity) else { return nil }
        let flags = definition.flags(of: state.name)
        let hidesLabel = inherited(\.hidesLabel) ?? (flags.isLoading && state.label == nil)
        let transform = size.textTransform
        let widthText = transform.apply(state.label ?? variant.label)
        guard labelsFit(widthText) else { return nil }
        let text: String? = variant.isIconOnly || hidesLabel ? nil : widthText
        let leadingGlyph = glyph(inherited(\.icon)) ?? defaultLeadingGlyph(flags)
        let trailingGlyph = glyph(inherited(\.trailingIcon)) ?? variant.trailingIcon
        var metrics = buildMetrics(opacity: opacity)
        applySides(to: &metrics, leadingIcon: leadingGlyph != nil, trailingIcon: trailingGlyph != nil && !variant.isIconOnly)
        guard metricsFit(metrics) else { return nil }
        let failuresBefore = resolver.errors.count + errors.count
        let companion = buildFocusRingCompanion(surface: colors.surface.value)
        guard resolver.errors.count + errors.count == failuresBefore else { return nil }
        var cell = StateCell(
            reference: CellReference(system: definition.system, component: definition.name, variant: variant.name,
                                     size: size.name, state: state.name, theme: theme, surface: axisSurface?.name),
            flags: flags, text: text, widthText: widthText,
            accessibleName: inherited(\.accessibilityLabel) ?? variant.accessibleName,
            hasLeadingIcon: variant.hasLeadingIcon || variant.isIconOnly, isIconOnly: variant.isIconOnly,
            colors: colors, metrics: metrics)
        cell.elevation = elevation
        if (variant.nonTextBackdrop ?? definition.nonTextBackdrop) == .shadow, let shadows = elevation {
            cell.measureShadowedSurface(under: shadows, width: cell.widthWithoutLabel)
        }
        cell.focusRingCompanion = companion
        cell.leadingGlyph = leadingGlyph
        cell.trailingGlyph = trailingGlyph
        return cell
    }

    // MARK: Colors

    private mutating func buildColors(opacity: StateCellOpacity) -> StateCellColors? {
        guard let surfaceValue = backdrop?.color(forTheme: theme) else {
            if let backdrop {
                errors.append(ComponentError(.surfaceMissingTheme(surface: backdrop.name, theme: theme), at: backdrop.location))
            }
            return nil
        }
        guard let surfaceDeclared = resolver.color(surfaceValue) else { return nil }
        let surface = surfaceDeclared.with(value: surfaceDeclared.declared.composited(over: .white))
        let failuresBefore = resolver.errors.count
        // The label first: a keyword in another part (`currentColor`) takes the label's color.
        let label = part(.label, label: nil, surface: surface)
        let background = part(.background, label: label, surface: surface) ?? .builtIn(.transparent, at: variant.location)
        let border = part(.border, label: label, surface: surface)
        let icon = part(.icon, label: label, surface: surface) ?? label.map { derived($0, from: .label) }
        let ringColor = focusRingMember(\.color)
        let ring = part(.focusRing, label: label, surface: surface)
            ?? ringColor.flatMap { resolver.paint($0) }.flatMap { resolvedColor($0, for: .focusRing, label: label, surface: surface) }
            ?? label.map { derived($0, from: .label) }
        // A layer is painted only where an opacity gives it a strength (`StateLayerOpacityCheck` reports a color written
        // for a state without one); its color is the label's when none is written.
        let layerColor = part(.stateLayer, label: label, surface: surface)
        var layer = opacity.values[.stateLayer] == nil ? nil : layerColor ?? label.map { derived($0, from: .label) }
        guard resolver.errors.count == failuresBefore else { return nil }
        guard let label, let icon, let ring else {
            errors.append(ComponentError(.noLabelColor(variant: variant.name, state: state.name), at: variant.location))
            return nil
        }
        if let declared = layer?.declared, declared.alpha * opacity.value(of: .stateLayer) <= 0 { layer = nil }
        let painted = CellCompositor(surface: surface.value, opacity: opacity).paint(
            background: background.declared, layer: layer?.declared, label: label.declared, icon: icon.declared,
            border: border?.declared)
        return StateCellColors(
            surface: surface, background: background.with(value: painted.fill),
            label: label.with(value: painted.label), border: border.map { $0.with(value: painted.border ?? $0.value) },
            icon: icon.with(value: painted.icon),
            focusRing: ring.with(value: ring.declared.composited(over: surface.value)),
            stateLayer: layer.map { $0.with(value: painted.underContent) })
    }


    private func derived(_ value: ResolvedPart<Color>, from part: ButtonPart) -> ResolvedPart<Color> {
        var copy = value
        copy.derivedFrom = part
        return copy
    }

    /// The part's value in the nearest state of the fallback chain that declares it or a part overriding it;
    /// `nil` when none does or when its token does not resolve (the resolver then holds the error).
    /// A keyword takes its meaning for `part` from `label` and `surface` (`ColorKeyword.meaning(for:)`).
    private mutating func part(_ part: ButtonPart, label: ResolvedPart<Color>?, surface: ResolvedPart<Color>) -> ResolvedPart<Color>? {
        for name in fallbackChain {
            for candidate in (variant.overrides[part] ?? []) + [part] {
                guard let value = variant.parts[candidate]?[name] else { continue }
                guard let paint = resolver.paint(value), var resolved = resolvedColor(paint, for: part, label: label, surface: surface)
                else { return nil }
                resolved.fallbackFrom = name == state.name ? nil : name
                resolved.derivedFrom = candidate == part ? nil : candidate
                return resolved
            }
        }
        return nil
    }

    // MARK: Metrics

    private mutating func buildMetrics(opacity: StateCellOpacity) -> StateCellMetrics {
        let at = size.location
        let typography = size.typography.flatMap { resolver.typography($0) }
        let fontSize = size.fontSize.flatMap { resolver.number($0) } ?? typography?.fontSize ?? .builtIn(16, at: at)
        let fontWeight = size.fontWeight.flatMap { resolver.number($0) } ?? typography?.fontWeight ?? .builtIn(400, at: at)
        let ring = FocusRingStyle(color: nil, width: focusRingMember(\.width), offset: focusRingMember(\.offset))
        var metrics = StateCellMetrics(
            height: resolver.number(size.height) ?? .builtIn(44, at: at),
            minWidth: resolver.number(size.minWidth, default: 0, at: at),
            paddingX: size.paddingX.flatMap { resolver.number($0) } ?? .builtIn(16, at: at),
            iconSize: resolver.number(size.iconSize, default: 16, at: at),
            gap: resolver.number(size.gap, default: 8, at: at),
            cornerRadius: resolver.number(variant.cornerRadius ?? size.cornerRadius, default: 0, at: at),
            borderWidth: resolver.number(size.borderWidth, default: 0, at: at),
            fontSize: fontSize,
            fontWeight: fontWeight,
            focusRingWidth: resolver.number(ring.width, default: 2, at: at),
            focusRingOffset: resolver.number(ring.offset, default: 2, at: at),
            hitSlopX: resolver.number(size.hitSlopX, default: 0, at: at),
            hitSlopY: resolver.number(size.hitSlopY, default: 0, at: at),
            fixedWidth: nil)
        metrics.fontFamily = typography?.fontFamily ?? []
        metrics.textTransform = size.textTransform
        metrics.lineHeight = size.lineHeight.flatMap { resolver.number($0) } ?? typography?.lineHeight
        if size.lineHeight == nil { metrics.normalLineHeight = typography?.normalLineHeight }
        if let spacing = size.letterSpacing.flatMap({ resolver.number($0) }) {
            metrics.letterSpacing = spacing
        } else if let spacing = typography?.letterSpacing {
            let points = typography?.letterSpacingInEm == true ? spacing.value * fontSize.value : spacing.value
            metrics.letterSpacing = spacing.with(value: points)
        }
        metrics.opacity = opacity
        let fill = definition.containerWidth - 2 * definition.containerPadding
        switch size.width {
        case .hug where variant.isFullWidth, .fill:
            metrics.fixedWidth = ResolvedPart(value: fill, declared: fill, location: variant.isFullWidth ? variant.location : at,
                                              written: "fill")
        case .fixed(let value):
            metrics.fixedWidth = variant.isFullWidth
                ? ResolvedPart(value: fill, declared: fill, location: variant.location, written: "fill")
                : resolver.number(value)
        case .hug:
            break
        }
        return metrics
    }
}
