import DocGenSupport
import DocGenYAML

extension DraftVocabulary {
    /// docgen's own tables (`StandardVocabulary`).
    public static let standard: DraftVocabulary = {
        switch read(StandardVocabulary.yaml, file: "ButtonDraft/StandardVocabulary.swift") {
        case .success(let vocabulary): return vocabulary
        case .failure(let error): preconditionFailure("docgen's own vocabulary does not read: \(error)")
        }
    }()

    /// Reads the tables from YAML text (the format of `StandardVocabulary`), naming `file` and the place of any problem.
    public static func read(_ text: String, file: String) -> Result<DraftVocabulary, DraftVocabularyError> {
        let root: YAMLNode
        switch YAMLDocument.compose(text) {
        case .failure(.syntax(let problem, let line, let column)):
            return .failure(DraftVocabularyError(SourceLocation(file: file, line: line ?? 1, column: column), "is not YAML: \(problem)"))
        case .failure(.limit(let name, let line, let column)):
            return .failure(DraftVocabularyError(SourceLocation(file: file, line: line ?? 1, column: column), "goes past the limit \(name.rawValue)"))
        case .success(nil):
            return .failure(DraftVocabularyError(SourceLocation(file: file, line: 1, column: nil), "is empty"))
        case .success(let node?): root = node
        }
        var reader = VocabularyReader(file: file)
        do { return .success(try reader.vocabulary(from: root)) } catch { return .failure(error) }
    }
}

/// A vocabulary file that cannot be read: where, and what is wrong.
public struct DraftVocabularyError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var problem: String

    init(_ location: SourceLocation, _ problem: String) {
        self.location = location
        self.problem = problem
    }

    /// The diagnostic code it is printed with.
    public var code: String { "draft.vocabulary" }

    public var description: String { "\(location): error: the vocabulary \(problem) [\(code)]" }
}
