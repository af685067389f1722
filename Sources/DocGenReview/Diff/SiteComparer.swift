import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit
import DocGenChecks
import ButtonDrawing

/// `docgen diff`: runs the analysis pipeline on BASE and on HEAD, and compares the two contexts into a `SiteDiff`.
public struct SiteComparer: Sendable {
    public var configuration: BuildConfiguration
    /// Draw each changed cell's SVG on both sides, for the visual report.
    public var drawsCells: Bool

    public init(configuration: BuildConfiguration, drawsCells: Bool = false) {
        self.configuration = configuration
        self.drawsCells = drawsCells
    }

    public func compare(base baseInput: DiffInput, head headInput: DiffInput) throws(DiffInputError) -> SiteDiff {
        // A pull request that adds the content folder compares with nothing: everything in it is new.
        let baseIsEmpty = !baseInput.files.isDirectory(baseInput.contentDirectory) && headInput.files.isDirectory(headInput.contentDirectory)
        return try compare(base: try analyzeBase(baseInput, empty: baseIsEmpty), head: analyze(headInput))
    }

    /// BASE's analysis, or the error that makes it invalid input. `empty`: BASE has no content folder, so HEAD's
    /// is all new.
    public func analyzeBase(_ input: DiffInput, empty: Bool = false) throws(DiffInputError) -> DiffAnalysis {
        if empty {
            return DiffAnalysis(input: input, context: BuildContext(configuration: configuration, directives: .standard, files: input.files),
                                notes: ["BASE has no \(input.contentDirectory) folder: everything in HEAD's is new."])
        }
        let analysis = analyze(input)
        if let failure = analysis.failure {
            throw DiffInputError(side: "BASE", sideDescription: input.side.description, diagnostics: failure)
        }
        return analysis
    }

