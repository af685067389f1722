import ButtonModel
import DesignTokens
import DocGenSupport

/// `docgen draft` as one call: the names read, the definition drafted and written, and the text read back through
/// docgen's own definition reader and state-matrix builder in every context before anyone sees it.
public struct Draft: Sendable {
    public var reading: ButtonNameReading
    public var definition: DraftDefinition
    /// The definition as `button.component.yaml`.
    public var yaml: String

    /// Drafts the Button of `sets` (one per context; names are read in the first, every reference checked in all).
    public static func make(sets: [TokenSet], vocabulary: DraftVocabulary = .standard, prefix: String? = nil,
                            system: String? = nil, file: String = "button.component.yaml") -> Result<Draft, DraftRefusal> {
        let names = Self.names(of: sets), reader = ButtonNameReader(vocabulary: vocabulary)
        let reading = reader.read(names, prefix: prefix)
        if let prefix, reading.family == nil {
            let known = reading.otherFamilies.map(\.name)
            return .failure(DraftRefusal(message: "no family of Button names is called \(prefix)"
                                         + (known.isEmpty ? "" : "; the families are " + known.joined(separator: ", ")), candidates: []))
        }
        // The largest family whose colors have a value in every context: a family of empty slots (Kong's nested
        // `button.color.*`, filled only under their flat `kui-button-*` names by its themes) gives way to the next.
        var chosen = reading
        var outcome = ButtonDrafter(vocabulary: vocabulary).draft(reading, sets: sets, system: system)
        var skipped: [String] = []
        if prefix == nil, case .failure(let refusal) = outcome, let family = reading.family, refusal.emptyFamily {
            skipped.append("Not drafted: the \(family.name) family, whose colors have no value in every context")
            for other in reading.otherFamilies {
                let next = reader.read(names, prefix: other.name)
                guard next.family != nil else { continue }
                let attempt = ButtonDrafter(vocabulary: vocabulary).draft(next, sets: sets, system: system)
                if case .success = attempt { chosen = next; outcome = attempt; break }
                skipped.append("Not drafted: the \(other.name) family, whose colors have no value in every context")
            }
        }

        switch outcome {
        case .failure(let refusal): return .failure(refusal)
        case .success(var definition):
            let unusedLine = definition.header.firstIndex { $0.hasPrefix("Names of the family not used") } ?? definition.header.count
            definition.header.insert(contentsOf: skipped, at: unusedLine)
            let yaml = DraftYAMLWriter.yaml(definition)
            let problems = readBack(yaml, file: file, sets: sets)
            guard problems.isEmpty else {
                return .failure(DraftRefusal(message: "the draft does not read back through docgen's definition reader; this is docgen's fault, "
                                             + "please report it with the token files:\n" + problems.joined(separator: "\n"), candidates: [], internalError: true))
            }
            return .success(Draft(reading: chosen, definition: definition, yaml: yaml))
        }
    }

    /// The names of every context of `sets`, read.
    public static func reading(of sets: [TokenSet], vocabulary: DraftVocabulary = .standard, prefix: String? = nil) -> ButtonNameReading {
        ButtonNameReader(vocabulary: vocabulary).read(names(of: sets), prefix: prefix)
    }

    /// The names of every context of `sets`, each once, sorted.
    static func names(of sets: [TokenSet]) -> [TokenPath] {
        var names: Set<TokenPath> = []
        for set in sets { names.formUnion(ButtonNameReader.paths(of: set)) }
        return names.sorted()
    }

    /// What docgen's definition reader and the state-matrix builder say of `yaml` in every context of `sets`.
    public static func readBack(_ yaml: String, file: String, sets: [TokenSet]) -> [String] {
        let (parsed, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: file)
        guard let parsed, errors.isEmpty else { return errors.map(\.diagnostic.description) }
        return StateMatrixBuilder.buildCollecting(parsed, tokenSets: sets).1.map(\.diagnostic.description)
    }
}
