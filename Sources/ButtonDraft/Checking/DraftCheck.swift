import ButtonModel
import DesignTokens
import DocGenSupport

/// `docgen draft --check`: holds a written definition to the Button's token family, so that a new component token
/// cannot go undocumented and a removed one cannot stay named. Finds the family's color tokens the definition does
/// not name, and the tokens it names that no context defines any more.
public struct DraftCheck: Sendable {
    /// A finding: where, what, what to do.
    public struct Finding: Hashable, Sendable, CustomStringConvertible {
        public enum Kind: String, Sendable { case undocumented = "draft.undocumented-token", missing = "draft.missing-reference" }
        public var kind: Kind
        public var location: SourceLocation
        public var path: TokenPath
        public var message: String

        public var description: String {
            let place = location.description
            return place + (place.contains("(\(path))") ? "" : " (\(path))") + ": error: \(message) [\(kind.rawValue)]"
        }
    }

    /// The findings for `definition` (its text `yaml`, at `file`) against the family `reading` found in `sets`.
    public static func check(_ definition: ComponentDefinition, yaml: String, file: String, reading: ButtonNameReading, sets: [TokenSet]) -> [Finding] {
        var findings: [Finding] = []
        let named = Set(definition.tokenReferences)
        if let family = reading.family {
            let painted = Set(family.cells.filter { ButtonDrafter.parts.map(\.role).contains($0.part) }.map(\.path))
            for path in painted.sorted() where !named.contains(path) {
                let location = sets.lazy.compactMap { $0[path]?.location }.first ?? SourceLocation(file: file, line: nil, column: nil)
                findings.append(Finding(kind: .undocumented, location: location, path: path,
                                        message: "a token of the \(family.name) family that \(file) does not name; name it in the variant's colors "
                                            + "(`docgen draft` shows where it goes) or remove it from the tokens"))
            }
        }
        let tokens = ContextTokens(sets)
        // A reference is gone when no context defines it (one that some contexts lack stands in a fallback list, and
        // the build says so where it is not).
        for path in definition.tokenReferences where !sets.isEmpty && sets.allSatisfy({ $0[path] == nil }) {
            findings.append(Finding(kind: .missing, location: place(of: path, in: yaml, file: file), path: path,
                                    message: "names a token that no context defines; rename the reference or restore the token"))
        }
        return findings
    }

    /// The line and column of the first `{path}` in the definition's text.
    static func place(of path: TokenPath, in yaml: String, file: String) -> SourceLocation {
        let needle = "{\(path)}"
        for (number, line) in yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: needle) {
                return SourceLocation(file: file, line: number + 1, column: line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        return SourceLocation(file: file, line: nil, column: nil)
    }
}
