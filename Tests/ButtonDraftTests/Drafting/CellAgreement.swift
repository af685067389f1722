import ButtonModel
import DesignTokens
import Foundation
import Testing
@testable import ButtonDraft

/// Cell colors of a drafted definition against a definition written by hand, both built by docgen's state-matrix
/// builder over the same token sets: for every cell of the hand-written matrix (variant × state × theme, its first
/// size) the background, label and border colors, compared with the draft's cell of the same variant, state and
/// theme. A cell the draft lacks counts as differing.
struct CellAgreement: CustomStringConvertible {
    var agreed = 0
    var total = 0
    var differences: [String] = []

    var ratio: Double { total == 0 ? 0 : Double(agreed) / Double(total) }
    var description: String {
        "\(agreed)/\(total) (\(String(format: "%.1f", ratio * 100)) %)" + differences.prefix(12).map { "\n  " + $0 }.joined()
    }

    init(draft: String, hand handFile: URL, sets: [TokenSet]) throws {
        let hand = try ComponentDefinitionParser.parse(yaml: String(contentsOf: handFile, encoding: .utf8), file: handFile.lastPathComponent)
        let drafted = try ComponentDefinitionParser.parse(yaml: draft, file: "button.component.yaml")
        let handMatrix = try StateMatrixBuilder.build(hand, tokenSets: sets)
        let draftMatrix = try StateMatrixBuilder.build(drafted, tokenSets: sets)
        var drafts: [[String]: StateCell] = [:]
        for cell in draftMatrix.cells where drafts[[cell.variant, cell.state, cell.theme]] == nil { drafts[[cell.variant, cell.state, cell.theme]] = cell }
        let firstSize = handMatrix.cells.first?.size
        for cell in handMatrix.cells where cell.size == firstSize {
            let other = drafts[[cell.variant, cell.state, cell.theme]]
            let pairs: [(String, Color?, Color?)] = [
                ("background", cell.colors.background.value, other?.colors.background.value),
                ("label", cell.colors.label.value, other?.colors.label.value),
                ("border", cell.colors.border?.value, other == nil ? cell.colors.border.map { _ in nil } ?? nil : other?.colors.border?.value),
            ]
            for (part, expected, found) in pairs where expected != nil || found != nil {
                total += 1
                if expected == found { agreed += 1 } else {
                    differences.append("\(cell.theme) \(cell.variant).\(cell.state).\(part): hand \(expected.map { "\($0)" } ?? "none"), draft \(found.map { "\($0)" } ?? "none")")
                }
            }
        }
    }
}
