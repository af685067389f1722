import DesignTokens
import DocGenSupport
import Yams

/// How large a composed YAML tree is once its aliases are expanded, counted without expanding them: an anchor
/// repeated by aliases at every level ("billion laughs") multiplies what every reader of the tree walks.
package enum YAMLSize {
    /// What goes past `limits` (values after expanding aliases, or levels of nesting), or nil when the tree fits.
    package static func excess(of root: Node, limits: InputLimits) -> InputLimits.Name? {
        var count = 0
        var pending: [(node: Node, depth: Int)] = [(root, 1)]
        while let (node, depth) = pending.popLast() {
            count += 1
            if count > limits.yamlNodes { return .yamlNodes }
            if depth > limits.nestingDepth { return .nestingDepth }
            switch node {
            case .scalar, .alias: continue
            case .sequence(let sequence): pending.append(contentsOf: sequence.map { ($0, depth + 1) })
            case .mapping(let mapping):
                for (key, value) in mapping { pending.append((key, depth + 1)); pending.append((value, depth + 1)) }
            }
        }
        return nil
    }

    /// The sentence a limit error says.
    package static func message(_ name: InputLimits.Name, limits: InputLimits) -> String {
        "the YAML holds more than \(limits[name]) \(name.what)" + (name == .yamlNodes ? " (an anchor repeated through aliases multiplies it)" : "")
    }
}
