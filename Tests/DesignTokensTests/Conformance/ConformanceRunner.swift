import Foundation
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// Runs one conformance case through `TokenLoader` and says whether docgen did what the case expects, and if not, why.
enum ConformanceRunner {
    /// nil when the case passes; otherwise what went differently.
    static func failure(of testCase: ConformanceCase) throws -> String? {
        let directory = try TemporaryDirectory()
        var paths: [String] = []
        for (index, file) in testCase.files.enumerated() {
            try directory.write("\(index).tokens.json", text(file))
            paths.append(directory.url("\(index).tokens.json").path)
        }
        for (index, text) in testCase.texts.enumerated() {
            let name = "\(testCase.files.count + index).tokens.json"
            try directory.write(name, text)
            paths.append(directory.url(name).path)
        }
        for file in testCase.named { try directory.write(file.path, text(file.content)) }
        var resolverPath: String?
        if let resolver = testCase.resolver {
            try directory.write("case.resolver.json", text(resolver))
            resolverPath = directory.url("case.resolver.json").path
        }
        let result = TokenLoader().load(files: paths, resolver: resolverPath, select: testCase.select)
        let errors = result.diagnostics.errors
        switch testCase.expectation {
        case .invalid(let code):
            if errors.isEmpty {
                // What the source rejects, docgen may read the one obvious way with a tokens.nonstandard warning
                // (published token sets write it); --strict-format must then make it an error.
                guard result.diagnostics.contains(where: { $0.code == "tokens.nonstandard" }) else { return "expected an error, got none" }
                let strict = TokenLoader(options: TokenFormatOptions(strict: true)).load(files: paths, resolver: resolverPath, select: testCase.select)
                return strict.diagnostics.errors.contains { $0.code == "tokens.nonstandard" }
                    ? nil : "a tokens.nonstandard warning that --strict-format does not make an error"
            }
            if let code, !errors.contains(where: { $0.code == code }) { return "expected \(code), got " + errors.map(\.code).joined(separator: ", ") }
            return nil
        case .valid(let expected, let absent):
            if !errors.isEmpty { return "expected no errors, got: " + errors.map(\.description).joined(separator: "; ") }
            guard let set = result.sets.first else { return "no token set" }
            var problems: [String] = []
            for path in expected.keys.sorted() {
                guard let want = expected[path] else { continue }
                guard let token = set[TokenPath(dotted: path)] else {
                    problems.append("\(path) is missing")
                    continue
                }
                if let type = want.type, token.type.rawValue != type { problems.append("\(path) is a \(token.type.rawValue), expected \(type)") }
                if let deprecated = want.deprecated {
                    let actual: String
                    switch token.deprecated {
                    case nil: actual = "null"
                    case .deprecated?: actual = "true"
                    case .deprecatedBecause(let reason)?: actual = JSONText.quoted(reason)
                    }
                    if actual != JSONText.canonical(deprecated) { problems.append("\(path) is deprecated: \(actual), expected \(JSONText.canonical(deprecated))") }
                }
                if let value = want.value {
                    let actual = TokenJSONWriter.json(token.value)
                    guard case .success(let read) = JSONReader.parse(Array(actual.utf8)) else { return "unreadable output \(actual)" }
                    if JSONText.canonical(read) != JSONText.canonical(value) {
                        problems.append("\(path) is \(JSONText.canonical(read)), expected \(JSONText.canonical(value))")
                    }
                }
            }
            for path in absent where set[TokenPath(dotted: path)] != nil { problems.append("\(path) exists") }
            return problems.isEmpty ? nil : problems.joined(separator: "; ")
        }
    }

    /// JSON text of a read value, members in their order (a resolver's contexts keep theirs).
    static func text(_ value: JSONValue) -> String {
        switch value.content {
        case .array(let elements): return "[" + elements.map(text).joined(separator: ", ") + "]"
        case .object(let members): return "{" + members.map { JSONText.quoted($0.key) + ": " + text($0.value) }.joined(separator: ", ") + "}"
        default: return JSONText.canonical(value)
        }
    }
}
