import ButtonModel
import DesignTokens
import DocGenSupport

/// Reads a baseline file, reporting every problem as a `baseline.*` diagnostic with the file, line, column and the
/// JSON path of the value at fault (`/accepted/3/foreground`).
public struct BaselineReader: Sendable {
    public var path: String
    /// Where the bytes come from: the work tree, confined as the project's reads are.
    public var files: any FileSource

    /// Baselines are lists of cells: a megabyte holds thousands.
    public static let maximumSize = 16 << 20

    public init(path: String, files: any FileSource) {
        self.path = path
        self.files = files
    }

    /// The file at `path` in the work tree, read as the project file is: a regular file of its own folder, never a
    /// link that leads out of it.
    public init(path: String) {
        self.init(path: path, files: WorkTreeFileSource(confinement: ReadConfinement(projectRoot: FileTree.directory(of: path))))
    }

    /// The baseline, or every problem found in its file.
    public func read() -> Result<Baseline, InvalidInputError> {
        switch files.read(path, maximumSize: Self.maximumSize) {
        case .missing:
            return .failure(InvalidInputError([Diagnostic(location: SourceLocation(file: path), code: "baseline.missing",
                                                          message: "The baseline file \(path) does not exist.",
                                                          hint: "Write it with `docgen check --write-baseline \(path)`, or name another file.")]))
        case .refused(let refusal):
            var diagnostic = refusal.diagnostic()
            diagnostic.code = "baseline.refused"
            if case .tooLarge = refusal.reason {
                diagnostic.hint = "A baseline holds at most \(Self.maximumSize) bytes (about 80,000 accepted failures): fix some, or split the checks."
            }
            return .failure(InvalidInputError([diagnostic]))
        case .bytes(let bytes):
            return parse(bytes)
        }
    }

    package func parse(_ bytes: [UInt8]) -> Result<Baseline, InvalidInputError> {
        if let tooMany = countProblem(bytes) { return .failure(InvalidInputError([tooMany])) }
        let root: JSONValue
        switch JSONReader.parse(bytes) {
        case .failure(let error):
            return .failure(InvalidInputError([Diagnostic(location: SourceLocation(file: path, line: error.line, column: error.column),
                                                          code: "baseline.syntax", message: "The baseline is not valid JSON: \(error.message).",
                                                          hint: "Write it again with `docgen check --write-baseline \(path)`.")]))
        case .success(let value): root = value
        }
        var problems: [Diagnostic] = []
        guard let members = root.members else {
            return .failure(InvalidInputError([problem(root, "", "baseline.not-an-object", "A baseline is a JSON object with `version` and `accepted`.")]))
        }
        for member in members where !["version", "accepted"].contains(member.key) {
            problems.append(problem(member.value, "/\(member.key)", "baseline.unknown-key", "A baseline has no member `\(member.key)`.",
                                    hint: "Members: version, accepted."))
        }
        guard let version = root["version"] else {
            problems.append(problem(root, "", "baseline.version", "The baseline has no `version`.", hint: "Start it with \"version\": \(Baseline.version)."))
            return .failure(InvalidInputError(problems))
        }
        guard version.number == Double(Baseline.version) else {
            problems.append(problem(version, "/version", "baseline.version", "This docgen reads baseline version \(Baseline.version), not \(version.text).",
                                    hint: "Write it again with `docgen check --write-baseline \(path)`."))
            return .failure(InvalidInputError(problems))
        }
        guard let list = root["accepted"]?.elements else {
            problems.append(problem(root["accepted"] ?? root, "/accepted", "baseline.type", "`accepted` must be an array of accepted failures."))
            return .failure(InvalidInputError(problems))
        }
        var entries: [BaselineEntry] = []
        for (index, element) in list.enumerated() {
            if let entry = self.entry(element, at: "/accepted/\(index)", &problems) { entries.append(entry) }
        }
        return problems.isEmpty ? .success(Baseline(entries: entries)) : .failure(InvalidInputError(problems))
    }

    private func entry(_ value: JSONValue, at pointer: String, _ problems: inout [Diagnostic]) -> BaselineEntry? {
        guard let members = value.members else {
            problems.append(problem(value, pointer, "baseline.type", "An accepted failure must be an object."))
            return nil
        }
        let count = problems.count
        var fields: [String: String] = [:]
        for member in members {
            guard BaselineEntry.allKeys.contains(member.key) else {
                problems.append(problem(member.value, "\(pointer)/\(member.key)", "baseline.unknown-key", "An accepted failure has no member `\(member.key)`.",
                                        hint: "Members: \(BaselineEntry.allKeys.joined(separator: ", "))."))
                continue
            }
            guard let text = member.value.string, !text.isEmpty else {
                problems.append(problem(member.value, "\(pointer)/\(member.key)", "baseline.type", "`\(member.key)` must be a non-empty string."))
                continue
            }
            if ["foreground", "background"].contains(member.key), !Self.isHexColor(text) {
                problems.append(problem(member.value, "\(pointer)/\(member.key)", "baseline.color", "`\(member.key)` must be a color as #rrggbb, not '\(text)'."))
                continue
            }
            fields[member.key] = member.key == "foreground" || member.key == "background" ? text.lowercased() : text
        }
        for key in ["rule"] + BaselineEntry.cellKeys.dropLast() where fields[key] == nil && !members.contains(where: { $0.key == key }) {
            problems.append(problem(value, pointer, "baseline.missing-key", "This accepted failure has no `\(key)`."))
        }
        let colors = [fields["foreground"], fields["background"]].compactMap { $0 }.count, measured = fields["measured"] != nil
        if problems.count == count, !(colors == 2 && !measured) && !(colors == 0 && measured) {
            problems.append(problem(value, pointer, "baseline.measure", "An accepted failure names both colors (`foreground`, `background`) or the `measured` value, not both or neither."))
        }
        guard problems.count == count else { return nil }
        let cell = CellReference(system: fields["system"]!, component: fields["component"]!, variant: fields["variant"]!, size: fields["size"]!,
                                 state: fields["state"]!, theme: fields["theme"]!, surface: fields["surface"])
        return BaselineEntry(rule: BaselineRule(name: fields["rule"]!), cell: cell, foreground: fields["foreground"], background: fields["background"],
                             measured: fields["measured"])
    }

    /// `#rrggbb` or `#rrggbbaa`, as the reports write colors.
    package static func isHexColor(_ text: String) -> Bool {
        text.first == "#" && [7, 9].contains(text.count) && text.dropFirst().allSatisfy(\.isHexDigit)
    }

    private func problem(_ value: JSONValue, _ pointer: String, _ code: String, _ message: String, hint: String? = nil) -> Diagnostic {
        let location = SourceLocation(file: path, line: Int(value.line), column: Int(value.column), path: pointer.isEmpty ? "/" : pointer)
        return Diagnostic(location: location, code: code, message: message, hint: hint)
    }
}

private extension JSONValue {
    /// The value as a reader of the file would name it.
    var text: String {
        if let string { return "\"\(string)\"" }
        if let number { return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : number.description }
        if let bool { return bool ? "true" : "false" }
        if elements != nil { return "an array" }
        if members != nil { return "an object" }
        return "null"
    }
}
