import DocGenSupport
import DesignTokens

/// One color set's `Contents.json`: for each appearance it writes, the color of the entry Xcode would use on an
/// iPhone or iPad, and what was left out.
///
/// Of several entries for one appearance (one per idiom: `universal`, `iphone`, `ipad`, `mac`…; one per display
/// gamut), the `universal` one is taken, else the first written, and of those the sRGB gamut's; the value's note says
/// which. An entry without a `color` (an empty slot) is
/// skipped; a `reference` to a system color (`systemBlueColor`, `labelColor`) is named in a warning and left out.
package struct AssetCatalogColorSet {
    package var values: [(AssetCatalogAppearance, BuiltValue)] = []
    package var warnings: [Diagnostic] = []

    package static func read(_ bytes: [UInt8], file: String, name: String) -> Result<AssetCatalogColorSet, Diagnostic> {
        let json: JSONValue
        switch JSONReader.parse(bytes) {
        case .success(let value): json = value
        case .failure(let error): return .failure(syntaxError(error, file: file))
        }
        var set = AssetCatalogColorSet()
        var candidates: [AssetCatalogAppearance: [(index: Int, entry: JSONValue, label: String, rank: Int)]] = [:]
        var order: [AssetCatalogAppearance] = []
        for (index, entry) in (json["colors"]?.elements ?? []).enumerated() {
            guard entry["color"] != nil else { continue }
            let appearance: AssetCatalogAppearance
            switch AssetCatalogAppearance.read(entry["appearances"]) {
            case .success(let read): appearance = read
            case .failure(let unknown):
                set.warn(entry, file: file, path: "#/colors/\(index)/appearances", code: "build.invalid-value",
                         "The color \(name) has an entry for \(unknown.text), an appearance docgen does not read; it is left out.",
                         hint: "docgen reads the luminosity (light, dark) and contrast (high) appearances.")
                continue
            }
            // The universal idiom first, then the sRGB gamut (Xcode's "sRGB and Display P3" writes one entry each).
            let idiom = entry["idiom"]?.string ?? "universal", gamut = entry["display-gamut"]?.string
            let rank = (idiom == "universal" ? 0 : 2) + (gamut == nil || gamut == "sRGB" ? 0 : 1)
            if candidates[appearance] == nil { order.append(appearance) }
            candidates[appearance, default: []].append((index, entry, idiom + (gamut.map { ", \($0) gamut" } ?? ""), rank))
        }
        for appearance in order {
            let all = candidates[appearance] ?? []
            guard let taken = all.min(by: { ($0.rank, $0.index) < ($1.rank, $1.index) }) else { continue }
            let others = all.filter { $0.index != taken.index }.map(\.label)
            let note = others.isEmpty && taken.rank == 0 && taken.label == "universal"
                ? nil : "idiom \(taken.label) taken" + (others.isEmpty ? "" : " over " + others.joined(separator: ", "))
            if let value = set.value(of: taken.entry, index: taken.index, choice: note, appearance: appearance, file: file, name: name) {
                set.values.append((appearance, value))
            }
        }
        return .success(set)
    }

    /// The built value of one entry, `nil` (with a warning) for a system color or components docgen cannot read.
    private mutating func value(of entry: JSONValue, index: Int, choice: String?, appearance: AssetCatalogAppearance,
                                file: String, name: String) -> BuiltValue? {
        let color = entry["color"]!
        let scope = appearance.selector.isEmpty ? "" : " (\(appearance.selector))"
        if let reference = color["reference"]?.string {
            warn(color["reference"]!, file: file, path: "#/colors/\(index)/color/reference", code: "build.system-color",
                 "The color \(name)\(scope) is the system color \(reference), which the platform gives and docgen cannot know; it is left out.",
                 hint: "Name the color in the component definition directly, or give the color set components.")
            return nil
        }
        let components: AssetCatalogComponents
        switch AssetCatalogComponents.read(color) {
        case .success(let read): components = read
        case .failure(let problem):
            warn(color, file: file, path: "#/colors/\(index)/color", code: "build.invalid-value",
                 "The color \(name)\(scope) \(problem.text); it is left out.",
                 hint: "Write the components as Xcode does: \"0.000\" to \"1.000\", \"0\" to \"255\", or \"0x00\" to \"0xFF\".")
            return nil
        }
        var notes = components.notes
        if let choice { notes.insert(choice, at: 0) }
        return BuiltValue(name: name, text: components.text, color: components.color,
                          location: SourceLocation(file: file, line: Int(color.line), column: Int(color.column), path: "#/colors/\(index)/color"),
                          note: notes.isEmpty ? nil : notes.joined(separator: "; "))
    }

    private mutating func warn(_ value: JSONValue, file: String, path: String, code: String, _ message: String, hint: String) {
        warnings.append(Diagnostic(severity: .warning, location: SourceLocation(file: file, line: Int(value.line), column: Int(value.column), path: path),
                                   code: code, message: message, hint: hint))
    }

    /// A `Contents.json` that is not JSON, at the place the reader stopped.
    package static func syntaxError(_ error: JSONSyntaxError, file: String) -> Diagnostic {
        Diagnostic(location: SourceLocation(file: file, line: error.line, column: error.column), code: "build.syntax",
                   message: "\(file) is not valid JSON: \(error.message).", hint: "Fix the file, or let Xcode write it again.")
    }
}
