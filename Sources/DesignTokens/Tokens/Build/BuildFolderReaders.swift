/// The readers of build outputs that are folders: an Xcode asset catalog and Android resources.
enum BuildFolderReaders {
    static func assetCatalog(_ path: String, _ files: any FileSource) -> Result<BuildOutput, Diagnostic> {
        notRead(path, "an Xcode asset catalog")
    }

    static func androidResources(_ path: String, _ files: any FileSource) -> Result<BuildOutput, Diagnostic> {
        notRead(path, "a folder of Android resources")
    }

    private static func notRead(_ path: String, _ what: String) -> Result<BuildOutput, Diagnostic> {
        .failure(Diagnostic(location: SourceLocation(file: path), code: "build.unsupported",
                            message: "\(path) is \(what), which this version of docgen does not yet read as a build",
                            hint: "name the build's CSS, JSON or JavaScript output instead"))
    }
}
