import DesignTokens
import DocGenSupport
import DocGenYAML


/// Reads values out of a Yams node tree, recording a `ComponentError` with file:line:column for every problem
/// instead of stopping at the first.
package struct YAMLNodeReader {
    package let file: String
    package private(set) var errors: [ComponentError] = []
    /// Every token the values read so far name, each once, in the order first read.
    package private(set) var tokenReferences: [TokenPath] = []
    private var referenced: Set<TokenPath> = []

    package init(file: String) { self.file = file }

    package mutating func fail(_ reason: ComponentError.Reason, at node: YAMLNode?, path: String) {
        errors.append(ComponentError(reason, at: location(of: node, path: path)))
    }

    package func location(of node: YAMLNode?, path: String) -> SourceLocation {
        SourceLocation(file: file, line: node?.line, column: node?.column, path: path.isEmpty ? nil : path)
    }

    /// The key/value pairs of a mapping in file order, keys as strings; reports anything else.
    package mutating func pairs(_ node: YAMLNode, path: String) -> [(key: String, keyNode: YAMLNode, value: YAMLNode)]? {
        guard case .mapping(let mapping) = node.content else {
            fail(.expected("a mapping"), at: node, path: path)
            return nil
        }
        var result: [(key: String, keyNode: YAMLNode, value: YAMLNode)] = []
        var seen: Set<String> = []
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key.content else {
                fail(.expected("a plain key"), at: key, path: path)
                continue
            }
            if !seen.insert(scalar.string).inserted {
                fail(.duplicateName(scalar.string), at: key, path: path)
                continue
            }
            result.append((scalar.string, key, value))
        }
        return result
    }

    /// The fields of a mapping by name, after reporting fields outside `allowed` and missing `required` ones.
    package mutating func fields(_ node: YAMLNode, path: String, allowed: [String], required: [String] = []) -> [String: YAMLNode]? {
        guard let pairs = pairs(node, path: path) else { return nil }
        var fields: [String: YAMLNode] = [:]
        for pair in pairs {
            if allowed.contains(pair.key) {
                fields[pair.key] = pair.value
            } else {
                fail(.unknownField(pair.key, allowed: allowed), at: pair.keyNode, path: join(path, pair.key))
            }
        }
        for name in required where fields[name] == nil {
            fail(.missingField(name), at: node, path: path)
        }
        return fields
    }

    package mutating func string(_ node: YAMLNode?, path: String) -> String? {
        guard let node else { return nil }
        guard case .scalar(let scalar) = node.content else {
            fail(.expected("a string"), at: node, path: path)
            return nil
        }
        return scalar.string
    }

    package mutating func bool(_ node: YAMLNode?, path: String) -> Bool? {
        guard let text = string(node, path: path) else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            fail(.expected("true or false"), at: node, path: path)
            return nil
        }
    }

    package mutating func number(_ node: YAMLNode?, path: String) -> Double? {
        guard let text = string(node, path: path) else { return nil }
        guard let number = Double(text), number.isFinite else {
            fail(.expected("a number"), at: node, path: path)
            return nil
        }
        return number
    }

    /// A list of strings, or a single string as a list of one.
    package mutating func strings(_ node: YAMLNode?, path: String) -> [String]? {
        guard let node else { return nil }
        if case .sequence(let sequence) = node.content {
            return sequence.compactMap { string($0, path: path) }
        }
        return string(node, path: path).map { [$0] }
    }

    /// A token reference or a literal.
    package mutating func value(_ node: YAMLNode?, path: String) -> ComponentValue? {
        guard let node, let text = string(node, path: path) else { return nil }
        let location = location(of: node, path: path)
        if let kind = ComponentValueSyntax.parse(text) {
            if case .token(let path) = kind, referenced.insert(path).inserted { tokenReferences.append(path) }
            return ComponentValue(kind, location: location)
        }
        if ComponentExpression.looksLikeExpression(text) {
            switch ComponentExpressionParser.parse(text) {
            case .success(let expression):
                for path in expression.tokens where referenced.insert(path).inserted { tokenReferences.append(path) }
                return ComponentValue(.expression(expression), location: location)
            case .failure(let failure):
                let trimmed = String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
                fail(.invalidExpression(String(trimmed.prefix(80)), problem: failure.problem), at: node, path: path)
                return nil
            }
        }
        fail(.invalidValue(text), at: node, path: path)
        return nil
    }

    /// A color: a token reference or a literal, or a list of them tried in order (`ComponentValue.Kind.fallbacks`), as
    /// CSS tries `var(--a, var(--b))` for a part's color.
    package mutating func color(_ node: YAMLNode?, path: String) -> ComponentValue? {
        if case .sequence(let sequence)? = node?.content { return fallbacks(sequence, node: node, path: path) }
        return value(node, path: path)
    }

    /// `["{button.color.background.primary}", "{color.background.primary}"]`: each entry a token reference or a
    /// literal, at its own place; a list inside a list, or an empty one, is an error.
    private mutating func fallbacks(_ sequence: [YAMLNode], node: YAMLNode?, path: String) -> ComponentValue? {
        guard !sequence.isEmpty else {
            fail(.expected("a value, or a list of values tried in order"), at: node, path: path)
            return nil
        }
        var entries: [ComponentValue] = []
        for (index, entry) in sequence.enumerated() {
            let entryPath = "\(path)[\(index)]"
            if case .sequence = entry.content {
                fail(.expected("a token reference or a literal: a fallback list holds no list"), at: entry, path: entryPath)
                return nil
            }
            guard let value = value(entry, path: entryPath) else { return nil }
            entries.append(value)
        }
        return ComponentValue(.fallbacks(entries), location: location(of: node, path: path))
    }

    package func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}
