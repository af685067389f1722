import ButtonModel
import DesignTokens

extension BuildStep {
    /// Lays out every cell of every state matrix with the fonts just loaded, cells on `jobs` threads: the one layout
    /// (see `StateMatrix.laidOut(with:threads:)`) that the checks, the pictures, the JSON, the diagrams, the pages and
    /// the diff read.
    public static let layOutCells = layOutCells(systems: nil)

    /// Lays out the matrices of the systems whose ids are in `systems` (every system when `nil`); the others keep
    /// theirs, for a preview rebuild after one system's tokens changed.
    public static func layOutCells(systems ids: Set<String>?) -> BuildStep {
        BuildStep(.layOutCells, label: "Lay out cells") { context in
            guard let measurer = context.measurer else { return }
            let threads = context.configuration.jobs
            for index in context.systems.indices where ids?.contains(context.systems[index].id) ?? true {
                context.systems[index].matrices = context.systems[index].matrices.map { $0.laidOut(with: measurer, threads: threads) }
            }
        }
    }
}
