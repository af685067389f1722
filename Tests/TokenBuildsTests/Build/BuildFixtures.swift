import Foundation
@testable import DesignTokens
@testable import DocGenSupport
@testable import TokenBuilds
import DocGenTestSupport

/// The public build outputs under `Tests/DocGenTestSupport/Fixtures/build/` (each folder's SOURCE.md names its repository and commit), and
/// GitHub Primer's under the end-to-end tests' `Fixtures/public/primer`.
enum BuildFixtures {
    static var folder: String { Fixtures.folder.appendingPathComponent("build").path }

    static func path(_ relative: String) -> String { folder + "/" + relative }

    /// Primer's published files, beside the end-to-end tests that run them.
    static var primer: String {
        Fixtures.packageRoot.appendingPathComponent("Tests/DocGenEndToEndTests/Fixtures/public/primer").path
    }

    /// Every `.json` file below `relative`, sorted, as `docgen tokens FOLDER` finds them.
    static func jsonFiles(below relative: String) -> [String] {
        let root = path(relative)
        let found = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".json") }.sorted().map { root + "/" + $0 }
    }

    /// The default permutation of the token files below `relative`.
    static func tokens(below relative: String) -> TokenSet {
        let result = TokenLoader().load(files: jsonFiles(below: relative), resolver: nil)
        return (try? result.permutation(select: [:]).get()) ?? TokenSet(context: [], tokens: [:])
    }

    static func read(_ relative: String) throws -> BuildOutput {
        try BuildOutput.read(path(relative), from: WorkTreeFileSource()).get()
    }
}
