import DocGenSupport

/// How the loader treats token files that stray from the DTCG 2025.10 format in ways published token sets do.
public struct TokenFormatOptions: Hashable, Sendable {
    /// Report every deviation (`tokens.nonstandard`) as an error instead of a warning.
    public var strict: Bool
    /// The unit a bare number written for a dimension (`"fontSize": 16`) is read in. The format always writes
    /// the unit, and tools disagree here: Style Dictionary and Tokens Studio read px, some CSS pipelines rem.
    public var bareDimensionUnit: Dimension.Unit
    /// How large and deep the token input may grow (`--limit`, `site.yaml`'s `limits:`).
    public var limits: InputLimits
    /// Extension name → resolver modifier: a token's `$extensions[name]` holds its values per context of that
    /// modifier (`org.primer.overrides` → `theme`; system.yaml's `contextValues:`, `--context-values`). See `ContextValues`.
    public var contextValues: [String: String]

    public init(strict: Bool = false, bareDimensionUnit: Dimension.Unit = .px, limits: InputLimits = InputLimits(),
                contextValues: [String: String] = [:]) {
        self.strict = strict
        self.bareDimensionUnit = bareDimensionUnit
        self.limits = limits
        self.contextValues = contextValues
    }
}
