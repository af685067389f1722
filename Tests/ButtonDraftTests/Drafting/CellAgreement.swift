import ButtonModel
import DesignTokens
import Foundation
import Testing
@testable import ButtonDraft

/// Cell colors of a drafted definition against a definition written by hand, both built by docgen's state-matrix
/// builder over the same token sets: for every cell of the hand-written matrix (variant × state × theme, its first
/// size) the background, label and border colors, compared with the draft's cell of the same state and theme in the
/// variant of the same name (or, where the names differ, the drafted variant that agrees most). A cell the draft lacks
/// counts as differing.
struct CellAgreement: CustomStringConvertible {
    var agreed = 0
    var total = 0
    var differences: [String] = []

    var ratio: Double { total == 0 ? 0 : Double(agreed) / Double(total) }
    var description: String {
        "\(agreed)/\(total) (\(String(format: "%.1f", ratio * 100)) %)" + differences.prefix(12).map { "\n  " + $0 }.joined()
    }

    /// - Parameter states: the states compared (default: every state of the hand-written definition).
    init(draft: String, hand handFile: URL, sets: [TokenSet], states: Set<String>? = nil) throws {
        let hand = try ComponentDefinitionParser.parse(yaml: String(contentsOf: handFile, encoding: .utf8), file: handFile.lastPathComponent)
        let drafted = try ComponentDefinitionParser.parse(yaml: draft, file: "button.component.yaml")
        let handMatrix = try StateMatrixBuilder.build(hand, tokenSets: sets)
        let draftMatrix = try StateMatrixBuilder.build(drafted, tokenSets: sets)
        var drafts: [[String]: StateCell] = [:]
        for cell in draftMatrix.cells where drafts[[cell.variant, cell.state, cell.theme]] == nil { drafts[[cell.variant, cell.state, cell.theme]] = cell }
        let firstSize = handMatrix.cells.first?.size
        let allHand = handMatrix.cells.filter { $0.size == firstSize }
        func colors(_ cell: StateCell?) -> [Color?] { [cell?.colors.background.value, cell?.colors.label.value, cell?.colors.border?.value] }
        /// Of `candidates`, the one under which most of `cells` agree (`key` gives a cell's counterpart), the one named
        /// `name` on a tie.
        func best(_ name: String, among candidates: [String], cells: [StateCell], key: (StateCell, String) -> [String]) -> String? {
            let scored = candidates.map { candidate in (candidate, cells.filter { colors($0) == colors(drafts[key($0, candidate)]) }.count) }
            return scored.max { ($0.1, $0.0 == name ? 1 : 0) < ($1.1, $1.0 == name ? 1 : 0) }?.0
        }
        // Each hand-written variant and state is compared with the drafted one of its name, or, where the draft names
        // them otherwise (Horizon's `primary` is the names' `primary-tint`, Backbase's `normal` its tokens' `default`),
        // with the one whose cells agree most.
        let draftVariants = Array(Set(draftMatrix.cells.map(\.variant))).sorted()
        let draftStates = Array(Set(draftMatrix.cells.map(\.state))).sorted()
        var variantMatch: [String: String] = [:], stateMatch: [String: String] = [:]
        // Twice: variants by their states' names, states by those variants, then variants again by the states found.
        for _ in 0..<2 {
            for variant in Set(allHand.map(\.variant)).sorted() {
                variantMatch[variant] = best(variant, among: draftVariants, cells: allHand.filter { $0.variant == variant }) { [$1, stateMatch[$0.state] ?? $0.state, $0.theme] }
            }
            for state in Set(allHand.map(\.state)).sorted() {
                stateMatch[state] = best(state, among: draftStates, cells: allHand.filter { $0.state == state }) { [variantMatch[$0.variant] ?? "", $1, $0.theme] }
            }
        }
        let handCells = allHand.filter { cell in states.map { stateMatch[cell.state].map($0.contains) ?? false } ?? true }
        for cell in handCells {
            let other = variantMatch[cell.variant].flatMap { variant in stateMatch[cell.state].flatMap { drafts[[variant, $0, cell.theme]] } }
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
