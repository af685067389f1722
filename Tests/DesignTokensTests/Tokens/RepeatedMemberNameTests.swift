import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// A member name written twice in one object is read as JavaScript's `JSON.parse`, the JSON5 reference reader and
/// Style Dictionary read it: the later value, in the first one's place. The loader says so with a
/// `tokens.nonstandard` warning naming both places (an error under `--strict-format`).
@Suite struct RepeatedMemberNameTests {
    private func read(_ text: String, dialect: JSONDialect = .json) throws -> JSONReader.Document {
        try JSONReader.read(Array(text.utf8), dialect: dialect).get()
    }

    @Test(arguments: [JSONDialect.json, .jsonc, .json5])
    func theLaterValueIsReadInTheFirstPlace(_ dialect: JSONDialect) throws {
        let document = try read(#"{"a": 1, "b": 2, "a": 3}"#, dialect: dialect)
        #expect(document.root.members?.map(\.key) == ["a", "b"])
        #expect(document.root["a"]?.number == 3)
        #expect(document.root["a"]?.column == 23)
        #expect(document.repeatedNames == [JSONRepeatedName(key: "a", first: .init(line: 1, column: 2), later: .init(line: 1, column: 18))])
    }

    /// Past 16 members the reader looks names up in a table rather than scanning; it finds the same.
    @Test func aLargeObjectFindsTheRepeatedNameToo() throws {
        let members = (0..<40).map { "\"m\($0)\": \($0)" }.joined(separator: ",\n")
        let document = try read("{\n\(members),\n\"m7\": \"later\"\n}")
        #expect(document.root.members?.count == 40)
        #expect(document.root.members?[7].key == "m7")
        #expect(document.root["m7"]?.string == "later")
        #expect(document.repeatedNames == [JSONRepeatedName(key: "m7", first: .init(line: 9, column: 1), later: .init(line: 42, column: 1))])
    }

    /// Three times: each repetition names the one it replaces.
    @Test func aNameWrittenThreeTimesIsTwoRepetitions() throws {
        let document = try read("{\"x\": 1,\n \"x\": 2,\n \"x\": 3}")
        #expect(document.root["x"]?.number == 3)
        #expect(document.repeatedNames.map { "\($0.first.line):\($0.first.column)>\($0.later.line):\($0.later.column)" } == ["1:2>2:2", "2:2>3:2"])
    }

    @Test func differentObjectsMayUseTheSameName() throws {
        let document = try read(#"{"a": {"$value": 1}, "b": {"$value": 2}}"#)
        #expect(document.repeatedNames.isEmpty)
    }

    /// GitHub Primer's `dark.dimmed.json5` (Tests/DocGenTestSupport/Fixtures/json-conformance/primer/SOURCE.md) writes `$extensions` three
    /// times in `black` and in `white`: the file is read, and each repetition is a warning at its place.
    @Test func primersDarkDimmedColorsAreReadWithAWarningForEachRepetition() throws {
        let path = try DocGenTestSupport.Fixtures.url("json-conformance/primer/dark.dimmed.json5").path
        let result = TokenLoader().load(files: [path], resolver: nil)
        #expect(result.hex("base.color.black") == "#1c2128")
        #expect(result.hex("base.color.white") == "#cdd9e5")
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning && $0.code == "tokens.nonstandard" }, "\(result.diagnostics)")
        #expect(result.diagnostics.map { "\($0.location.line ?? 0):\($0.location.column ?? 0)" } == ["16:9", "21:9", "35:9", "40:9"])
        let first = try #require(result.diagnostics.first)
        #expect(first.message == "the member name \"$extensions\" appears twice in this object, at \(path):11:9 and \(path):16:9; " +
            "read as the later one, as JavaScript and JSON5 read a repeated name")
        #expect(first.hint == "remove one of the two, or merge them into one member; --strict-format makes this an error")
    }

    @Test func strictFormatMakesARepeatedNameAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("light.tokens.json", "{\"c\": {\"$type\": \"color\", \"$value\": \"#000000\"},\n \"c\": {\"$type\": \"color\", \"$value\": \"#ffffff\"}}")
        let path = directory.url("light.tokens.json").path
        let lenient = TokenLoader().load(files: [path], resolver: nil)
        #expect(lenient.hex("c") == "#ffffff")
        #expect(lenient.diagnostics.map(\.severity) == [.warning])
        let strict = TokenLoader(options: TokenFormatOptions(strict: true)).load(files: [path], resolver: nil)
        #expect(strict.diagnostics.map { "\($0.severity) \($0.location.line ?? 0):\($0.location.column ?? 0) \($0.code)" } == ["error 2:2 tokens.nonstandard"])
        #expect(strict.diagnostics.first?.message.contains("at \(path):1:2 and \(path):2:2") == true)
    }
}
