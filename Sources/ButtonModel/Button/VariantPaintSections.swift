import DesignTokens
import DocGenSupport
import DocGenYAML


/// Reads the paint fields that go beyond colors: a variant's `opacity` per target and state, `elevation` per state and
/// icons; the icons and focus ring of a state.
package enum VariantPaintSections {
    /// `opacity: {container: {disabled: 0.12}, label: {disabled: "38%"}, button: 0.5}`: target → state → opacity,
    /// a single value standing for every root state.
    package static func opacity(_ node: YAMLNode?, path: String, rootStates: [String],
                        reader: inout YAMLNodeReader) -> [OpacityTarget: [String: ComponentValue]] {
        guard let node, let pairs = reader.pairs(node, path: path) else { return [:] }
        var result: [OpacityTarget: [String: ComponentValue]] = [:]
        for pair in pairs {
            let entryPath = "\(path).\(pair.key)"
            guard let target = OpacityTarget(rawValue: pair.key) else {
                reader.fail(.unknownOpacityTarget(pair.key), at: pair.keyNode, path: entryPath)
                continue
            }
            result[target] = perState(pair.value, path: entryPath, rootStates: rootStates, reader: &reader, read: opacityValue)
        }
        return result
    }

    /// `{state: value}` read with `read`; a single value (or a fallback list) stands for every root state.
    package static func perState(_ node: YAMLNode, path: String, rootStates: [String], reader: inout YAMLNodeReader,
                         read: (YAMLNode, String, inout YAMLNodeReader) -> ComponentValue?) -> [String: ComponentValue] {
        if case .mapping = node.content {} else {
            guard let value = read(node, path, &reader) else { return [:] }
            return Dictionary(uniqueKeysWithValues: rootStates.map { ($0, value) })
        }
        var values: [String: ComponentValue] = [:]
        for state in reader.pairs(node, path: path) ?? [] {
            values[state.key] = read(state.value, "\(path).\(state.key)", &reader)
        }
        return values
    }

    /// A number from 0 to 1, a percentage, a token reference or an expression (`"8 / 100"`), whose range is checked
    /// when it resolves.
    package static func opacityValue(_ node: YAMLNode, _ path: String, _ reader: inout YAMLNodeReader) -> ComponentValue? {
        guard let text = reader.string(node, path: path) else { return nil }
        let trimmed = text.filter { !$0.isWhitespace }
        let location = reader.location(of: node, path: path)
        if trimmed.hasPrefix("{") || trimmed.hasPrefix("(") {
            return reader.value(node, path: path)
        }
        let fraction: Double?
        if trimmed.hasSuffix("%") {
            fraction = Double(trimmed.dropLast()).map { $0 / 100 }
        } else {
            fraction = Double(trimmed)
        }
        if fraction == nil, trimmed.dropFirst().contains(where: { "+-*/".contains($0) }) {
            return reader.value(node, path: path)
        }
        guard let fraction, fraction.isFinite else {
            reader.fail(.expected("an opacity: a number from 0 to 1, a percentage, or a token reference"), at: node, path: path)
            return nil
        }
        guard (0...1).contains(fraction) else {
            reader.fail(.opacityOutOfRange(text), at: node, path: path)
            return nil
        }
        return ComponentValue(.number(fraction), location: location)
    }

    /// `elevation: {enabled: "{md.sys.elevation.level1}", disabled: none}`: state → a reference to a shadow token,
    /// or `none` (also `0`) for no shadow, kept as the number 0; a single value stands for every root state.
    package static func elevation(_ node: YAMLNode?, path: String, rootStates: [String], reader: inout YAMLNodeReader) -> [String: ComponentValue] {
        guard let node else { return [:] }
        return perState(node, path: path, rootStates: rootStates, reader: &reader, read: elevationValue)
    }

    private static func elevationValue(_ node: YAMLNode, _ path: String, _ reader: inout YAMLNodeReader) -> ComponentValue? {
        guard let text = reader.string(node, path: path) else { return nil }
        let trimmed = text.filter { !$0.isWhitespace }
        if trimmed == "none" || trimmed == "0" {
            return ComponentValue(.number(0), location: reader.location(of: node, path: path))
        }
        guard trimmed.hasPrefix("{"), let value = reader.value(node, path: path) else {
            if !trimmed.hasPrefix("{") { reader.fail(.invalidElevation(text), at: node, path: path) }
            return nil
        }
        return value
    }

    /// `leadingIcon: true`, `false` or an icon name, and `trailingIcon: NAME`.
    package static func icons(_ fields: [String: YAMLNode], path: String, into variant: inout ButtonVariant, reader: inout YAMLNodeReader) {
        if let node = fields["leadingIcon"], let text = reader.string(node, path: "\(path).leadingIcon") {
            switch text.lowercased() {
            case "true", "yes", "on": variant.hasLeadingIcon = true
            case "false", "no", "off": variant.hasLeadingIcon = false
            default:
                if let name = iconName(node, path: "\(path).leadingIcon", allowsNone: false, reader: &reader),
                   let icon = ButtonIcon(rawValue: name) {
                    variant.hasLeadingIcon = true
                    variant.leadingIcon = icon
                }
            }
        }
        variant.trailingIcon = iconName(fields["trailingIcon"], path: "\(path).trailingIcon", allowsNone: false, reader: &reader)
            .flatMap(ButtonIcon.init(rawValue:))
    }

    /// An icon's name as written, after reporting one docgen cannot draw; `none` where `allowsNone`.
    package static func iconName(_ node: YAMLNode?, path: String, allowsNone: Bool, reader: inout YAMLNodeReader) -> String? {
        guard let node, let name = reader.string(node, path: path) else { return nil }
        if allowsNone, name == ButtonIcon.noneName { return name }
        guard ButtonIcon(rawValue: name) != nil else {
            reader.fail(.unknownIcon(name), at: node, path: path)
            return nil
        }
        return name
    }

    /// `nonTextContrast: { against: surface | shadow }`, on the component or on a variant; `nil` when it is not
    /// written or not valid (reported).
    package static func nonTextBackdrop(_ node: YAMLNode?, path: String, reader: inout YAMLNodeReader) -> NonTextBackdrop? {
        guard let node, let members = reader.fields(node, path: path, allowed: ["against"]),
              let against = reader.string(members["against"], path: "\(path).against") else { return nil }
        guard let backdrop = NonTextBackdrop(rawValue: against) else {
            reader.fail(.expected("one of \(NonTextBackdrop.allCases.map(\.rawValue).joined(separator: ", "))"),
                        at: members["against"], path: "\(path).against")
            return nil
        }
        return backdrop
    }

    /// `{color, width, offset}`, each a value, and at most one of `inner: {color, width}` and
    /// `outer: {color, width}` (see `FocusRingCompanion`), as the component's `focusRing`, a variant's and a state's.
    package static func focusRing(_ node: YAMLNode, path: String, reader: inout YAMLNodeReader) -> FocusRingStyle {
        let sides = FocusRingCompanion.Side.allCases.map(\.rawValue)
        guard let members = reader.fields(node, path: path, allowed: ["color", "width", "offset"] + sides) else { return FocusRingStyle() }
        var style = FocusRingStyle(color: reader.color(members["color"], path: "\(path).color"),
                                   width: reader.value(members["width"], path: "\(path).width"),
                                   offset: reader.value(members["offset"], path: "\(path).offset"))
        let written = FocusRingCompanion.Side.allCases.filter { members[$0.rawValue] != nil }
        if written.count > 1, let second = members[FocusRingCompanion.Side.outer.rawValue] {
            reader.fail(.expected("one second ring, `inner` or `outer`, not both"), at: second, path: "\(path).outer")
            return style
        }
        if let side = written.first, let ring = members[side.rawValue] {
            let ringPath = "\(path).\(side.rawValue)"
            guard let fields = reader.fields(ring, path: ringPath, allowed: ["color", "width"], required: ["color"]) else { return style }
            style.companion = FocusRingCompanion(side: side, color: reader.value(fields["color"], path: "\(ringPath).color"),
                                                 width: reader.value(fields["width"], path: "\(ringPath).width"),
                                                 location: reader.location(of: ring, path: ringPath))
        }
        return style
    }
}
