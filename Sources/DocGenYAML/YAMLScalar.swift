import DocGenSupport

/// A YAML scalar as written: its text, how it was quoted, and its tag as written (empty when none). What it means (a
/// flag, a number, null) is read on demand by `YAMLDocument`'s constructors, as YAML 1.1 reads it.
package struct YAMLScalar: Hashable, Sendable {
    /// How the scalar is written.
    package enum Style: UInt32, Sendable {
        case any = 0, plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The tag of YAML's value key (`=`).
    static let valueTag = "tag:yaml.org,2002:value"

    package var string: String
    package var style: Style
    /// The tag as written (`tag:yaml.org,2002:str` for `!!str`, `!` for a quoted scalar), empty when implicit.
    package var tag: String

    package init(_ string: String, style: Style = .plain, tag: String = "") {
        self.string = string
        self.style = style
        self.tag = tag
    }

    /// Whether the scalar is YAML's value key (`=`, or tagged `!!value`).
    var isValueKey: Bool {
        tag == Self.valueTag || (tag.isEmpty && style == .plain && string == "=")
    }
}
