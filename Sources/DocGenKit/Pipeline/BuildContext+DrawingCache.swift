import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation

extension BuildContext {
    /// The files of each matrix of `system` (its SVG files and its JSON), from the build cache when the system's
    /// inputs hash as they did for a build that drew them, drawn by `draw` otherwise and then kept. Without a cache,
    /// `draw` alone.
    package func matrixFiles(of system: DesignSystem, draw: (StateMatrix) -> [(path: String, bytes: Data)]) -> [(matrix: StateMatrix, files: [(path: String, bytes: Data)])] {
        guard let cache, let systemKey = cache.systemKey(system.id, reads: reads) else {
            return system.matrices.map { ($0, draw($0)) }
        }
        return system.matrices.map { matrix in
            let key = SHA256.hex(systemKey + "\n" + matrix.definition.file)
            if let files = cache.drawings(forKey: key) {
                // Exactly the files the matrix draws, or none of them: an archive never adds a file of its own.
                if Set(files.map(\.path)) == Set(BuildStep.files(of: matrix)), files.count == Set(files.map(\.path)).count { return (matrix, files) }
                cache.notes.add(CacheDiagnostics.discarded("the drawings archive", at: cache.drawingsPath(key), .otherFiles))
            }
            let files = draw(matrix)
            cache.storeDrawings(files, forKey: key)
            return (matrix, files)
        }
    }
}
