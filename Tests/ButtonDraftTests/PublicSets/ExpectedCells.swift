import DesignTokens
import DocGenYAML
import Foundation
@testable import ButtonDraft

/// The cells of a hand-written `expected.yaml`: `cells.<variant>.<state>.<part>` holding `"{token.path}"` or `~`
/// (no token names the cell); the rest state is written `rest` whatever the system calls it.
struct ExpectedCells {
    /// Variant → state → part → the token, nil when no token names the cell.
    var cells: [String: [String: [String: TokenPath?]]] = [:]

    /// The parts scored: the colors a cell is checked with.
    static let scoredParts = ["background", "text", "border"]

    init(contentsOf url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        guard case .success(let root?) = YAMLDocument.compose(text),
              let variants = root.mapping?.first(where: { $0.key.string == "cells" })?.value.mapping else {
            throw CocoaError(.fileReadCorruptFile)
        }
        for (variant, states) in variants {
            for (state, parts) in states.mapping ?? [] {
                for (part, value) in parts.mapping ?? [] {
                    let reference = value.scalar.flatMap { $0.isNull ? nil : $0.string }
                    let path = reference.map { TokenPath(dotted: String($0.dropFirst().dropLast())) }
                    cells[variant.string ?? "", default: [:]][Self.stateName(state.string ?? ""), default: [:]][part.string ?? ""] = .some(path)
                }
            }
        }
    }

    /// A compound state written with dots (`selected.hovered`) as the reader names it (`selectedHovered`).
    static func stateName(_ written: String) -> String {
        let words = written.split(separator: ".").map(String.init)
        return ([words.first ?? ""] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined()
    }

    /// Cell by cell over the scored parts: a cell counts when either side names a token, and agrees when both name
    /// the same one. The family's rest state is compared with `rest`.
    func score(_ family: ButtonTokenFamily) -> Score {
        var score = Score()
        var keys: Set<[String]> = []
        for (variant, states) in cells { for (state, parts) in states { for part in parts.keys where Self.scoredParts.contains(part) { keys.insert([variant, state, part]) } } }
        for cell in family.cells where Self.scoredParts.contains(cell.part) {
            keys.insert([cell.variant, cell.state == family.restState ? "rest" : cell.state, cell.part])
        }
        for key in keys.sorted(by: { $0.joined(separator: ".") < $1.joined(separator: ".") }) {
            let expected = cells[key[0]]?[key[1]]?[key[2]] ?? nil
            let found = family.path(variant: key[0], state: key[1] == "rest" ? family.restState : key[1], part: key[2])
            guard expected != nil || found != nil else { continue }
            score.total += 1
            if expected == found { score.agreed += 1 } else { score.differences.append("\(key.joined(separator: ".")): expected \(expected?.description ?? "~"), read \(found?.description ?? "~")") }
        }
        return score
    }

    /// How many named cells the reading gives as the hand-written definition does.
    struct Score: CustomStringConvertible {
        var agreed = 0
        var total = 0
        var differences: [String] = []
        var ratio: Double { total == 0 ? 0 : Double(agreed) / Double(total) }
        var description: String { "\(agreed)/\(total) (\(Int((ratio * 100).rounded())) %)" + (differences.isEmpty ? "" : "\n" + differences.joined(separator: "\n")) }
    }
}
