import ButtonModel
import DesignTokens
import DocGenSupport

/// The "How these values were read" panel of a design system's pages: what loading its tokens and fonts assumed,
/// left out and substituted, taken from the diagnostics the loaders recorded on the system (never a second reading).
package struct ValuesReadingPanel: Equatable {
    /// How many messages of one code the panel quotes before saying "and N more".
    package static let quotedPerCode = 3

    /// The diagnostics of one code, in the order the loaders gave them.
    package struct Group: Equatable {
        package var code: String
        package var diagnostics: [Diagnostic]

        package var quoted: ArraySlice<Diagnostic> { diagnostics.prefix(ValuesReadingPanel.quotedPerCode) }
        package var unquoted: Int { max(0, diagnostics.count - ValuesReadingPanel.quotedPerCode) }
    }

    /// The warnings that change drawn values (`Diagnostic.reach`), the one reaching most cells first: listed before
    /// anything else, each with its count of cells.
    package var changing: [Diagnostic]
    /// Assumptions and other problems that change no drawn value, by code in the order each code first appeared.
    package var assumptions: [Group]
    /// The `tokens.left-out` notes: each names a token that failed and the tokens that alias it.
    package var leftOut: [Diagnostic]
    /// The `fonts.substituted` warnings: labels set in a family with no file, drawn with Inter instead.
    package var substituted: [Diagnostic]

    /// The folder places are shown relative to: a published page names `backbase/tokens/x.json`, never the path of
    /// the machine that built it.
    package var folder: String?

    package init(system: DesignSystem, folder: String? = nil) {
        self.init(diagnostics: system.tokenDiagnostics + system.fontDiagnostics, folder: folder)
    }

    package init(diagnostics: [Diagnostic], folder: String? = nil) {
        self.folder = folder
        var seen = Set<Diagnostic>()
        var groups: [Group] = []
        var groupIndex: [String: Int] = [:]
        var leftOut: [Diagnostic] = [], substituted: [Diagnostic] = [], changing: [Diagnostic] = []
        // Every permutation of a resolver reads the same files: the same finding is said once.
        for diagnostic in diagnostics where seen.insert(diagnostic).inserted {
            if diagnostic.reach != nil {
                changing.append(diagnostic)
                continue
            }
            switch diagnostic.code {
            case "tokens.left-out": leftOut.append(diagnostic)
            case "fonts.substituted": substituted.append(diagnostic)
            default:
                if let index = groupIndex[diagnostic.code] {
                    groups[index].diagnostics.append(diagnostic)
                } else {
                    groupIndex[diagnostic.code] = groups.count
                    groups.append(Group(code: diagnostic.code, diagnostics: [diagnostic]))
                }
            }
        }
        self.changing = DiagnosticReach.ordered(changing)
        assumptions = groups
        self.leftOut = leftOut
        self.substituted = substituted
    }

    /// Nothing assumed, left out or substituted: the values were read as written.
    package var readAsWritten: Bool { changing.isEmpty && assumptions.isEmpty && leftOut.isEmpty && substituted.isEmpty }

    /// How many warnings change drawn values, and how many of them the panel quotes before saying "and N more".
    package static let changingQuoted = 10

    /// How many assumptions (every diagnostic outside left-out notes and substitutions).
    package var assumptionCount: Int { assumptions.reduce(0) { $0 + $1.diagnostics.count } }

    /// The tokens left out, counted over every note.
    package var leftOutTokenCount: Int { leftOut.reduce(0) { $0 + $1.leftOutTokens } }

    /// The one-line tally the closed panel shows.
    package var tally: String {
        if readAsWritten { return "read as written" }
        var parts: [String] = []
        if !changing.isEmpty { parts.append(Self.counted(changing.count, "warning") + " changing drawn values") }
        if !assumptions.isEmpty { parts.append(Self.counted(assumptionCount, "assumption")) }
        if !leftOut.isEmpty { parts.append(Self.counted(leftOutTokenCount, "token") + " left out") }
        if !substituted.isEmpty { parts.append(Self.counted(substituted.count, "font") + " substituted") }
        return parts.joined(separator: ", ")
    }

    package static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `file:line`, the way an editor opens it, relative to `folder`; the path inside the file is shown apart.
    package func place(of location: SourceLocation) -> String {
        var file = location.file
        if let folder, !folder.isEmpty {
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            if file.hasPrefix(prefix) { file.removeFirst(prefix.count) }
        }
        return location.line.map { "\(file):\($0)" } ?? file
    }
}

extension Diagnostic {
    /// For a `tokens.left-out` note: how many tokens it lists (the message says "N token(s) aliasing …").
    package var leftOutTokens: Int {
        Int(message.prefix { $0.isNumber }) ?? 1
    }
}
