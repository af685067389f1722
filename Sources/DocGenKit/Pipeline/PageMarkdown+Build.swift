extension PageMarkdown {
    /// The twins of `build`'s pages, printing the part documents its pages were rendered from.
    package init(context build: BuildContext) {
        self.init(directives: build.directives, site: build.model, partDocuments: build.partDocuments)
    }
}
