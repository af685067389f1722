import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit
import Foundation
import DocGenReview

/// `docgen serve --compare REV`: the site at a git revision, analysed once as `docgen diff` analyses its BASE, and
/// compared with each good build of the work tree. Each changed cell keeps its picture on both sides, which the
/// compare popover shows.
public struct CompareBase: Sendable {
    /// As given on the command line.
    public let revision: String
    let comparer: SiteComparer
    let base: DiffAnalysis

    /// Reads and analyses `revision` of the repository holding `directory` (a folder works too, as for `docgen
    /// diff`). A revision that does not exist, or whose content does not build, is `docgen diff`'s invalid input.
    public init(revision: String, configuration: BuildConfiguration,
                in directory: String = FileManager.default.currentDirectoryPath) throws(DiffInputError) {
        let input: DiffInput
        do {
            input = try DiffInput.resolve(revision, configuration: configuration, in: directory)
        } catch {
            throw DiffInputError(side: "BASE", sideDescription: "revision \(revision)", reason: error.description)
        }
        comparer = SiteComparer(configuration: configuration, drawsCells: true)
        base = try comparer.analyzeBase(input, empty: !input.files.isDirectory(input.contentDirectory))
        self.revision = revision
    }

    /// The marks for the work tree whose build left `context`.
    public func marks(for context: BuildContext) -> CompareMarks {
        let work = DiffInput(files: WorkTreeFileSource(confinement: context.configuration.confinement), contentDirectory: context.configuration.contentDirectory,
                             side: SiteDiff.DiffSide(name: "work tree", description: "the work tree"))
        do {
            let diff = try comparer.compare(base: base, head: DiffAnalysis(input: work, context: context))
            return CompareMarks(base: revision, baseDescription: base.input.side.description, diff: diff)
        } catch {
            return CompareMarks(base: revision, baseDescription: base.input.side.description, problem: error.description)
        }
    }
}
