import DesignTokens
import DocGenSupport

/// A font file the text measurer needs is missing or unreadable.
public struct TextMeasurerError: DiagnosticConvertible, Hashable {
    public var path: String

    public init(missingFont path: String) { self.path = path }

    public var diagnostic: Diagnostic {
        Diagnostic(location: SourceLocation(file: path), code: "fonts.missing",
                   message: "the font file cannot be read",
                   hint: "Name a readable OpenType or TrueType file; the built-in Inter is \(TextMeasurer.fontFiles.map(\.file).joined(separator: ", ")).")
    }
}
