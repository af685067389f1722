/// Every diagnostic code a program made of docgen's modules can print, each declared by the module that prints it
/// (`DiagnosticCode.tokenEngine` here, the site generator's beside it): what the manual's error-code reference lists,
/// and what a test holds the sources to.
public struct DiagnosticCodeRegistry: Sendable {
    /// Sorted by code, each once.
    public let codes: [DiagnosticCode]

    /// The codes of `modules`, each module's list as it declares it. A code two modules declare is kept once, as
    /// the first declares it.
    public init(_ modules: [[DiagnosticCode]]) {
        var seen: Set<String> = []
        codes = modules.joined().filter { seen.insert($0.code).inserted }.sorted()
    }

    /// The entry for `printed`, a code a diagnostic carries: its own, or the pattern that completes it.
    public func entry(for printed: String) -> DiagnosticCode? {
        codes.first { $0.code == printed } ?? codes.first { $0.isPattern && $0.matches(printed) }
    }

    /// Whether the registry lists `printed`.
    public func lists(_ printed: String) -> Bool { entry(for: printed) != nil }
}
