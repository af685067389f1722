import Yams

/// Reads the paint fields of a variant that go beyond colors: `opacity` per target and state.
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
}
