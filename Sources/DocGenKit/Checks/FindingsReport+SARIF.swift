import ButtonModel
import DesignTokens
import DocGenSupport

extension FindingsReport {
    /// SARIF 2.1.0 as GitHub code scanning accepts it: one run, the rule catalogue, and one result per failed
    /// finding (a finding that stands for several cells is one result, its cells listed in `properties.cells`; one
    /// that measured a value docgen could not reproduce has `properties.uncertain` and `properties.uncertainties`; the
    /// run's `properties.uncertainCells` counts the cells docgen could not reproduce),
    /// located at the file and line of the finding's first token (findings without tokens have no location).
    /// Levels: error → `error`, warning → `warning`, info → `note`. `informationURI`, when given, is the page that
    /// documents the tool, shown by code scanning beside its name (SARIF makes it optional).
    public func sarif(informationURI: String? = nil) -> String {
        let rules = CheckRuleID.allCases.map { rule -> OrderedJSON in
            .object([
                ("id", .string(rule.rawValue)),
                ("shortDescription", .object([("text", .string(rule.descriptor.shortDescription))])),
                ("helpUri", .string(rule.descriptor.helpURI)),
            ])
        }
        var driver: [(key: String, value: OrderedJSON)] = [("name", .string("docgen")), ("version", .string(DocGenVersion.current))]
        if let informationURI { driver.append(("informationUri", .string(informationURI))) }
        driver.append(("rules", .array(rules)))
        let document = OrderedJSON.object([
            ("$schema", .string(Self.sarifSchema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object(driver))])),
                ("results", .array(failures.map(Self.sarifResult))),
                ("properties", .object([("uncertainCells", .number(summary.uncertain))])),
            ])])),
        ])
        return document.pretty() + "\n"
    }

    package static let sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json"

    private static func sarifResult(_ finding: Finding) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = [
            ("ruleId", .string(finding.rule)),
            ("level", .string(sarifLevel(finding.severity))),
            ("message", .object([("text", .string("\(finding.cellDescription): \(finding.message)"
                + (finding.hint.map { " \($0)" } ?? "")))])),
        ]
        if let location = finding.primaryLocation { members.append(("locations", sarifLocations(location))) }
        var properties: [(key: String, value: OrderedJSON)] = []
        if finding.isGrouped { properties.append(("cells", .array(finding.covers.map { .string($0.path) }))) }
        if finding.isUncertain {
            properties += [("uncertain", .bool(true)), ("uncertainties", uncertaintiesJSON(finding.uncertainties))]
        }
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
    }

    /// A result's `locations`: the file as a URI reference, the line, and the column when known.
    package static func sarifLocations(_ location: SourceLocation) -> OrderedJSON {
        var region: [(key: String, value: OrderedJSON)] = [("startLine", .number(max(location.line ?? 1, 1)))]
        if let column = location.column, column >= 1 { region.append(("startColumn", .number(column))) }
        return .array([.object([
            ("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(artifactURI(location.file)))])),
                ("region", .object(region)),
            ])),
        ])])
    }

    private static func sarifLevel(_ severity: Finding.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// A relative file path as a URI reference: `/` kept, anything outside the unreserved and path characters
    /// of RFC 3986 percent-encoded byte by byte.
    package static func artifactURI(_ path: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=:@".utf8)
        var result = ""
        for byte in path.utf8 {
            if allowed.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}
