/// Builds the state matrix of a component definition over the token sets of every theme.
public enum StateMatrixBuilder {
    /// The matrix, or `InvalidInputError` listing every reference that does not resolve.
    public static func build(_ definition: ComponentDefinition, tokenSets: [TokenSet]) throws(InvalidInputError) -> StateMatrix {
        let (matrix, errors) = buildCollecting(definition, tokenSets: tokenSets)
        guard errors.isEmpty else { throw InvalidInputError(errors.map(\.diagnostic)) }
        return matrix
    }

    /// The cells that resolved, and one error per distinct problem (sorted by place).
    public static func buildCollecting(_ definition: ComponentDefinition, tokenSets: [TokenSet]) -> (StateMatrix, [ComponentError]) {
        var cells: [StateCell] = []
        var errors: Set<ComponentError> = []
        for variant in definition.variants {
            for size in definition.sizes(of: variant) {
                for state in definition.states(of: variant) {
                    for tokens in tokenSets {
                        var resolver = ComponentValueResolver(tokens: tokens)
                        var cellBuilder = StateCellBuilder(definition: definition, variant: variant, size: size,
                                                           state: state, resolver: resolver)
                        if let cell = cellBuilder.build() { cells.append(cell) }
                        resolver = cellBuilder.resolver
                        errors.formUnion(resolver.errors + cellBuilder.errors)
                    }
                }
            }
        }
        let sorted = errors.sorted { ($0.location, $0.description) < ($1.location, $1.description) }
        return (StateMatrix(definition: definition, themes: tokenSets.map(\.name), cells: cells), sorted)
    }
}

private func < (lhs: (SourceLocation, String), rhs: (SourceLocation, String)) -> Bool {
    lhs.0 != rhs.0 ? lhs.0 < rhs.0 : lhs.1 < rhs.1
}
