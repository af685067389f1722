import DocGenMarkdown

extension DirectiveContext {
    /// What a part of `page` reads of `build`: the page and the build's `SiteModel`.
    public init(page: Page, build: BuildContext) {
        self.init(page: page, site: build.model)
    }
}
