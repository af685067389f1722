extension PageTemplateContext {
    /// The template values of `build`'s pages.
    package init(context build: BuildContext, navigation: Navigation) {
        self.init(site: build.site, model: build.model, contentDirectory: build.configuration.contentDirectory, baseURL: build.configuration.baseURL,
                  systemFonts: build.systemFonts, extensions: build.extensions, navigation: navigation)
    }
}
