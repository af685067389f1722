import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// JSON5 (https://spec.json5.org, 1.0.0) and JSONC, read with the same line and column accuracy as JSON.
@Suite struct JSON5ReaderTests {
    private func json5(_ text: String) -> Result<JSONValue, JSONSyntaxError> { JSONReader.parse(Array(text.utf8), dialect: .json5) }
    private func jsonc(_ text: String) -> Result<JSONValue, JSONSyntaxError> { JSONReader.parse(Array(text.utf8), dialect: .jsonc) }

    /// Source: spec.json5.org, "Summary of Features" example (its values carried over, in a file of our own).
    @Test func theSpecsOwnExample() throws {
        let text = """
            // comments
            {
              unquoted: 'and you can quote me on that',
              singleQuotes: 'I can use "double quotes" here',
              lineBreaks: "Look, Mom! \\
            No \\\\n's!",
              hexadecimal: 0xdecaf,
              leadingDecimalPoint: .8675309, andTrailing: 8675309.,
              positiveSign: +1,
              trailingComma: 'in objects', andIn: ['arrays',],
              "backwardsCompatible": "with JSON",
            }
            """
        let value = try json5(text).get()
        #expect(value["unquoted"]?.string == "and you can quote me on that")
        #expect(value["singleQuotes"]?.string == "I can use \"double quotes\" here")
        #expect(value["lineBreaks"]?.string == "Look, Mom! No \\n's!")
        #expect(value["hexadecimal"]?.number == 912559)
        #expect(value["leadingDecimalPoint"]?.number == 0.8675309)
        #expect(value["andTrailing"]?.number == 8675309)
        #expect(value["positiveSign"]?.number == 1)
        #expect(value["andIn"]?.elements?.map(\.string) == ["arrays"])
        #expect(value["backwardsCompatible"]?.string == "with JSON")
        // Positions after a multi-line string count the line it continued onto.
        #expect(value["hexadecimal"]?.line == 7 && value["hexadecimal"]?.column == 16)
        #expect(value.members?.first { $0.key == "positiveSign" }.map { "\($0.line):\($0.column)" } == "9:3")
    }

    @Test func commentsKeepPositionsExact() throws {
        let value = try json5("/* a\n   block */ {\n  // line\n  a: /* inline */ 1,\n}").get()
        #expect(value.line == 2 && value.column == 13)
        #expect(value["a"]?.line == 4 && value["a"]?.column == 19)
    }

    @Test func numbers() throws {
        #expect(try json5("0x1F").get().number == 31)
        #expect(try json5("-0XfF").get().number == -255)
        #expect(try json5("+.5e1").get().number == 5)
        #expect(try json5("5.").get().number == 5)
        #expect(try json5("Infinity").get().number == .infinity)
        #expect(try json5("-Infinity").get().number == -.infinity)
        #expect(try json5("+Infinity").get().number == .infinity)
        #expect(try json5("NaN").get().number?.isNaN == true)
    }

    @Test func strings() throws {
        #expect(try json5(#"'\x41\u00e9\'\v\0'"#).get().string == "A\u{e9}'\u{0B}\u{0}")
        #expect(try json5(#"'\q\ '"#).get().string == "q ")
        #expect(try json5("'tab\tinside'").get().string == "tab\tinside")
        #expect(try json5("'a\\\r\nb'").get().string == "ab")
    }

