import DesignTokens
import DocGenSupport
import DocGenYAML


/// The padding fields of a size: `paddingX` on both sides, or `paddingStart` / `paddingEnd` per side, and the
/// padding where an icon is drawn (`withLeadingIcon` / `withTrailingIcon`: `{ paddingStart, paddingEnd }`, as
/// Material's `with-leading-icon.leading-space` tokens); and `minimumHitArea`.
package struct ButtonSizePadding {
    package var x: ComponentValue?
    package var start: ComponentValue?
    package var end: ComponentValue?
    package var withLeadingIcon = ButtonSize.SidePadding()
    package var withTrailingIcon = ButtonSize.SidePadding()

    /// Reads the padding fields of `fields`; `nil` with an error when a side has no padding at all.
    package init?(_ fields: [String: YAMLNode], node: YAMLNode, path: String, reader: inout YAMLNodeReader) {
        func value(_ key: String) -> ComponentValue? { reader.value(fields[key], path: "\(path).\(key)") }
        x = value("paddingX")
        start = value("paddingStart")
        end = value("paddingEnd")
        withLeadingIcon = Self.sides(fields["withLeadingIcon"], path: "\(path).withLeadingIcon", reader: &reader)
        withTrailingIcon = Self.sides(fields["withTrailingIcon"], path: "\(path).withTrailingIcon", reader: &reader)
        guard fields["paddingX"] == nil else { return }
        switch (fields["paddingStart"], fields["paddingEnd"]) {
        case (nil, nil):
            reader.fail(.missingField("paddingX"), at: node, path: path)
            return nil
        case (.some, nil):
            reader.fail(.paddingSideMissing(given: "paddingStart", missing: "paddingEnd"), at: node, path: path)
            return nil
        case (nil, .some):
            reader.fail(.paddingSideMissing(given: "paddingEnd", missing: "paddingStart"), at: node, path: path)
            return nil
        case (.some, .some):
            return
        }
    }

    /// `{ paddingStart: 16, paddingEnd: 24 }`, either side optional.
    private static func sides(_ node: YAMLNode?, path: String, reader: inout YAMLNodeReader) -> ButtonSize.SidePadding {
        guard let node, let members = reader.fields(node, path: path, allowed: ["paddingStart", "paddingEnd"]) else { return .init() }
        return .init(start: reader.value(members["paddingStart"], path: "\(path).paddingStart"),
                     end: reader.value(members["paddingEnd"], path: "\(path).paddingEnd"))
    }

    package func apply(to size: inout ButtonSize) {
        size.paddingStart = start
        size.paddingEnd = end
        size.withLeadingIcon = withLeadingIcon
        size.withTrailingIcon = withTrailingIcon
    }

    /// `minimumHitArea`, refused beside a `hitSlop` that sets the same axis.
    package static func minimumHitArea(_ fields: [String: YAMLNode], size: ButtonSize, path: String,
                               reader: inout YAMLNodeReader) -> ComponentValue? {
        guard let node = fields["minimumHitArea"] else { return nil }
        let axes = [size.hitSlopX == nil ? nil : "horizontal", size.hitSlopY == nil ? nil : "vertical"].compactMap { $0 }
        guard axes.isEmpty else {
            reader.fail(.hitSlopBesideMinimumHitArea(axes: axes), at: node, path: "\(path).minimumHitArea")
            return nil
        }
        return reader.value(node, path: "\(path).minimumHitArea")
    }
}
