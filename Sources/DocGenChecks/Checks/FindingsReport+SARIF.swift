import ButtonModel
import DesignTokens
import DocGenSupport

extension FindingsReport {
    /// SARIF 2.1.0 as GitHub code scanning accepts it (`SARIFLog`): one run, the rule catalogue, and one result per
    /// failed finding (a finding that stands for several cells is one result, its cells listed in `properties.cells`;
    /// one that measured a value docgen could not reproduce has `properties.uncertain` and `properties.uncertainties`;
    /// the run's `properties.uncertainCells` counts the cells docgen could not reproduce), located at the file and line
    /// of the finding's first token (findings without tokens have no location). Levels: error → `error`, warning →
    /// `warning`, info → `note`. `toolVersion` is docgen's; `informationURI`, when given, is the page that documents
    /// the tool.
    public func sarif(toolVersion: String, informationURI: String? = nil) -> String {
        sarifLog(toolVersion: toolVersion, informationURI: informationURI).text()
    }

    /// The log `sarif(toolVersion:informationURI:)` writes.
    package func sarifLog(toolVersion: String, informationURI: String? = nil) -> SARIFLog {
        SARIFLog(toolName: "docgen", toolVersion: toolVersion, informationURI: informationURI,
                 rules: CheckRuleID.allCases.map { rule in
                     SARIFLog.Rule(id: rule.rawValue, shortDescription: rule.descriptor.shortDescription, helpURI: rule.descriptor.helpURI)
                 },
                 results: failures.map(Self.sarifResult),
                 runProperties: [("uncertainCells", .number(summary.uncertain))])
    }

    private static func sarifResult(_ finding: Finding) -> SARIFLog.Result {
        var properties: [(key: String, value: OrderedJSON)] = []
        if finding.isGrouped { properties.append(("cells", .array(finding.covers.map { .string($0.path) }))) }
        if finding.isUncertain {
            properties += [("uncertain", .bool(true)), ("uncertainties", uncertaintiesJSON(finding.uncertainties))]
        }
        return SARIFLog.Result(ruleID: finding.rule.rawValue, level: finding.severity,
                               message: "\(finding.cellDescription): \(finding.message)" + (finding.hint.map { " \($0)" } ?? ""),
                               location: finding.primaryLocation, properties: properties)
    }
}
