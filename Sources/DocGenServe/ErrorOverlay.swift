import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit
import Foundation
import Mustache

/// The overlay a failed rebuild shows over the last good page: every error with its place, the lines around it
/// with the column marked, and the hint. Everything from the input is escaped through `HTMLEscaping`; the markup
/// and its stylesheet are `Assets/preview/overlay.mustache` and `overlay.css`.
public struct ErrorOverlay: Sendable {
    public var diagnostics: [Diagnostic]
    /// The lines of a file by its path as the diagnostics name it, `nil` when it cannot be read.
    public var lines: @Sendable (String) -> [String]?

    public init(diagnostics: [Diagnostic], lines: @escaping @Sendable (String) -> [String]? = ErrorOverlay.readLines) {
        self.diagnostics = diagnostics
        self.lines = lines
    }

    public static let readLines: @Sendable (String) -> [String]? = readLines(inside: .anywhere)

    /// Reads the lines around an error only inside the build's folders: a diagnostic about a link to /etc/shadow
    /// never shows the file it leads to.
    public static func readLines(inside confinement: ReadConfinement) -> @Sendable (String) -> [String]? {
        let files = WorkTreeFileSource(confinement: confinement)
        return { path in files.contents(atPath: path).map { String(decoding: $0, as: UTF8.self).components(separatedBy: "\n") } }
    }

    /// The overlay (`Assets/preview/overlay.mustache`, its stylesheet `overlay.css`).
    public var html: String {
        let errors = diagnostics.errors
        return PreviewAssets.render("overlay", [
            "count": .text(errors.count == 1 ? "1 error" : "\(errors.count) errors"),
            "errors": .list(errors.map(section)),
        ])
    }

    private func section(_ diagnostic: Diagnostic) -> TemplateValue {
        [
            "location": .text(HTMLEscaping.text(diagnostic.location.description)),
            "code": .text(HTMLEscaping.text(diagnostic.code)),
            "message": .text(HTMLEscaping.text(diagnostic.message)),
            "frame": frame(diagnostic.location),
            "hint": diagnostic.hint.map { .text(HTMLEscaping.text($0)) } ?? false,
        ]
    }

    /// Two lines either side of the line, numbered, the line itself marked and a caret under the column; `false`
    /// when the file or the line cannot be read.
    func frame(_ location: SourceLocation) -> TemplateValue {
        guard let line = location.line, let text = lines(location.file), line >= 1, line <= text.count else { return false }
        let first = max(1, line - 2), last = min(text.count, line + 2)
        let width = String(last).count
        return ["lines": .list((first...last).map { number in
            let content = text[number - 1].replacingOccurrences(of: "\r", with: "")
            let caret: TemplateValue = number == line ? location.column.map { column in
                ["pad": .text(String(repeating: " ", count: width)),
                 "indent": .text(String(repeating: " ", count: Self.characters(beforeByteColumn: column, in: content)))]
            } ?? false : false
            return [
                "marked": .bool(number == line),
                "mark": .text(number == line ? "&gt;" : " "),
                "gutter": .text(String(repeating: " ", count: width - String(number).count) + String(number)),
                "text": .text(HTMLEscaping.text(content)),
                "caret": caret,
            ]
        })]
    }

    /// Columns are counted in UTF-8 bytes; the caret is placed in characters.
    static func characters(beforeByteColumn column: Int, in line: String) -> Int {
        let bytes = Array(line.utf8.prefix(max(0, column - 1)))
        return String(decoding: bytes, as: UTF8.self).count
    }
}
