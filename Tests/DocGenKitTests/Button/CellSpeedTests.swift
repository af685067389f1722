import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
@testable import DocGenChecks
@testable import ButtonDrawing
import ButtonModelTestSupport

/// The per-cell work split over threads (matrices, checks, the matrix JSON) gives what one thread gives, in the same
/// order, and outline coordinates written from whole hundredths are the text the formatted print gave.
@Suite struct CellSpeedTests {
    static let threadCounts = [2, 3, 8]

    @Test(arguments: threadCounts)
    func matricesBuiltOnThreadsAreTheMatricesOfOneThread(threads: Int) throws {
        let definition = try ButtonFixtures.backbaseDefinition()
        let one = StateMatrixBuilder.buildCollecting(definition, tokenSets: ButtonFixtures.backbaseThemes, threads: 1)
        let many = StateMatrixBuilder.buildCollecting(definition, tokenSets: ButtonFixtures.backbaseThemes, threads: threads)
        #expect(one.0 == many.0)
        #expect(one.0.cells.count >= 50)
        #expect(one.1.isEmpty && many.1.isEmpty, "\(one.1)")
    }

    /// Every token missing: each problem, met in many cells, is reported once, from the first cell in matrix order
    /// that meets it.
    @Test(arguments: threadCounts)
    func errorsOnThreadsAreTheErrorsOfOneThread(threads: Int) throws {
        let definition = try ButtonFixtures.backbaseDefinition()
        let empty = [TokenSet(context: [], tokens: [:])]
        let one = StateMatrixBuilder.buildCollecting(definition, tokenSets: empty, threads: 1)
        let many = StateMatrixBuilder.buildCollecting(definition, tokenSets: empty, threads: threads)
        #expect(one.1.count >= 2)
        #expect(one.1 == many.1)
        #expect(one.0 == many.0)
    }

    @Test(arguments: threadCounts)
    func findingsAndJSONOnThreadsAreThoseOfOneThread(threads: Int) throws {
        let measurer = try #require(ButtonFixtures.measurer)
        let checker = MatrixChecker()
        for built in try DrawingFixtures.allMatrices() {
            let matrix = built.laidOut(with: measurer)
            #expect(built.laidOut(with: measurer, threads: threads) == matrix, "\(matrix.definition.name)")
            let one = checker.findings(for: matrix, measurer: measurer, threads: 1)
            #expect(!one.isEmpty)
            #expect(checker.findings(for: matrix, measurer: measurer, threads: threads) == one, "\(matrix.definition.name)")
            #expect(StateMatrixJSON.json(matrix, threads: threads) == StateMatrixJSON.json(matrix))
        }
    }

    /// `ButtonGlyphs.n` writes outline coordinates: the same text as rounding to two places and printing with
    /// `formattedForDisplay` (`%.4f`, trailing zeros dropped, no negative zero), which outlines were written with.
    @Test func outlineNumbersAreTheFormattedPrint() {
        var values: [Double] = [0, -0, 0.004, -0.004, 0.005, -0.005, 0.015, 1.005, 2.675, 12.5, -3, 44, 0.1, 0.29, -0.07, 99.995,
                                123_456.785, -987_654.321, 1e9 + 0.125]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            values.append(Double.random(in: -3000...3000, using: &generator))
            values.append(Double(Int.random(in: -300_000...300_000, using: &generator)) / 100)
            values.append(Double(Int.random(in: -3_000_000...3_000_000, using: &generator)) / 1000)
        }
        for value in values {
            let rounded = value.rounded(toPlaces: 2)
            let printed = (rounded == 0 ? 0 : rounded).formattedForDisplay
            #expect(ButtonGlyphs.n(value) == printed, "\(value)")
        }
    }
}
