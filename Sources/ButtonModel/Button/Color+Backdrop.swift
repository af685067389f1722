import DesignTokens

extension Color {
    /// This color with its alpha dropped and its channels rounded to 8 bits: what a surface is taken to be when
    /// something is painted on it.
    package var asOpaqueBackdrop: Color { Color(red: red, green: green, blue: blue, alpha: 1).painted }
}
