import Foundation
import Yams
import DocGenSupport

/// The one place docgen talks to Yams: composes YAML text into a `YAMLNode` tree, after checking the composed tree
/// against the limits (values after expanding aliases, levels of nesting), and reads a scalar's meaning with Yams's
/// constructors, so every reader of YAML shares one set of places, limits and YAML 1.1 rules.
package enum YAMLDocument {
    /// The document's root, `nil` when the text holds no document (empty, or comments only), or why it cannot be read.
    package static func compose(_ text: String, limits: InputLimits = InputLimits()) -> Result<YAMLNode?, YAMLReadError> {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, .default, .default, .utf8)
        } catch {
            return .failure(syntaxError(error))
        }
        guard let root else { return .success(nil) }
        if let excess = excess(of: root, limits: limits) {
            return .failure(.limit(excess.name, line: excess.mark?.line, column: excess.mark?.column))
        }
        return .success(node(root))
    }

    /// The first value past `limits` (values after expanding aliases, or levels of nesting), counted without
    /// expanding aliases: an anchor repeated by aliases at every level ("billion laughs") multiplies what every reader
    /// of the tree walks.
    private static func excess(of root: Node, limits: InputLimits) -> (name: InputLimits.Name, mark: Mark?)? {
        var count = 0
        var pending: [(node: Node, depth: Int)] = [(root, 1)]
        while let (node, depth) = pending.popLast() {
            count += 1
            if count > limits.yamlNodes { return (.yamlNodes, node.mark) }
            if depth > limits.nestingDepth { return (.nestingDepth, node.mark) }
            switch node {
            case .scalar, .alias: continue
            case .sequence(let sequence): pending.append(contentsOf: sequence.map { ($0, depth + 1) })
            case .mapping(let mapping):
                for (key, value) in mapping { pending.append((key, depth + 1)); pending.append((value, depth + 1)) }
            }
        }
        return nil
    }

    private static func node(_ node: Node) -> YAMLNode {
        let content: YAMLNode.Content
        switch node {
        case .scalar(let scalar):
            content = .scalar(YAMLScalar(scalar.string, style: YAMLScalar.Style(rawValue: scalar.style.rawValue) ?? .any,
                                         tag: scalar.tag.description))
        case .sequence(let sequence):
            content = .sequence(sequence.map(self.node))
        case .mapping(let mapping):
            content = .mapping(mapping.map { (key: self.node($0.key), value: self.node($0.value)) })
        case .alias:
            // Yams composes an alias as the node it names; an unresolved one reads as null.
            content = .scalar(YAMLScalar("", style: .plain))
        }
        return YAMLNode(content, line: node.mark?.line, column: node.mark?.column)
    }

    private static func syntaxError(_ error: Error) -> YAMLReadError {
        switch error as? YamlError {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return .syntax(problem: problem, line: mark.line, column: mark.column)
        default:
            return .syntax(problem: "\(error)", line: nil, column: nil)
        }
    }

    // MARK: What a scalar means, as Yams's constructors read it

    fileprivate static func yams(_ scalar: YAMLScalar) -> Node.Scalar {
        Node.Scalar(scalar.string, Tag(Tag.Name(rawValue: scalar.tag)), Node.Scalar.Style(rawValue: scalar.style.rawValue) ?? .any)
    }
}

extension YAMLScalar {
    /// `true`/`false` (also `yes`/`no`, `on`/`off`, any case), unless tagged `!!str`.
    package var bool: Bool? { Bool.construct(from: YAMLDocument.yams(self)) }

    /// A plain scalar as a whole number (`1_000`, `0x1F`, `1:30`).
    package var int: Int? { Int.construct(from: YAMLDocument.yams(self)) }

    /// A plain scalar as a number (`1.5`, `.inf`, `1_000`).
    package var double: Double? { Double.construct(from: YAMLDocument.yams(self)) }

    /// Whether a plain scalar is null (empty, `~`, `null`).
    package var isNull: Bool { NSNull.construct(from: YAMLDocument.yams(self)) != nil }
}

/// Why YAML text gives no tree.
package enum YAMLReadError: Error, Sendable {
    /// libyaml cannot read it: its problem (without the place, which `line` and `column` give, when known).
    case syntax(problem: String, line: Int?, column: Int?)
    /// The composed tree goes past a limit at the value at `line`:`column`.
    case limit(InputLimits.Name, line: Int?, column: Int?)
}
