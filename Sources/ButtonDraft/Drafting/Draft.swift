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
        var names: Set<TokenPath> = []
        for set in sets { names.formUnion(ButtonNameReader.paths(of: set)) }
        let reading = ButtonNameReader(vocabulary: vocabulary).read(names.sorted(), prefix: prefix)
        if let prefix, reading.family == nil {
            let known = reading.otherFamilies.map(\.name)
            return .failure(DraftRefusal(message: "no family of Button names is called \(prefix)"
                                         + (known.isEmpty ? "" : "; the families are " + known.joined(separator: ", ")), candidates: []))
        }
        switch ButtonDrafter(vocabulary: vocabulary).draft(reading, sets: sets, system: system) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let definition):
            let yaml = DraftYAMLWriter.yaml(definition)
            let problems = readBack(yaml, file: file, sets: sets)
            guard problems.isEmpty else {
                return .failure(DraftRefusal(message: "the draft does not read back through docgen's definition reader; this is docgen's fault, "
                                             + "please report it with the token files:\n" + problems.joined(separator: "\n"), candidates: [], internalError: true))
            }
            return .success(Draft(reading: reading, definition: definition, yaml: yaml))
        }
    }

    /// What docgen's definition reader and the state-matrix builder say of `yaml` in every context of `sets`.
    public static func readBack(_ yaml: String, file: String, sets: [TokenSet]) -> [String] {
        let (parsed, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: file)
        guard let parsed, errors.isEmpty else { return errors.map(\.diagnostic.description) }
        return StateMatrixBuilder.buildCollecting(parsed, tokenSets: sets).1.map(\.diagnostic.description)
    }
}
