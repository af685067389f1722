import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenChecks

/// `SYSTEM/button.json`: a design system's components for programs: variants, sizes and states, for each theme the
/// value of each part of each cell with the tokens it reaches and their resolved values, and every finding.
/// Keys in a fixed order, numbers rounded to 4 decimals, so that the same input writes the same bytes; on one line,
/// each token once per theme, for programs (`jq .` shows it to a reader). Its shape is
/// `ButtonManifestSchema`.
package enum ButtonManifest {
    package static let decimalPlaces = 4

    /// `schema`: the URL the `$schema` member names. `findings`: the build's findings, every system's.
    package static func json(system: DesignSystem, findings: [Finding], touchTarget: TouchTargetMinimum, schema: String) -> String {
        let own = FindingsReport(findings: findings.filter { $0.cell.system == system.id }).findings
        let object = OrderedJSON.object([
            ("$schema", .string(schema)),
            ("system", .string(system.id)),
            ("name", .string(system.manifest.name)),
            ("platform", .string(system.manifest.platform)),
            ("components", .array(system.matrices.map { component($0, sets: system.tokenSets, findings: own, touchTarget: touchTarget) })),
            ("findings", .array(own.map(finding))),
        ])
        return object.compact + "\n"
    }

    private static func component(_ matrix: StateMatrix, sets: [TokenSet], findings: [Finding], touchTarget: TouchTargetMinimum) -> OrderedJSON {
        let definition = matrix.definition
        let sizes: [OrderedJSON] = definition.sizes.map { size in
            let cell = matrix.cells.first { $0.size == size.name }
            let hitAreas = findings.filter { $0.rule == .touchTarget && $0.cell.component == definition.name && $0.cell.size == size.name }
            return .object([
                ("name", .string(size.name)),
                ("height", cell.map { .number($0.metrics.drawnHeight, places: decimalPlaces) } ?? .null),
                ("smallestHitArea", hitAreas.map(\.measured).min().map { .number($0, places: decimalPlaces) } ?? .null),
                ("minimumTarget", .number(touchTarget.points, places: decimalPlaces)),
            ])
        }
        return .object([
            ("name", .string(definition.name)),
            ("variants", .array(definition.variants.map { variant in
                .object([
                    ("name", .string(variant.name)),
                    ("label", .string(variant.label)),
                    ("surface", .string(variant.surface)),
                    ("status", .string(variant.status.rawValue)),
                    ("sizes", .array(definition.sizes(of: variant).map { .string($0.name) })),
                    ("states", .array(definition.states(of: variant).map { .string($0.name) })),
                ])
            })),
            ("sizes", .array(sizes)),
            ("states", .array(definition.states.map { state in
                .object([("name", .string(state.name)), ("fallback", .string(state.fallback))])
            })),
            ("themes", .array(matrix.themes.map { theme in
                let set = sets.first { $0.name == theme }
                let cells = matrix.cells.filter { $0.theme == theme }
                let values = cells.map(\.shownValues)
                // Each token once per theme, with its resolved value; a cell's parts name their tokens by path.
                let reached = Set(values.joined().flatMap(\.tokens)).sorted { $0.description < $1.description }
                return .object([
                    ("name", .string(theme)),
                    ("context", .string(set?.contextDescription)),
                    ("tokens", .array(reached.map { path in
                        .object([("path", .string(path.description)), ("value", .string(set?[path].map { TokenValueText.describe($0.value) }))])
                    })),
                    ("cells", .array(zip(cells, values).map { cell(of: $0, values: $1) })),
                ])
            })),
        ])
    }

    /// A cell's values in drawing order (`StateCell.shownValues`), each with the paths of its token chain.
    /// A cell docgen could not reproduce exactly adds `uncertainties`.
    private static func cell(of cell: StateCell, values: [(name: String, text: String, tokens: [TokenPath])]) -> OrderedJSON {
        let uncertainties = cell.uncertainties
        return .object([
            ("variant", .string(cell.variant)), ("size", .string(cell.size)), ("state", .string(cell.state)), ("surface", .string(cell.surface)),
            ("parts", .array(values.map { value in
                .object([("name", .string(value.name)), ("value", .string(value.text)), ("tokens", .array(value.tokens.map { .string($0.description) }))])
            })),
        ] + (uncertainties.isEmpty ? [] : [("uncertainties", FindingsReport.uncertaintiesJSON(uncertainties))]))
    }

    private static func finding(_ finding: Finding) -> OrderedJSON {
        let cell = finding.cell
        return .object([
            ("rule", .string(finding.rule.rawValue)),
            ("level", .string(finding.severity.findingName)),
            ("passed", .bool(finding.passed)),
            ("cell", .object([
                ("component", .string(cell.component)), ("variant", .string(cell.variant)), ("size", .string(cell.size)),
                ("state", .string(cell.state)), ("theme", .string(cell.theme)), ("surface", .string(cell.surface)),
            ])),
            ("measured", .number(finding.measured, places: decimalPlaces)),
            ("threshold", .number(finding.required, places: decimalPlaces)),
            ("message", .string(finding.message)),
        ])
    }
}
