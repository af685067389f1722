import DesignTokens
import DocGenSupport
import ButtonModel

/// A SARIF 2.1.0 log of one run, as GitHub code scanning accepts it, and its one writer: `docgen check` and
/// `docgen diff` fill it with their rules and results and print it with `text()`, so both write the same shape.
///
/// Keys are written in this order: `$schema`, `version`, `runs` [{`tool` {`driver` {`name`, `version`,
/// `informationUri`?, `rules` [{`id`, `shortDescription` {`text`}, `helpUri`?}]}}, `results` [{`ruleId`, `level`,
/// `message` {`text`}, `locations`?, `properties`?}], `properties`?}]. Levels: error → `error`, warning → `warning`,
/// note → `note`.
package struct SARIFLog: Sendable {
    /// A rule of the tool's catalogue.
    package struct Rule: Sendable {
        package var id: String
        package var shortDescription: String
        /// The page that explains the requirement; left out when `nil`.
        package var helpURI: String?

        package init(id: String, shortDescription: String, helpURI: String? = nil) {
            self.id = id
            self.shortDescription = shortDescription
            self.helpURI = helpURI
        }
    }

    /// One result: a rule broken (or a change noted) at one place.
    package struct Result: Sendable {
        package var ruleID: String
        package var level: Diagnostic.Severity
        package var message: String
        /// Where to look; a result without one has no `locations`.
        package var location: SourceLocation?
        /// The result's `properties`, in order; left out when empty.
        package var properties: [(key: String, value: OrderedJSON)]

        package init(ruleID: String, level: Diagnostic.Severity, message: String, location: SourceLocation?,
                     properties: [(key: String, value: OrderedJSON)] = []) {
            self.ruleID = ruleID
            self.level = level
            self.message = message
            self.location = location
            self.properties = properties
        }
    }

    package static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    package var toolName: String
    package var toolVersion: String
    /// The page that documents the tool, shown by code scanning beside its name (SARIF makes it optional).
    package var informationURI: String?
    package var rules: [Rule]
    package var results: [Result]
    /// The run's `properties`; left out when `nil`.
    package var runProperties: [(key: String, value: OrderedJSON)]?

    package init(toolName: String, toolVersion: String, informationURI: String? = nil, rules: [Rule], results: [Result],
                 runProperties: [(key: String, value: OrderedJSON)]? = nil) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.rules = rules
        self.results = results
        self.runProperties = runProperties
    }

    /// At most `limit` results (code scanning takes 25,000 per run): errors first, then warnings, then notes, each
    /// kept in the order given.
    package func limited(to limit: Int) -> SARIFLog {
        guard results.count > limit else { return self }
        var log = self
        let kept = results.indices.sorted { (results[$0].level, $0) < (results[$1].level, $1) }.prefix(limit).sorted()
        log.results = kept.map { results[$0] }
        return log
    }

    /// The log, indented by two spaces, ending in a newline.
    package func text() -> String {
        var driver: [(key: String, value: OrderedJSON)] = [("name", .string(toolName)), ("version", .string(toolVersion))]
        if let informationURI { driver.append(("informationUri", .string(informationURI))) }
        driver.append(("rules", .array(rules.map(Self.json))))
        var run: [(key: String, value: OrderedJSON)] = [
            ("tool", .object([("driver", .object(driver))])),
            ("results", .array(results.map(Self.json))),
        ]
        if let runProperties { run.append(("properties", .object(runProperties))) }
        let document = OrderedJSON.object([
            ("$schema", .string(Self.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
        return document.pretty() + "\n"
    }

    private static func json(_ rule: Rule) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = [
            ("id", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.shortDescription))])),
        ]
        if let helpURI = rule.helpURI { members.append(("helpUri", .string(helpURI))) }
        return .object(members)
    }

    private static func json(_ result: Result) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = [
            ("ruleId", .string(result.ruleID)),
            ("level", .string(level(result.level))),
            ("message", .object([("text", .string(result.message))])),
        ]
        if let location = result.location { members.append(("locations", locations(location))) }
        if !result.properties.isEmpty { members.append(("properties", .object(result.properties))) }
        return .object(members)
    }

    /// `error`, `warning`, `note`: SARIF's levels are the diagnostics' severities.
    package static func level(_ severity: Diagnostic.Severity) -> String { severity.rawValue }

    /// A result's `locations`: the file as a URI reference, the line, and the column when known.
    package static func locations(_ location: SourceLocation) -> OrderedJSON {
        var region: [(key: String, value: OrderedJSON)] = [("startLine", .number(max(location.line ?? 1, 1)))]
        if let column = location.column, column >= 1 { region.append(("startColumn", .number(column))) }
        return .array([.object([
            ("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(artifactURI(location.file)))])),
                ("region", .object(region)),
            ])),
        ])])
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
