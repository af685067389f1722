import Yams

/// Reads the paint fields of a variant that go beyond colors: `opacity` per target and state, `elevation` per state.
enum VariantPaintSections {
    /// `opacity: {container: {disabled: 0.12}, label: {disabled: "38%"}, button: 0.5}`: target → state → opacity,
    /// a single value standing for every root state.
    static func opacity(_ node: Node?, path: String, rootStates: [String],
                        reader: inout YAMLNodeReader) -> [OpacityTarget: [String: ComponentValue]] {
        guard let node, let pairs = reader.pairs(node, path: path) else { return [:] }
        var result: [OpacityTarget: [String: ComponentValue]] = [:]
        for pair in pairs {
            let entryPath = "\(path).\(pair.key)"
            guard let target = OpacityTarget(rawValue: pair.key) else {
                reader.fail(.unknownOpacityTarget(pair.key), at: pair.keyNode, path: entryPath)
                continue
            }
            if case .scalar = pair.value {
                guard let value = opacityValue(pair.value, path: entryPath, reader: &reader) else { continue }
                result[target] = Dictionary(uniqueKeysWithValues: rootStates.map { ($0, value) })
                continue
            }
            var values: [String: ComponentValue] = [:]
            for state in reader.pairs(pair.value, path: entryPath) ?? [] {
                values[state.key] = opacityValue(state.value, path: "\(entryPath).\(state.key)", reader: &reader)
            }
            result[target] = values
        }
        return result
    }

    /// A number from 0 to 1, a percentage, or a token reference (whose range is checked when it resolves).
    static func opacityValue(_ node: Node, path: String, reader: inout YAMLNodeReader) -> ComponentValue? {
        guard let text = reader.string(node, path: path) else { return nil }
        let trimmed = text.filter { !$0.isWhitespace }
        let location = reader.location(of: node, path: path)
        if trimmed.hasPrefix("{") {
            return reader.value(node, path: path)
        }
        let fraction: Double?
        if trimmed.hasSuffix("%") {
            fraction = Double(trimmed.dropLast()).map { $0 / 100 }
        } else {
            fraction = Double(trimmed)
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
    static func elevation(_ node: Node?, path: String, rootStates: [String], reader: inout YAMLNodeReader) -> [String: ComponentValue] {
        guard let node else { return [:] }
        if case .scalar = node {
            guard let value = elevationValue(node, path: path, reader: &reader) else { return [:] }
            return Dictionary(uniqueKeysWithValues: rootStates.map { ($0, value) })
        }
        var values: [String: ComponentValue] = [:]
        for state in reader.pairs(node, path: path) ?? [] {
            values[state.key] = elevationValue(state.value, path: "\(path).\(state.key)", reader: &reader)
        }
        return values
    }

    private static func elevationValue(_ node: Node, path: String, reader: inout YAMLNodeReader) -> ComponentValue? {
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
}
