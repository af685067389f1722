import ButtonModel
import DocGenChecks

/// `docgen.yaml` at the project root: what a build reads before its flags, so CI and a laptop build the same site.
/// Every key is optional; a flag given on the command line wins over the file. The keys, how each is read, merged
/// with flags and applied to the configuration, are the entries of `ProjectFile.settings`
/// (`ProjectFile+Settings.swift`); `docs/reference/settings.md` lists them.
///
/// ```yaml
/// content: Content          # folders, relative to the file
/// baseURL: https://example.com/docs/
/// checks:
///   touchTarget: material   # apple, material, wcag or points
/// read-outside:             # folders outside the project a build may read (nothing else outside is read)
///   - ../shared-tokens
/// ```
public struct ProjectFile: Hashable, Sendable {
    /// The file name docgen looks for in the folder it runs in.
    public static let fileName = "docgen.yaml"

    public var contentDirectory: String?
    public var templatesDirectory: String?
    public var publicDirectory: String?
    public var outputDirectory: String?
    public var baseURL: String?
    public var strict: Bool?
    public var touchTargetMinimum: TouchTargetMinimum?
    public var apcaMinimum: Double?
    /// Family → font files, paths as the user sees them (already joined to the file's folder).
    public var fonts: [String: [String]] = [:]
    /// The project's folder: the file's folder, which every read stays inside unless `readOutside` allows more.
    public var root: String?
    /// Folders outside the project that a build may read (`read-outside:`), joined to the file's folder.
    public var readOutside: [String] = []
    /// The baseline file of accepted failures (`baseline:`), joined to the file's folder.
    public var baseline: String?
    /// The package and bump rules of `docgen diff --format changeset` (`changeset:`).
    public var changeset: ChangesetSettings?
    /// The releases a versioned site publishes (`versions:`); nil builds the work tree alone.
    public var versions: VersionSettings?
    /// Folders named on the command line: the user chose them, so they may lie outside the project.
    public var trustedFolders: [String] = []

    public init() {}
}
