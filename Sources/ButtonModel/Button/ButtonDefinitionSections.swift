import DesignTokens
import DocGenSupport
import DocGenYAML


/// Reads the entries of the `surfaces`, `states`, `sizes` and `variants` sections.
package enum ButtonDefinitionSections {
    package static func surface(name: String, node: YAMLNode, reader: inout YAMLNodeReader) -> Surface {
        let path = "surfaces.\(name)"
        var colors: [String: ComponentValue] = [:]
        if case .mapping = node.content, let pairs = reader.pairs(node, path: path) {
            for pair in pairs {
                colors[pair.key] = reader.color(pair.value, path: "\(path).\(pair.key)")
            }
        } else {
            colors[Surface.defaultTheme] = reader.color(node, path: path)
        }
        return Surface(name: name, colors: colors, location: reader.location(of: node, path: path))
    }

    package static func state(name: String, node: YAMLNode, reader: inout YAMLNodeReader) -> ButtonStateDefinition? {
        let path = "states.\(name)"
        let allowed = ["fallback", "disabled", "focused", "selected", "loading", "label", "accessibilityLabel", "variants",
                       "icon", "trailingIcon", "hidesLabel", "focusRing"]
        guard let fields = reader.fields(node, path: path, allowed: allowed) else { return nil }
        var state = ButtonStateDefinition(
            name: name,
            fallback: reader.string(fields["fallback"], path: "\(path).fallback"),
            disabled: reader.bool(fields["disabled"], path: "\(path).disabled"),
            focused: reader.bool(fields["focused"], path: "\(path).focused"),
            selected: reader.bool(fields["selected"], path: "\(path).selected"),
            loading: reader.bool(fields["loading"], path: "\(path).loading"),
            label: reader.string(fields["label"], path: "\(path).label"),
            accessibilityLabel: reader.string(fields["accessibilityLabel"], path: "\(path).accessibilityLabel"),
            variants: reader.strings(fields["variants"], path: "\(path).variants"),
            location: reader.location(of: node, path: path))
        state.icon = VariantPaintSections.iconName(fields["icon"], path: "\(path).icon", allowsNone: true, reader: &reader)
        state.trailingIcon = VariantPaintSections.iconName(fields["trailingIcon"], path: "\(path).trailingIcon", allowsNone: true,
                                                          reader: &reader)
        state.hidesLabel = reader.bool(fields["hidesLabel"], path: "\(path).hidesLabel")
        if let label = fields["label"] { state.labelLocation = reader.location(of: label, path: "\(path).label") }
        if let ring = fields["focusRing"] {
            state.focusRing = VariantPaintSections.focusRing(ring, path: "\(path).focusRing", reader: &reader)
        }
        return state
    }

    package static func size(name: String, node: YAMLNode, reader: inout YAMLNodeReader) -> ButtonSize? {
        let path = "sizes.\(name)"
        let allowed = ["height", "minWidth", "paddingX", "paddingStart", "paddingEnd", "withLeadingIcon", "withTrailingIcon",
                       "iconSize", "gap", "cornerRadius", "borderWidth", "fontSize", "fontWeight", "typography", "width",
                       "hitSlop", "minimumHitArea", "letterSpacing", "lineHeight", "textTransform", "textSize"]
        guard let fields = reader.fields(node, path: path, allowed: allowed, required: ["height"]),
              let height = reader.value(fields["height"], path: "\(path).height") else { return nil }
        guard let padding = ButtonSizePadding(fields, node: node, path: path, reader: &reader) else { return nil }
        if fields["fontSize"] == nil, fields["typography"] == nil {
            reader.fail(.missingField("fontSize"), at: node, path: path)
        }
        func value(_ key: String) -> ComponentValue? { reader.value(fields[key], path: "\(path).\(key)") }
        var size = ButtonSize(name: name, height: height, minWidth: value("minWidth"), paddingX: padding.x,
                              iconSize: value("iconSize"), gap: value("gap"), cornerRadius: value("cornerRadius"),
                              borderWidth: value("borderWidth"), fontSize: value("fontSize"), fontWeight: value("fontWeight"),
                              typography: value("typography"),
                              location: reader.location(of: node, path: path))
        padding.apply(to: &size)
        size.letterSpacing = value("letterSpacing")
        size.lineHeight = value("lineHeight")
        if let node = fields["textTransform"], let text = reader.string(node, path: "\(path).textTransform") {
            if let transform = TextTransform(rawValue: text) {
                size.textTransform = transform
            } else {
                reader.fail(.expected("a text transform: \(TextTransform.allCases.map(\.rawValue).joined(separator: ", "))"),
                            at: node, path: "\(path).textTransform")
            }
        }
        if let scaling = fields["textSize"] {
            size.textScaling = TextSizeSection.sizeScaling(scaling, path: "\(path).textSize", reader: &reader)
        }
        if let width = fields["width"] {
            let widthPath = "\(path).width"
            if case .scalar(let scalar) = width.content, scalar.string == "fill" {
                size.width = .fill
            } else if case .scalar(let scalar) = width.content, scalar.string == "hug" {
                size.width = .hug
            } else if let fixed = reader.value(width, path: widthPath) {
                size.width = .fixed(fixed)
            }
        }
        if let slop = fields["hitSlop"] {
            let slopPath = "\(path).hitSlop"
            if case .scalar = slop.content {
                size.hitSlopX = reader.value(slop, path: slopPath)
                size.hitSlopY = size.hitSlopX
            } else if let members = reader.fields(slop, path: slopPath, allowed: ["horizontal", "vertical"]) {
                size.hitSlopX = reader.value(members["horizontal"], path: "\(slopPath).horizontal")
                size.hitSlopY = reader.value(members["vertical"], path: "\(slopPath).vertical")
            }
        }
        size.minimumHitArea = ButtonSizePadding.minimumHitArea(fields, size: size, path: path, reader: &reader)
        return size
    }

    /// `onAxis`: the definition has a surface axis, which sets every variant's background, so a variant names no
    /// `surface` of its own.
    package static func variant(name: String, node: YAMLNode, rootStates: [String], onAxis: Bool = false,
                        reader: inout YAMLNodeReader) -> ButtonVariant? {
        let path = "variants.\(name)"
        let allowed = ["text", "surface", "leadingIcon", "trailingIcon", "iconOnly", "accessibilityLabel", "fullWidth", "sizes",
                       "cornerRadius", "colors", "overrides", "opacity", "elevation", "labels", "nonTextContrast", "focusRing",
                       "status", "statusNote"]
        guard let fields = reader.fields(node, path: path, allowed: allowed, required: onAxis ? ["text", "colors"] : ["text", "surface", "colors"]),
              let text = reader.string(fields["text"], path: "\(path).text") else { return nil }
        if onAxis, let surfaceNode = fields["surface"] {
            reader.fail(.surfaceBesideAxis(variant: name), at: surfaceNode, path: "\(path).surface")
        }
        guard let surface = onAxis ? "" : reader.string(fields["surface"], path: "\(path).surface") else { return nil }
        var variant = ButtonVariant(
            name: name, label: text, surface: surface,
            hasLeadingIcon: false,
            isIconOnly: reader.bool(fields["iconOnly"], path: "\(path).iconOnly") ?? false,
            accessibilityLabel: reader.string(fields["accessibilityLabel"], path: "\(path).accessibilityLabel"),
            isFullWidth: reader.bool(fields["fullWidth"], path: "\(path).fullWidth") ?? false,
            sizes: reader.strings(fields["sizes"], path: "\(path).sizes"),
            parts: [:], location: reader.location(of: node, path: path))
        variant.labelLocation = reader.location(of: fields["text"], path: "\(path).text")
        variant.cornerRadius = reader.value(fields["cornerRadius"], path: "\(path).cornerRadius")
        if let labels = fields["labels"] {
            variant.labels = TextSizeSection.labels(labels, path: "\(path).labels", reader: &reader)
        }
        variant.status = status(fields["status"], path: "\(path).status", reader: &reader)
        variant.statusNote = reader.string(fields["statusNote"], path: "\(path).statusNote")
        VariantPaintSections.icons(fields, path: path, into: &variant, reader: &reader)
        if variant.isIconOnly, variant.accessibilityLabel == nil {
            reader.fail(.missingField("accessibilityLabel"), at: node, path: path)
        }
        for (part, value, partPath) in partEntries(fields["colors"], path: "\(path).colors", reader: &reader) {
            variant.parts[part] = stateValues(value, path: partPath, rootStates: rootStates, reader: &reader)
            if case .mapping = value.content {} else { variant.partsWrittenOnce.insert(part) }
        }
        for (part, value, overridePath) in partEntries(fields["overrides"], path: "\(path).overrides", reader: &reader) {
            variant.overrides[part] = (reader.strings(value, path: overridePath) ?? []).compactMap { name in
                guard let by = ButtonPart(rawValue: name) else {
                    reader.fail(.unknownPart(name), at: value, path: overridePath)
                    return nil
                }
                return by
            }
        }
        variant.opacity = VariantPaintSections.opacity(fields["opacity"], path: "\(path).opacity", rootStates: rootStates,
                                                       reader: &reader)
        variant.elevation = VariantPaintSections.elevation(fields["elevation"], path: "\(path).elevation", rootStates: rootStates,
                                                           reader: &reader)
        variant.nonTextBackdrop = VariantPaintSections.nonTextBackdrop(fields["nonTextContrast"], path: "\(path).nonTextContrast",
                                                                       reader: &reader)
        if let ring = fields["focusRing"] {
            variant.focusRing = VariantPaintSections.focusRing(ring, path: "\(path).focusRing", reader: &reader)
        }
        return variant
    }

    /// `status: beta`: stable when not written; any other word is an error naming the three.
    package static func status(_ node: YAMLNode?, path: String, reader: inout YAMLNodeReader) -> VariantStatus {
        guard let node, let text = reader.string(node, path: path) else { return .stable }
        guard let status = VariantStatus(rawValue: text) else {
            reader.fail(.unknownStatus(text), at: node, path: path)
            return .stable
        }
        return status
    }

    /// The entries of a mapping keyed by part name, reporting keys that name no part.
    package static func partEntries(_ node: YAMLNode?, path: String, reader: inout YAMLNodeReader) -> [(ButtonPart, YAMLNode, String)] {
        guard let node, let pairs = reader.pairs(node, path: path) else { return [] }
        return pairs.compactMap { pair in
            let entryPath = "\(path).\(pair.key)"
            guard let part = ButtonPart(rawValue: pair.key) else {
                reader.fail(.unknownPart(pair.key), at: pair.keyNode, path: entryPath)
                return nil
            }
            return (part, pair.value, entryPath)
        }
    }

    /// `{default: v, pressed: w}`; a single value (or fallback list) stands for every root state.
    package static func stateValues(_ node: YAMLNode, path: String, rootStates: [String],
                            reader: inout YAMLNodeReader) -> [String: ComponentValue] {
        VariantPaintSections.perState(node, path: path, rootStates: rootStates, reader: &reader) { $2.color($0, path: $1) }
    }
}
