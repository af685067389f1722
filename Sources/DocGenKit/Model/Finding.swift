import DesignTokens

/// Which cell of which state matrix a finding is about.
public struct CellReference: Hashable, Sendable, Codable {
    public var system: String
    public var component: String
    public var variant: String
    public var size: String
    public var state: String
    public var theme: String
    /// The surface of the matrix's surface axis the cell is drawn on; `nil` for a definition without an axis, whose
    /// cells keep the names, ids and paths they had before axes existed.
    public var surface: String?

    public init(system: String, component: String, variant: String, size: String, state: String, theme: String,
                surface: String? = nil) {
        self.system = system
        self.component = component
        self.variant = variant
        self.size = size
        self.state = state
        self.theme = theme
        self.surface = surface
    }

    /// Theme, then the surface when there is one: `dark` or `dark / dark-scheme`.
    public var themeAndSurface: String { surface.map { "\(theme) / \($0)" } ?? theme }

    /// `primary / medium / pressed / dark`, and ` / dark-scheme` on a surface of the axis.
    public var path: String { "\(variant) / \(size) / \(state) / \(themeAndSurface)" }

    /// What names a cell in ids and file names: variant, size, state, theme, and the surface when there is one.
    public var segments: [String] { [variant, size, state, theme] + (surface.map { [$0] } ?? []) }
}

/// A token that a finding's value came from, and where it is defined.
public struct TokenReference: Hashable, Sendable, Codable {
    /// What the token gave the cell: `foreground`, `background`, `border`, `height`, …
    public var role: String
    public var path: TokenPath
    public var location: SourceLocation

    public init(role: String, path: TokenPath, location: SourceLocation) {
        self.role = role
        self.path = path
        self.location = location
    }
}

/// The result of one check on one cell, passed or not (passed findings are kept so that coverage shows).
public struct Finding: Hashable, Sendable, Codable {
    /// The rule that made it: `contrast.text`, `contrast.non-text`, `contrast.focus`, `apca`, `touch-target`, ….
    public var rule: CheckRuleID
    /// How bad a failure is, in the one severity diagnostics have; a finding's `note` is written `info` in reports
    /// (`Diagnostic.Severity.findingName`). A passed finding keeps the severity its failure would have had.
    public var severity: Diagnostic.Severity
    public var passed: Bool
    public var cell: CellReference
    /// The measured value: a contrast ratio, an APCA Lc, a length in points.
    public var measured: Double
    /// The threshold the measured value is held to.
    public var required: Double
    public var foreground: Color?
    public var background: Color?
    public var tokens: [TokenReference]
    /// One sentence: what was measured and whether it passes.
    public var message: String
    /// One line: what to do when it fails, or why it is exempt.
    public var hint: String?
    /// Where to change the value: the definition of the first token, or, for a literal, its place in the
    /// component definition. Reports point here.
    public var location: SourceLocation?
    /// The cells a finding of a size-level rule stands for, its own `cell` first (see `CheckLevel`); empty for a
    /// finding about one cell.
    public var covers: [CellReference] = []
    /// Why docgen cannot be sure of the values the finding measured (`ValueUncertainty`); empty when it can. A finding
    /// on uncertain values says so instead of blaming the tokens (`Finding.onUncertainValues(_:)`).
    public var uncertainties: [ValueUncertainty] = []

    public init(rule: CheckRuleID, severity: Diagnostic.Severity, passed: Bool, cell: CellReference, measured: Double, required: Double,
                foreground: Color? = nil, background: Color? = nil, tokens: [TokenReference] = [], message: String, hint: String? = nil,
                location: SourceLocation? = nil) {
        self.rule = rule
        self.severity = severity
        self.passed = passed
        self.cell = cell
        self.measured = measured
        self.required = required
        self.foreground = foreground
        self.background = background
        self.tokens = tokens
        self.message = message
        self.hint = hint
        self.location = location ?? tokens.first?.location
    }

    /// A failed finding whose severity is `error`: what makes `docgen check` exit 1.
    public var isFailingError: Bool { !passed && severity == .error }

    /// Whether docgen could not reproduce a value the finding measured.
    public var isUncertain: Bool { !uncertainties.isEmpty }
}

extension Double {
    /// Truncated, never rounded, to `places` decimals: a ratio of 4.499 shows as `4.49`, never `4.50`.
    ///
    /// The truncation works on the shortest decimal that reads back as this value (Swift's `description`), so
    /// 0.29, whose binary value is 0.28999…, shows as `0.29` and not `0.28`. A value that truncates to zero
    /// shows without a sign; NaN and infinities show as `nan`, `inf` and `-inf`.
    public func truncatedForDisplay(places: Int = 2) -> String {
        guard isFinite else { return isNaN ? "nan" : (self < 0 ? "-inf" : "inf") }
        let places = Swift.max(places, 0)
        let decimal = plainDecimalDigits(of: abs(self).description)
        var fraction = String(decimal.fraction.prefix(places))
        fraction += String(repeating: "0", count: places - fraction.count)
        let isZero = decimal.integer == "0" && fraction.allSatisfy { $0 == "0" }
        let sign = self < 0 && !isZero ? "-" : ""
        return sign + decimal.integer + (places > 0 ? "." + fraction : "")
    }
}

/// Splits a non-negative `description` such as `123.45`, `1e-05` or `1.5e+16` into integer and fraction digits,
/// without exponent.
private func plainDecimalDigits(of description: String) -> (integer: String, fraction: String) {
    let parts = description.split(separator: "e", maxSplits: 1)
    let mantissa = parts.first.map(String.init) ?? "0"
    let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    let mantissaParts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let integerPart = String(mantissaParts.first ?? "0")
    let digits = integerPart + (mantissaParts.count > 1 ? String(mantissaParts[1]) : "")
    let point = integerPart.count + exponent

    var integer: String
    let fraction: String
    if point <= 0 {
        integer = "0"
        fraction = String(repeating: "0", count: -point) + digits
    } else if point >= digits.count {
        integer = digits + String(repeating: "0", count: point - digits.count)
        fraction = ""
    } else {
        integer = String(digits.prefix(point))
        fraction = String(digits.dropFirst(point))
    }
    while integer.count > 1, integer.first == "0" { integer.removeFirst() }
    return (integer, fraction)
}
