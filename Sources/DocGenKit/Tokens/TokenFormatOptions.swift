/// How the loader treats token files that stray from the DTCG 2025.10 format in ways published token sets do.
public struct TokenFormatOptions: Hashable, Sendable {
    /// Report every deviation (`tokens.nonstandard`) as an error instead of a warning.
    public var strict: Bool
    /// The unit a bare number written for a dimension (`"fontSize": 16`) is read in. The format always writes
    /// the unit, and tools disagree here: Style Dictionary and Tokens Studio read px, some CSS pipelines rem.
    public var bareDimensionUnit: Dimension.Unit

    public init(strict: Bool = false, bareDimensionUnit: Dimension.Unit = .px) {
        self.strict = strict
        self.bareDimensionUnit = bareDimensionUnit
    }
}
