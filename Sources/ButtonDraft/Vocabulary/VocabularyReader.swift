import DocGenSupport
import DocGenYAML

/// Walks a vocabulary's YAML tree into `DraftVocabulary`: every key known, every entry a word or phrase, split as a
/// name's words are (`on-dark` → `on dark`).
struct VocabularyReader {
    var file: String

    /// The keys a vocabulary may hold.
    static let keys: Set<String> = ["components", "otherComponents", "restStates", "states", "parts", "colorProperties",
                                    "properties", "sizes", "metrics", "surfaces", "ambiguous"]

    mutating func vocabulary(from root: YAMLNode) throws(DraftVocabularyError) -> DraftVocabulary {
        guard let pairs = root.mapping else { throw problem(at: root, "must be a mapping of tables (components:, states:, …)") }
        var vocabulary = DraftVocabulary()
        for (key, value) in pairs {
            let name = key.string ?? ""
            switch name {
            case "components": vocabulary.components = Set(try entries(value))
            case "otherComponents": vocabulary.otherComponents = Set(try entries(value))
            case "restStates":
                let rest = try entries(value)
                vocabulary.restStates = Set(rest)
                vocabulary.states = rest + vocabulary.states
            case "states": vocabulary.states += try entries(value)
            case "parts":
                for (role, words) in try table(value) { for word in words { vocabulary.parts[word] = role } }
            case "colorProperties": vocabulary.colorProperties = Set(try entries(value))
            case "properties": vocabulary.properties = Set(try entries(value))
            case "sizes": vocabulary.sizes = try entries(value)
            case "metrics": vocabulary.metrics = Set(try entries(value))
            case "surfaces": vocabulary.surfaces = Set(try entries(value))
            case "ambiguous":
                for (word, readings) in try table(value) {
                    vocabulary.ambiguous[Self.normalised(word)] = try readings.map { reading throws(DraftVocabularyError) in
                        guard let role = WordRole(rawValue: reading) else {
                            throw problem(at: value, "reads `\(word)` as `\(reading)`: a reading is one of \(WordRole.allCases.map(\.rawValue).joined(separator: ", "))")
                        }
                        return role
                    }
                }
            default:
                throw problem(at: key, "has no table `\(name)`: the tables are \(Self.keys.sorted().joined(separator: ", "))")
            }
        }
        return vocabulary
    }

    /// A list of words or phrases, each normalised to its words joined by one space.
    func entries(_ node: YAMLNode) throws(DraftVocabularyError) -> [String] {
        guard let items = node.sequence else { throw problem(at: node, "expects a list of words here, such as [hover, hovered]") }
        return try items.map { item throws(DraftVocabularyError) in
            guard let text = item.string, !text.isEmpty else { throw problem(at: item, "has an entry that is not a word") }
            return Self.normalised(text)
        }
    }

    /// A mapping of name → list of words (`parts:`, `ambiguous:`), in file order.
    func table(_ node: YAMLNode) throws(DraftVocabularyError) -> [(String, [String])] {
        guard let pairs = node.mapping else { throw problem(at: node, "expects a mapping of names to lists of words here") }
        return try pairs.map { pair throws(DraftVocabularyError) in (pair.key.string ?? "", try entries(pair.value)) }
    }

    /// `on-dark`, `onDark`, `on dark` → `on dark`; a rest marker (`_`, `@base`) stays as written.
    static func normalised(_ text: String) -> String {
        text.split(separator: " ").flatMap { NameSplitter.words(of: String($0)) }.joined(separator: " ")
    }

    func problem(at node: YAMLNode, _ text: String) -> DraftVocabularyError {
        DraftVocabularyError(node.location(in: file), text)
    }
}
