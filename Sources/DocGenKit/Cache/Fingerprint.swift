import ButtonModel
import Foundation

/// A text that says everything a value holds, the same in every process: a dictionary's and a set's entries sorted
/// (their order in memory changes from one run to the next), every stored property by name. What keys the build
/// cache by the configuration a build ran with.
package enum Fingerprint {
    package static func of(_ value: Any) -> String {
        var out = ""
        write(value, into: &out)
        return out
    }

    private static func write(_ value: Any, into out: inout String) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary, .set:
            let entries = mirror.children.map { child -> String in
                var entry = ""
                write(child.value, into: &entry)
                return entry
            }.sorted()
            out += "{" + entries.joined(separator: ",") + "}"
        case .optional:
            if let some = mirror.children.first { write(some.value, into: &out) } else { out += "nil" }
        case .struct, .class, .tuple, .collection, .enum:
            guard !mirror.children.isEmpty else {
                out += String(reflecting: value)
                return
            }
            out += "\(mirror.subjectType)("
            for child in mirror.children {
                out += (child.label ?? "") + ":"
                write(child.value, into: &out)
                out += ";"
            }
            out += ")"
        default:
            out += String(reflecting: value)
        }
    }
}
