import DocGenSupport

/// The limits of the token engine: what one token file, resolver or chain of aliases may multiply.
extension InputLimits.Name {
    /// Hops from a token to the literal value at the end of its aliases.
    public static let aliasChain = InputLimits.Name("alias-chain", default: 256, what: "aliases in one chain")
    /// Elements of one list value (shadows, gradient stops) once aliased lists are spliced in.
    public static let listSize = InputLimits.Name("list-size", default: 1_024, what: "elements in one list")
    /// Tokens in one resolved set, after `$extends` copies groups.
    public static let tokens = InputLimits.Name("tokens", default: 1_000_000, what: "tokens in one set")
    /// Permutations of a resolver's modifiers (each one is a whole token set).
    public static let resolverPermutations = InputLimits.Name("resolver-permutations", default: 256, what: "resolver permutations")

    /// The limits a program built on the token engine alone knows: the support's and these.
    public static let tokenEngine: [InputLimits.Name] = support + [.aliasChain, .listSize, .tokens, .resolverPermutations]
}

extension InputLimits {
    public var aliasChain: Int { self[.aliasChain] }
    public var listSize: Int { self[.listSize] }
    public var tokens: Int { self[.tokens] }
    public var resolverPermutations: Int { self[.resolverPermutations] }
}
