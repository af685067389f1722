import ButtonModel

extension TextMeasurer {
    /// Loads Inter from the theme's `Public` folder: the built-in files unless the project's `Public/fonts` replaces them.
    public convenience init(theme: ThemeFolder) throws(TextMeasurerError) {
        try self.init(family: "Inter", files: Self.fontFiles.map { "fonts/" + $0.file }, displayPath: theme.displayPath) { theme.data($0) }
    }
}