    /// Compares two analyses, one made by `analyzeBase`; HEAD's may come from a build that ran the analysis steps.
    public func compare(base before: DiffAnalysis, head after: DiffAnalysis) throws(DiffInputError) -> SiteDiff {
        let baseInput = before.input, headInput = after.input
        let head = headInput.files, headSide = headInput.side
        let notes = before.notes
        if let failure = after.failure {
            // HEAD's tokens or content do not resolve: invalid input (exit 2) with HEAD's own errors, never a diff that
            // reads as clean removals. A reference to a token BASE defines is said to name a removal.
            let removed = Set(before.context.systems.flatMap { $0.tokenSets.flatMap(\.tokens.keys) }.map(\.description))
                .subtracting(after.context.systems.flatMap { $0.tokenSets.flatMap(\.tokens.keys) }.map(\.description))
            let named = Set(failure.filter { Self.referenceCodes.contains($0.code) }.compactMap(\.missingToken)).intersection(removed)
            throw DiffInputError(side: "HEAD", sideDescription: headSide.description, diagnostics: failure,
                                 notes: named.sorted().map { "\($0) is defined at BASE: this change removed or renamed it, and HEAD still names it." })
        }
        var tokenDiffs: [TokenDiff] = []
        var problems: [String: DiffProblem] = [:]
        var problemOrder: [String] = []
        for system in after.context.systems + before.context.systems.filter({ old in !after.context.systems.contains { $0.id == old.id } }) {
            let old = before.context.system(id: system.id), new = after.context.system(id: system.id)
            let (map, mapDiagnostics) = TokenRenameMap.read(directory: system.directory, files: head)
            if !mapDiagnostics.isEmpty { throw DiffInputError(side: "HEAD", sideDescription: headSide.description, diagnostics: mapDiagnostics) }
            // HEAD resolved, so no component names a removed token: what still names one is a token left out.
            let writtenAfter = new?.writtenTokens.index()
            let comparer = TokenComparer(map: map, references: { writtenAfter?.sites(naming: $0) ?? [] },
                                         writtenBefore: old?.writtenTokens.index(), writtenAfter: writtenAfter)
            let oldSets = old?.tokenSets ?? [], newSets = new?.tokenSets ?? []
            var names = newSets.map(\.name)
            names += oldSets.map(\.name).filter { !names.contains($0) }
            for name in names {
                let empty = TokenSet(context: [], tokens: [:])
                var diff = comparer.compare(oldSets.first { $0.name == name } ?? empty, newSets.first { $0.name == name } ?? empty, system: system.id)
                diff.theme = name
                if diff.isEmpty { continue }
                tokenDiffs.append(diff)
                for removal in diff.removed {
                    let key = "\(system.id) \(removal.path)"
                    if var known = problems[key] { known.themes.append(name); problems[key] = known; continue }
                    problems[key] = DiffProblem.removal(removal, system: system.id, themes: [name])
                    problemOrder.append(key)
                }
            }
        }
        // How many of HEAD's documented cells of its theme each token reaches, through any value's chain: what orders
        // the report.
        var reach: [String: Int] = [:]
        for cell in after.context.systems.flatMap(\.matrices).flatMap(\.cells) {
            for token in Set(CellComparer.values(of: cell).flatMap(\.tokens)) {
                reach["\(cell.reference.system) \(cell.reference.theme) \(token)", default: 0] += 1
            }
        }
        for index in tokenDiffs.indices {
            let diff = tokenDiffs[index]
            for row in diff.changed.indices { tokenDiffs[index].changed[row].reach = reach["\(diff.system) \(diff.theme) \(diff.changed[row].path)"] ?? 0 }
        }
        let changed = Set(tokenDiffs.flatMap { $0.changed.map(\.path) + $0.removed.map(\.path) + $0.renamed.flatMap { [$0.from, $0.to] } })
        // A cell looks different only when its picture does: each side drawn with its own fonts.
        func drawing(_ measurer: TextMeasurer?) -> ((StateCell) -> String)? {
            measurer.map { measurer in { cell in ButtonSVG.file(cell, geometry: cell.geometry, measurer: measurer) } }
        }
        let comparer = CellComparer(changedTokens: changed,
                                    findingsBefore: Finding.byCoveredCell(before.context.findings),
                                    findingsAfter: Finding.byCoveredCell(after.context.findings),
                                    drawBefore: drawing(before.context.measurer), drawAfter: drawing(after.context.measurer),
                                    keepsPictures: drawsCells)
        let cells = comparer.compare(before.context.systems.flatMap(\.matrices), after.context.systems.flatMap(\.matrices))
        var diff = SiteDiff(base: baseInput.side, head: headSide, tokens: tokenDiffs, cells: cells.drawn,
                            checks: CheckComparer.compare(before.context.findings, after.context.findings),
                            problems: problemOrder.compactMap { problems[$0] }, bump: VersionBump(tokens: tokenDiffs, rules: configuration.changeset.bump), notes: notes)
        diff.valueOnlyCells = cells.valueOnly
        return diff
    }

    /// The codes of the errors that say a reference names no token.
    package static let referenceCodes: Set<String> = ["tokens.unknown-reference", "component.unknown-token"]

    /// One side's analysis (load, resolve, matrices, checks), and its errors if it stopped.
    private func analyze(_ input: DiffInput) -> DiffAnalysis {
        var side = configuration
        side.contentDirectory = input.contentDirectory
        var context = BuildContext(configuration: side, directives: .standard, files: input.files)
        do {
            try BuildPipeline.analysis.run(&context)
            return DiffAnalysis(input: input, context: context)
        } catch let error as InvalidInputError {
            return DiffAnalysis(input: input, context: context, failure: error.diagnostics)
        } catch {
            return DiffAnalysis(input: input, context: context, failure: [Diagnostic(location: SourceLocation(file: input.contentDirectory),
                                code: "diff.analysis", message: "\(error)", hint: nil)])
        }
    }
}
