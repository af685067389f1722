/// The diagnostics a terminal is shown: the first `perCode` of each code in full, in their order, then one line per
/// code for the rest. 200,000 repeated names in one file are a hundred lines and a count, not 400,000 lines, and
/// a different problem found after them still shows. Every command prints its diagnostics through this one cap.
public struct DiagnosticCap: Sendable {
    /// How many diagnostics of one code are printed in full.
    public static let perCode = 100

    /// The diagnostics shown in full, in the order given.
    public private(set) var shown: [Diagnostic] = []
    /// Each code that had more than `perCode`, in the order of its first diagnostic, with how many were left out.
    public private(set) var omitted: [(code: String, count: Int)] = []

    public init(_ diagnostics: [Diagnostic], perCode: Int = DiagnosticCap.perCode) {
        var seen: [String: Int] = [:], omittedAt: [String: Int] = [:]
        for diagnostic in diagnostics {
            let count = seen[diagnostic.code, default: 0]
            seen[diagnostic.code] = count + 1
            if count < perCode {
                shown.append(diagnostic)
            } else if let position = omittedAt[diagnostic.code] {
                omitted[position].count += 1
            } else {
                omittedAt[diagnostic.code] = omitted.count
                omitted.append((diagnostic.code, 1))
            }
        }
    }

    /// `… and 199,900 more [json.repeated-name] diagnostics`, one per code left out.
    public var omissionLines: [String] {
        omitted.map { "… and \($0.count) more [\($0.code)] diagnostic\($0.count == 1 ? "" : "s")" }
    }

    /// Each shown diagnostic's text, then the omission lines.
    public var lines: [String] {
        shown.map(\.description) + omissionLines
    }
}
