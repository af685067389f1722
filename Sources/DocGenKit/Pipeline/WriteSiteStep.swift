import ButtonModel

extension BuildStep {
    /// Writes the site into a new folder and swaps it in: a build that fails leaves the previous site as it was. Files
    /// whose bytes did not change are linked from the previous site, and a site that did not change is not touched.
    public static let writeSite = BuildStep(.writeSite, label: "Write site") { context in
        context.siteWrite = try SiteWriter(destination: context.configuration.outputDirectory, durable: context.configuration.durable, protectedPaths: [
            context.configuration.contentDirectory, context.configuration.templatesDirectory, context.configuration.publicDirectory,
        ], jobs: context.configuration.jobs).write(context.output)
        context.diagnostics += context.siteWrite?.notes ?? []
    }
}
