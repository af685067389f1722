import DesignTokens
import DocGenSupport
import DocGenYAML


/// Reads `textSize:` at the top of a component definition, `textSize:` in a size, and a variant's `labels:`.
///
/// ```yaml
/// textSize:
///   scale: dynamic-type        # or [1, 1.5, 2], or { "100%": 1, "200%": 2 }
///   textStyle: body            # dynamic-type only: the style labels scale with
///   height: minimum            # or fixed
///   show: [Large, AX3, AX5]    # the steps pages draw (every step is checked)
/// ```
package enum TextSizeSection {
    package static func scale(_ node: YAMLNode, reader: inout YAMLNodeReader) -> TextSizeScale? {
        let path = "textSize"
        guard let fields = reader.fields(node, path: path, allowed: ["scale", "textStyle", "height", "show"], required: ["scale"]),
              let scaleNode = fields["scale"] else { return nil }
        let location = reader.location(of: node, path: path)
        var scale: TextSizeScale?
        switch scaleNode.content {
        case .scalar(let scalar) where scalar.string == "dynamic-type":
            let style = textStyle(fields["textStyle"], path: "\(path).textStyle", reader: &reader) ?? .body
            scale = .dynamicType(textStyle: style, location: location)
        case .sequence(let items):
            let factors = items.compactMap { factor($0, path: "\(path).scale", reader: &reader) }
            guard factors.count == items.count else { return nil }
            scale = TextSizeScale(kind: .factors(factors), steps: factors.map(percent), location: location)
        case .mapping:
            guard let pairs = reader.pairs(scaleNode, path: "\(path).scale") else { return nil }
            let factors = pairs.compactMap { factor($0.value, path: "\(path).scale.\($0.key)", reader: &reader) }
            guard factors.count == pairs.count else { return nil }
            scale = TextSizeScale(kind: .factors(factors), steps: pairs.map(\.key), location: location)
        default:
            reader.fail(.expected("dynamic-type, a list of factors such as [1, 1.5, 2], or a mapping of step names to factors"),
                        at: scaleNode, path: "\(path).scale")
            return nil
        }
        guard var scale else { return nil }
        if case .factors = scale.kind, fields["textStyle"] != nil {
            reader.fail(.expected("no textStyle: text styles belong to scale: dynamic-type; factors apply to every label"),
                        at: fields["textStyle"], path: "\(path).textStyle")
        }
        if scale.steps.isEmpty {
            reader.fail(.expected("at least one step"), at: scaleNode, path: "\(path).scale")
            return nil
        }
        if let height = self.height(fields["height"], path: "\(path).height", reader: &reader) { scale.height = height }
        if let shown = reader.strings(fields["show"], path: "\(path).show") {
            for step in shown where !scale.steps.contains(step) {
                reader.fail(.expected("one of the scale's steps (\(scale.steps.joined(separator: ", "))), not '\(step)'"),
                            at: fields["show"], path: "\(path).show")
            }
            scale.shown = shown.filter(scale.steps.contains)
        }
        return scale
    }

    /// A size's own `textSize: { textStyle: headline, height: fixed }`.
    package static func sizeScaling(_ node: YAMLNode, path: String, reader: inout YAMLNodeReader) -> SizeTextScaling? {
        guard let fields = reader.fields(node, path: path, allowed: ["textStyle", "height"]) else { return nil }
        return SizeTextScaling(textStyle: textStyle(fields["textStyle"], path: "\(path).textStyle", reader: &reader),
                               height: height(fields["height"], path: "\(path).height", reader: &reader),
                               location: reader.location(of: node, path: path))
    }

    /// A variant's `labels: { de: Anmelden, fi: Kirjaudu }`, in file order.
    package static func labels(_ node: YAMLNode, path: String, reader: inout YAMLNodeReader) -> [LocalizedLabel] {
        guard let pairs = reader.pairs(node, path: path) else { return [] }
        return pairs.compactMap { pair in
            let place = "\(path).\(pair.key)"
            guard let text = reader.string(pair.value, path: place) else { return nil }
            guard !text.isEmpty else {
                reader.fail(.expected("a label of at least one character"), at: pair.value, path: place)
                return nil
            }
            return LocalizedLabel(locale: pair.key, text: text, location: reader.location(of: pair.value, path: place))
        }
    }

    private static func textStyle(_ node: YAMLNode?, path: String, reader: inout YAMLNodeReader) -> DynamicType.TextStyle? {
        guard let name = reader.string(node, path: path) else { return nil }
        guard let style = DynamicType.TextStyle(rawValue: name) else {
            reader.fail(.expected("one of Apple's text styles: \(DynamicType.TextStyle.allCases.map(\.rawValue).joined(separator: ", "))"),
                        at: node, path: path)
            return nil
        }
        return style
    }

    private static func height(_ node: YAMLNode?, path: String, reader: inout YAMLNodeReader) -> TextSizeHeight? {
        guard let name = reader.string(node, path: path) else { return nil }
        guard let height = TextSizeHeight(rawValue: name) else {
            reader.fail(.expected("minimum (the button grows with its label) or fixed (the label is clipped)"), at: node, path: path)
            return nil
        }
        return height
    }

    /// A factor from 0.5 to 4 (`1.5` or `"150%"`): text zoom beyond that is no setting any platform offers.
    private static func factor(_ node: YAMLNode, path: String, reader: inout YAMLNodeReader) -> Double? {
        guard let text = reader.string(node, path: path) else { return nil }
        let value = text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 } : Double(text)
        guard let value, value.isFinite, (0.5...4).contains(value) else {
            reader.fail(.expected("a factor from 0.5 to 4, such as 1.5 or \"150%\""), at: node, path: path)
            return nil
        }
        return value
    }

    private static func percent(_ factor: Double) -> String {
        "\((factor * 100).formattedForDisplay)%"
    }
}
