/// One diagnostic code as the manual lists it: the code printed in brackets after a message (`[tokens.cycle]`), the
/// level it is usually reported at, and what it means in one sentence.
///
/// A code ending in `…` stands for the codes completed at run time from a value (`diagram.unknown-…` for
/// `diagram.unknown-variant`, `diagram.unknown-size`, …).
public struct DiagnosticCode: Hashable, Sendable, Comparable {
    /// `tokens.cycle`, or a stem ending in `…`.
    public var code: String
    /// The severity the code is usually reported at; options such as `--strict-format` or `raw-html: refuse` can
    /// raise a warning to an error.
    public var level: Diagnostic.Severity
    /// What the code means, in one sentence.
    public var summary: String

    public init(_ code: String, _ level: Diagnostic.Severity, _ summary: String) {
        self.code = code
        self.level = level
        self.summary = summary
    }

    /// Whether the entry stands for the codes completed at run time from its stem.
    public var isPattern: Bool { code.hasSuffix("…") }

    /// The area the code belongs to: `tokens` for `tokens.cycle`.
    public var area: String { String(code.prefix { $0 != "." }) }

    /// Whether `printed`, a code a diagnostic carries, is this entry's: the same code, or one its stem completes.
    public func matches(_ printed: String) -> Bool {
        isPattern ? printed.hasPrefix(code.dropLast()) && printed.count > code.count - 1 : printed == code
    }

    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.code < rhs.code }
}
