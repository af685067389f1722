import Foundation
@testable import DesignTokens
@testable import DocGenSupport

/// One case of the conformance suite, read from `Cases/*.json`: token files (and optionally a resolver), what
/// docgen must make of them, and, for a known gap, why docgen differs from the source.
struct ConformanceCase {
    enum Expectation {
        /// No errors; each listed token resolves to the type and (when given) the value in `docgen tokens` JSON form,
        /// and the `absent` ones do not exist.
        case valid([String: Expected], absent: [String])
        /// At least one error, with this code when one is given.
        case invalid(code: String?)
    }

    /// What one token must resolve to; nil members are not checked.
    struct Expected {
        var type: String?
        var value: JSONValue?
        /// `deprecated` as `docgen tokens` prints it: null, true or the reason.
        var deprecated: JSONValue?
    }

    var source: String
    var name: String
    /// Token files merged in order, then files given as raw text (to test what is not JSON).
    var files: [JSONValue]
    var texts: [String]
    /// A resolver document, and the files it names (by relative path).
    var resolver: JSONValue?
    var named: [(path: String, content: JSONValue)]
    /// The permutation checked, as modifier → context (the first permutation when empty).
    var select: [String: String]
    var expectation: Expectation
    /// A documented reason why docgen does not (yet) do what the source expects; such a case must fail.
    var gap: String?

    /// Every case of one `Cases/*.json` file.
    static func cases(in path: String) throws -> [ConformanceCase] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard case .success(let root) = JSONReader.parse([UInt8](data)), let source = root["source"]?.string,
              let items = root["cases"]?.elements else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: path]) }
        return try items.map { item in
            guard let name = item["name"]?.string, let expect = item["expect"]?.string else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: path + ": a case without name or expect"])
            }
            let expectation: Expectation
            if expect == "valid" {
                var tokens: [String: Expected] = [:]
                for member in item["tokens"]?.members ?? [] {
                    tokens[member.key] = Expected(type: member.value["type"]?.string, value: member.value["value"], deprecated: member.value["deprecated"])
                }
                expectation = .valid(tokens, absent: (item["absent"]?.elements ?? []).compactMap(\.string))
            } else {
                expectation = .invalid(code: item["code"]?.string)
            }
            return ConformanceCase(source: source, name: name, files: item["files"]?.elements ?? [],
                                   texts: (item["texts"]?.elements ?? []).compactMap(\.string), resolver: item["resolver"],
                                   named: (item["named"]?.members ?? []).map { ($0.key, $0.value) },
                                   select: Dictionary((item["select"]?.members ?? []).map { ($0.key, $0.value.string ?? "") }) { $1 },
                                   expectation: expectation,
                                   gap: item["gap"]?.string)
        }
    }
}
