extension BuildStep {
    /// Adds every file of `Public/` to the site, to be copied as it is.
    public static let copyPublicFiles = BuildStep("Copy public files") { context in
        let directory = context.configuration.publicDirectory
        guard FileTree.isDirectory(directory) else {
            throw Diagnostic(location: SourceLocation(file: directory), code: "public.missing", message: "The public folder does not exist.",
                             hint: "Create it (it holds the stylesheet, scripts and fonts), or name another with --public DIR.")
        }
        for path in try FileTree.files(in: directory) {
            let source = FileTree.join(directory, path)
            do throws(Diagnostic) {
                try context.output.add(path, .copy(from: source), origin: SourceLocation(file: source))
            } catch {
                context.diagnostics.append(error)
            }
        }
    }
}