    @Test func identifierKeys() throws {
        let value = try json5(#"{$value: 1, _x: 2, caf\u00e9: 3, naïve: 4, a1: 5}"#).get()
        #expect(value.members?.map(\.key) == ["$value", "_x", "café", "naïve", "a1"])
    }

    @Test func extraWhitespace() throws {
        #expect(try json5("\u{FEFF}\u{A0}\u{2028}[1,\u{0B}\u{0C}2]").get().elements?.count == 2)
    }

    /// JSONC: comments and trailing commas, nothing else of JSON5.
    @Test func jsoncAllowsCommentsAndTrailingCommasOnly() throws {
        let value = try jsonc("{\n  // c\n  \"a\": [1, 2,], /* b */\n}").get()
        #expect(value["a"]?.elements?.count == 2)
        guard case .failure(let error) = jsonc("{'a': 1}") else { Issue.record("JSONC accepted a single-quoted key"); return }
        #expect(error.line == 1 && error.column == 2 && error.message.contains("expected a quoted member name"))
    }

    /// `+1`, `.5`, `Infinity`, `NaN` and `0x10` are JSON5's alone: JSONC, like JSON, refuses them where JSON5 reads them.
    @Test(arguments: [("-0x10", -16.0), ("+1", 1), (".5", 0.5), ("5.", 5), ("Infinity", .infinity), ("-Infinity", -.infinity)])
    func json5NumbersAreJSON5sAlone(text: String, value: Double) throws {
        #expect(try json5("[\(text)]").get().elements?.first?.number == value)
        guard case .failure(let error) = jsonc("[\(text)]") else { Issue.record("JSONC read \(text)"); return }
        #expect(error.line == 1 && error.column >= 2, "\(text): \(error.line):\(error.column) \(error.message)")
    }

    /// A lone carriage return ends a line comment (ECMAScript's line terminators; VS Code's JSONC scanner), so what
    /// follows on the next line is read.
    @Test func aLoneCarriageReturnEndsALineComment() throws {
        #expect(try json5("{\r  // comment\r  a: 1\r}").get()["a"]?.number == 1)
        #expect(try jsonc("{\r  // comment\r  \"a\": 1\r}").get()["a"]?.number == 1)
        #expect(try json5("{\r  a: 'one \\\rtwo'\r}").get()["a"]?.string == "one two")
        #expect(try json5("[1, // comment\u{2028}2]").get().elements?.count == 2)
    }

    /// Each malformed input, with the exact line and column (bytes, 1-based) where reading stops.
    @Test(arguments: [
        ("{\n  a: 1\n  /* open", 3, 3, "unterminated comment"),
        ("{\n  1a: 1}", 2, 3, "expected a member name"),
        ("[0x]", 1, 4, "hexadecimal digit"),
        ("[01]", 1, 3, "leading zero"),
        ("['\\1']", 1, 4, "no octal escapes"),
        ("['\\0' , '\\01']", 1, 12, "must not be followed by a digit"),
        ("['\\x4']", 1, 5, "two hexadecimal digits"),
        ("{\n  a: 'open\n}", 2, 11, "unterminated string"),
        ("[Infinit]", 1, 9, "invalid literal"),
        ("[,]", 1, 2, "expected a value"),
        ("{,}", 1, 2, "expected a member name"),
        ("[1,,]", 1, 4, "expected a value"),
        ("[/ 1]", 1, 2, "a comment starts with"),
        ("[.]", 1, 3, "expected a digit"),
    ])
    func rejectsMalformedJSON5AtTheExactPlace(text: String, line: Int, column: Int, message: String) {
        switch json5(text) {
        case .success: Issue.record("accepted malformed JSON5: \(text)")
        case .failure(let error):
            #expect(error.line == line && error.column == column, "\(text): got \(error.line):\(error.column) \(error.message)")
            #expect(error.message.contains(message), "\(text): \(error.message)")
        }
    }

    /// Deterministic byte mutations of a JSON5 token file never crash the reader, and every error has a place.
    @Test func mutatedJSON5NeverCrashes() {
        let original = Array(JSON5TokenFileTests.primerLike.utf8)
        var mutator = ByteMutator(seed: 0x15, alphabet: "{}[]'\":,./*\\xu0123456789eE+-.IN \n\r\t$_é")
        for _ in 0..<300 {
            if case .failure(let error) = JSONReader.parse(mutator.mutate(original), dialect: .json5) {
                #expect(error.line >= 1 && error.column >= 1)
            }
        }
    }
}
