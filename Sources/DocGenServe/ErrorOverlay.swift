import DocGenKit
import Foundation
import Mustache

/// The overlay a failed rebuild shows over the last good page: every error with its place, the lines around it
/// with the column marked, and the hint. Everything from the input is escaped through `HTMLEscaping`.
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

    public var html: String {
        let errors = diagnostics.errors
        let count = errors.count == 1 ? "1 error" : "\(errors.count) errors"
        var html = "<div id=\"docgen-error-overlay\" role=\"alertdialog\" aria-modal=\"true\" aria-labelledby=\"docgen-error-title\">"
        html += "<style>\(ErrorOverlayStyle.css)</style><div class=\"dg-backdrop\"></div><div class=\"dg-panel\">"
        html += "<header class=\"dg-header\"><div><span class=\"dg-badge\">Build failed</span>"
        html += "<h2 id=\"docgen-error-title\">\(count) in the last rebuild</h2>"
        html += "<p class=\"dg-sub\">This page is the last good build. Fix the file and save: the overlay goes away by itself.</p></div>"
        html += "<button type=\"button\" class=\"dg-close\" data-docgen-close aria-label=\"Hide (Esc)\">×</button></header>"
        for diagnostic in errors { html += section(diagnostic) }
        html += "<footer class=\"dg-footer\">docgen serve · Esc hides this until the next rebuild</footer></div></div>"
        return html
    }

    private func section(_ diagnostic: Diagnostic) -> String {
        var html = "<section class=\"dg-error\"><div class=\"dg-where\"><span class=\"dg-file\">"
        html += HTMLEscaping.text(diagnostic.location.description) + "</span>"
        html += "<span class=\"dg-code\">\(HTMLEscaping.text(diagnostic.code))</span></div>"
        html += "<p class=\"dg-message\">\(HTMLEscaping.text(diagnostic.message))</p>"
        html += frame(diagnostic.location)
        if let hint = diagnostic.hint {
            html += "<p class=\"dg-hint\"><span>hint</span> \(HTMLEscaping.text(hint))</p>"
        }
        return html + "</section>"
    }

    /// Two lines either side of the line, numbered, the line itself marked and a caret under the column.
    func frame(_ location: SourceLocation) -> String {
        guard let line = location.line, let text = lines(location.file), line >= 1, line <= text.count else { return "" }
        let first = max(1, line - 2), last = min(text.count, line + 2)
        let width = String(last).count
        var html = "<pre class=\"dg-frame\"><code>"
        for number in first...last {
            let gutter = String(repeating: " ", count: width - String(number).count) + String(number)
            let content = text[number - 1].replacingOccurrences(of: "\r", with: "")
            let mark = number == line ? "dg-line dg-marked" : "dg-line"
            html += "<span class=\"\(mark)\"><span class=\"dg-gutter\">\(number == line ? "&gt;" : " ") \(gutter) │</span> \(HTMLEscaping.text(content))</span>"
            if number == line, let column = location.column {
                let indent = Self.characters(beforeByteColumn: column, in: content)
                html += "<span class=\"dg-line dg-caret\"><span class=\"dg-gutter\">  \(String(repeating: " ", count: width)) │</span> "
                html += String(repeating: " ", count: indent) + "^</span>"
            }
        }
        return html + "</code></pre>"
    }

    /// Columns are counted in UTF-8 bytes; the caret is placed in characters.
    static func characters(beforeByteColumn column: Int, in line: String) -> Int {
        let bytes = Array(line.utf8.prefix(max(0, column - 1)))
        return String(decoding: bytes, as: UTF8.self).count
    }
}
