import DesignTokens
import DocGenSupport

/// Builds the state matrix of a component definition over the token sets of every theme and the surfaces of its axis:
/// variants × sizes × states × themes × surfaces, in that nesting.
public enum StateMatrixBuilder {
    /// The matrix, or `InvalidInputError` listing every reference that does not resolve.
    public static func build(_ definition: ComponentDefinition, tokenSets: [TokenSet], limits: InputLimits = InputLimits()) throws(InvalidInputError) -> StateMatrix {
        let (matrix, errors) = buildCollecting(definition, tokenSets: tokenSets, limits: limits)
        guard errors.isEmpty else { throw InvalidInputError(errors.map(\.diagnostic)) }
        return matrix
    }

    /// The cells that resolved, and one error per distinct problem (sorted by place).
    public static func buildCollecting(_ definition: ComponentDefinition, tokenSets: [TokenSet],
                                       limits: InputLimits = InputLimits(), threads: Int = 1) -> (StateMatrix, [ComponentError]) {
        var count = 0
        for variant in definition.variants where count <= limits.componentCells {
            let (cells, overflow) = definition.sizes(of: variant).count.multipliedReportingOverflow(
                by: definition.states(of: variant).count * tokenSets.count * definition.axisSurfaces.count)
            count = overflow ? Int.max : count + cells
        }
        guard count <= limits.componentCells else {
            let error = ComponentError(.limitExceeded(.componentCells, "\(definition.name) has more than \(limits.componentCells) " +
                                                      InputLimits.Name.componentCells.what), at: SourceLocation(file: definition.file, line: 1, column: 1))
            return (StateMatrix(definition: definition, themes: tokenSets.map(\.name), cells: []), [error])
        }
        var places: [(variant: ButtonVariant, size: ButtonSize, state: ButtonStateDefinition, tokens: TokenSet, surface: MatrixSurface?)] = []
        for variant in definition.variants {
            for size in definition.sizes(of: variant) {
                for state in definition.states(of: variant) {
                    for tokens in tokenSets {
                        for surface in definition.axisSurfaces { places.append((variant, size, state, tokens, surface)) }
                    }
                }
            }
        }
        // Cells are independent of one another: they are built on `threads` threads and gathered in matrix order.
        let built = ParallelMap.map(places, threads: threads) { place -> (cell: StateCell?, errors: [ComponentError]) in
            var cellBuilder = StateCellBuilder(definition: definition, variant: place.surface?.applied(to: place.variant) ?? place.variant,
                                               size: place.size, state: place.state, resolver: ComponentValueResolver(tokens: place.tokens),
                                               surface: place.surface)
            cellBuilder.limits = limits
            let cell = cellBuilder.build()
            return (cell, cellBuilder.resolver.errors + cellBuilder.errors)
        }
        let cells = built.compactMap(\.cell)
        // One error per problem: a value out of range is reported in the first cell it is found in.
        var errors: [String: ComponentError] = [:]
        for error in built.flatMap(\.errors) where errors[error.problemKey] == nil {
            errors[error.problemKey] = error
        }
        let sorted = errors.values.sorted { ($0.location, $0.description) < ($1.location, $1.description) }
        var matrix = StateMatrix(definition: definition, themes: tokenSets.map(\.name), cells: cells)
        matrix.deprecatedTokens = deprecatedTokens(reachedBy: cells, in: tokenSets)
        return (matrix, sorted)
    }

    /// Per theme, the deprecated tokens its cells reach; themes whose cells reach none are left out.
    package static func deprecatedTokens(reachedBy cells: [StateCell], in tokenSets: [TokenSet]) -> [String: [TokenPath: Deprecation]] {
        var result: [String: [TokenPath: Deprecation]] = [:]
        for set in tokenSets {
            let deprecated = set.tokens.values.filter { $0.deprecated != nil }
            guard !deprecated.isEmpty else { continue }
            let reached = Set(cells.filter { $0.theme == set.name }.flatMap { $0.tokenUses.flatMap(\.tokens) })
            for token in deprecated where reached.contains(token.path) { result[set.name, default: [:]][token.path] = token.deprecated }
        }
        return result
    }
}

private func < (lhs: (SourceLocation, String), rhs: (SourceLocation, String)) -> Bool {
    lhs.0 != rhs.0 ? lhs.0 < rhs.0 : lhs.1 < rhs.1
}
