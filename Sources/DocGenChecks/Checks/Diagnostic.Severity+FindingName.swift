import DesignTokens
import DocGenSupport
import ButtonModel

extension Diagnostic.Severity {
    /// The severity as check reports write it: `error`, `warning`, and `info` for a note (an exempt cell's finding),
    /// the word the findings' JSON, the site and the diff have always used.
    public var findingName: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }

    /// The severity a report names `name` (`error`, `warning`, `info`); `nil` for any other word.
    public init?(findingName name: String) {
        switch name {
        case "error": self = .error
        case "warning": self = .warning
        case "info": self = .note
        default: return nil
        }
    }
}

/// Codes a finding's severity by its name in reports (`Diagnostic.Severity.findingName`), for the values a report
/// encodes with `Codable` (the diff's JSON): `info`, never `note`.
@propertyWrapper
public struct FindingSeverityName: Hashable, Sendable, Codable {
    public var wrappedValue: Diagnostic.Severity

    public init(wrappedValue: Diagnostic.Severity) {
        self.wrappedValue = wrappedValue
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let severity = Diagnostic.Severity(findingName: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(name) is not error, warning or info.")
        }
        wrappedValue = severity
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue.findingName)
    }
}
