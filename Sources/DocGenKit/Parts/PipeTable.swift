import ButtonModel
import Foundation
import DocGenMarkdown
import DocGenSupport

/// The rows of a pipe table, split and checked, with the source line of each row.
package struct PipeTable: Hashable, Sendable {
    package enum Alignment: Hashable, Sendable { case none, left, center, right }

    package struct Row: Hashable, Sendable {
        package var cells: [String]
        package var line: Int
    }

    package var header: [String]
    package var headerLine: Int
    package var alignments: [Alignment]
    package var rows: [Row]

    package func alignmentAttribute(_ column: Int) -> String {
        switch column < alignments.count ? alignments[column] : .none {
        case .none: ""
        case .left: " class=\"align-left\""
        case .center: " class=\"align-center\""
        case .right: " class=\"align-right\""
        }
    }

    package static func parse(_ body: String, at invocation: DirectiveInvocation) throws(DirectiveError) -> PipeTable {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let numbered = lines.enumerated().filter { !$0.element.allSatisfy(\.isWhitespace) }
        guard numbered.count >= 2 else {
            throw DirectiveError(reason: .invalidBody("A table needs a header row and a delimiter row (| --- |)."),
                                 location: invocation.bodyLocation(line: 0))
        }
        func line(_ index: Int) -> Int { invocation.bodyLocation(line: numbered[index].offset).line ?? 0 }

        let header = cells(of: numbered[0].element)
        let delimiter = cells(of: numbered[1].element)
        var alignments: [Alignment] = []
        for cell in delimiter {
            let trimmed = cell.trimmingCharacters(in: .whitespaces)
            let dashes = trimmed.trimmingCharacters(in: CharacterSet(charactersIn: ":"))
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else {
                throw DirectiveError(reason: .invalidBody("The second row must be the delimiter row: cells of dashes such as --- or :-:."),
                                     location: invocation.bodyLocation(line: numbered[1].offset))
            }
            switch (trimmed.hasPrefix(":"), trimmed.hasSuffix(":")) {
            case (true, true): alignments.append(.center)
            case (true, false): alignments.append(.left)
            case (false, true): alignments.append(.right)
            case (false, false): alignments.append(.none)
            }
        }
        guard delimiter.count == header.count else {
            throw DirectiveError(reason: .invalidBody("The delimiter row has \(delimiter.count) cells but the header has \(header.count)."),
                                 location: invocation.bodyLocation(line: numbered[1].offset))
        }
        var rows: [Row] = []
        for index in numbered.indices.dropFirst(2) {
            let rowCells = cells(of: numbered[index].element)
            guard rowCells.count <= header.count else {
                throw DirectiveError(reason: .invalidBody("This row has \(rowCells.count) cells but the header has \(header.count)."),
                                     location: invocation.bodyLocation(line: numbered[index].offset))
            }
            rows.append(Row(cells: rowCells, line: line(index)))
        }
        return PipeTable(header: header, headerLine: line(0), alignments: alignments, rows: rows)
    }

    /// Splits `| a | b \| c |` into `["a", "b | c"]`: outer pipes optional, `\|` is a literal pipe.
    package static func cells(of line: String) -> [String] {
        var trimmed = Substring(line.trimmingCharacters(in: .whitespaces))
        if trimmed.hasPrefix("|") { trimmed = trimmed.dropFirst() }
        if trimmed.hasSuffix("|"), !trimmed.hasSuffix("\\|") { trimmed = trimmed.dropLast() }
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in trimmed {
            if escaped {
                current.append(character == "|" ? "|" : "\\\(character)")
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        cells.append(current.trimmingCharacters(in: .whitespaces))
        return cells
    }
}
