import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
import DocGenKit
import DocGenChecks

/// One `docgen diff` as the command line asks for it: the two sides, whether BASE is the merge base, and whether
/// each changed cell's pictures are kept for a visual report. `run` reads the baseline, resolves both sides, compares
/// them and applies the baseline; the command only prints and writes what it returns.
public struct DiffRequest: Sendable {
    public var base: String
    public var head: String
    /// Compare HEAD with the commit where it left BASE, as a pull request does.
    public var mergeBase: Bool
    /// Keep both pictures of each changed cell (`--html`, `--output-dir`).
    public var drawsCells: Bool

    public init(base: String, head: String, mergeBase: Bool = false, drawsCells: Bool = false) {
        self.base = base
        self.head = head
        self.mergeBase = mergeBase
        self.drawsCells = drawsCells
    }

    /// The diff under `configuration` (its baseline, when it names one, applied), or why it could not be made: a
    /// baseline that is not valid input, a revision that does not exist, a side that does not resolve.
    public func run(configuration: BuildConfiguration,
                    in directory: String = FileManager.default.currentDirectoryPath) -> Result<SiteDiff, DiffInputError> {
        var accepted: Baseline?
        if let file = configuration.baseline {
            switch BaselineReader(path: file).read() {
            case .success(let baseline): accepted = baseline
            case .failure(let error):
                return .failure(DiffInputError(side: "The baseline", sideDescription: file, diagnostics: error.diagnostics))
            }
        }
        var baseName = base
        if mergeBase {
            do { baseName = try DiffInput.mergeBase(base, head, in: directory) } catch {
                return .failure(DiffInputError(side: "BASE", sideDescription: base, reason: "\(error)"))
            }
        }
        var baseInput: DiffInput
        let headInput: DiffInput
        do { baseInput = try DiffInput.resolve(baseName, configuration: configuration, in: directory) } catch {
            return .failure(DiffInputError(side: "BASE", sideDescription: baseName, reason: "\(error)"))
        }
        do { headInput = try DiffInput.resolve(head, configuration: configuration, in: directory) } catch {
            return .failure(DiffInputError(side: "HEAD", sideDescription: head, reason: "\(error)"))
        }
        if mergeBase {
            baseInput.side = SiteDiff.DiffSide(name: "merge base of \(base) and \(head)", description: baseInput.side.description,
                                               commit: baseInput.side.commit)
        }
        do {
            let diff = try SiteComparer(configuration: configuration, drawsCells: drawsCells).compare(base: baseInput, head: headInput)
            return .success(accepted.map(diff.accepting) ?? diff)
        } catch {
            return .failure(error)
        }
    }
}
