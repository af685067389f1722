/// The definition the geometry tests vary: one variant, one state, one `medium` size of 44 × 16 pt padding.
package enum GeometryFixtures {
    /// A one-variant, one-state definition whose `medium` size has `sizeFields` added, its variant `variantFields`.
    package static func yaml(size sizeFields: String = "", variant variantFields: String = "", text: String = "Continue") -> String {
        """
        component: Button
        surfaces: { page: "#ffffff" }
        states:
          default: {}
        sizes:
          medium:
            height: 44
            paddingX: 16
            fontSize: 16
        \(sizeFields.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        variants:
          primary:
            text: "\(text)"
            surface: page
            colors: { background: "#0b5fff", label: "#ffffff" }
        \(variantFields.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        """
    }
}
