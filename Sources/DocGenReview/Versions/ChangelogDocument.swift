import ButtonModel
import DocGenKit

/// A changelog page's content before it is written out: sections of headings, sentences, tables and picture pairs,
/// rendered as HTML for the site and as Markdown for readers of text, so that both say the same facts one for one.
package struct ChangelogDocument: Hashable, Sendable {
    package var blocks: [Block]

    package enum Block: Hashable, Sendable {
        /// A heading at `level` (2 for a section, 3 for a system, theme or group of cells).
        case heading(level: Int, [ChangelogText])
        case paragraph([ChangelogText])
        case list([[ChangelogText]])
        case table(ChangelogTable)
        /// A cell's pictures on each side, in order (before, then after).
        case pictures([ChangelogPicture])
    }
}

/// One run of a changelog's text: how it is shown, never what it says.
package enum ChangelogText: Hashable, Sendable {
    case plain(String)
    case strong(String)
    /// A name or value, set as code.
    case code(String)
    /// A token value: a color with its swatch beside the text, anything else as code.
    case value(String)
    case link(String, url: String)

    /// The hex color a value starts with (`#0b5fff`, or `#0b5fff80 (…)`), for its swatch.
    package var swatch: String? {
        guard case .value(let text) = self else { return nil }
        let hex = text.prefix { $0 != " " }
        guard hex.hasPrefix("#"), [7, 9].contains(hex.count), hex.dropFirst().allSatisfy(\.isHexDigit) else { return nil }
        return String(hex)
    }
}

/// A table with a caption, its first column naming each row.
package struct ChangelogTable: Hashable, Sendable {
    package var caption: String
    package var headers: [String]
    package var rows: [[[ChangelogText]]]
    /// A class beside `changelog-table`, for the stylesheet (`changelog-index`).
    package var kind: String?
}

/// A cell's picture in one version's site.
package struct ChangelogPicture: Hashable, Sendable {
    /// `Before (v1.0.0)`
    package var label: String
    package var url: String
    /// Which cell and which side: `Before, in v1.0.0: acme · primary / medium / default / light`.
    package var alt: String
    /// The size the picture is shown at (twice the SVG's own), when the diff kept the SVG.
    package var width: Int?
    package var height: Int?
}

extension ChangelogText {
    /// `#0b5fff via {color.brand} → {color.palette.blue}`: a token's resolved value, then the alias chain it came
    /// through, as `docgen diff` writes it.
    package static func state(_ state: TokenState) -> [ChangelogText] {
        [.value(state.value)] + (state.aliases.isEmpty ? [] : [.plain(" via ")] + joined(state.aliases.map { .code("{\($0)}") }, by: " → "))
    }

    /// Runs with `separator` between them.
    package static func joined(_ runs: [ChangelogText], by separator: String) -> [ChangelogText] {
        var out: [ChangelogText] = []
        for (index, run) in runs.enumerated() {
            if index > 0 { out.append(.plain(separator)) }
            out.append(run)
        }
        return out
    }

    /// The plain words of some runs, for an alt text or a Markdown table cell's fallback.
    package static func words(_ runs: [ChangelogText]) -> String {
        runs.map { run in
            switch run {
            case .plain(let text), .strong(let text), .code(let text), .value(let text): text
            case .link(let text, _): text
            }
        }.joined()
    }
}
