import Testing
@testable import DocGenSupport

@Suite struct JSONReaderTests {
    private func parse(_ text: String) -> Result<JSONValue, JSONSyntaxError> { JSONReader.parse(Array(text.utf8)) }

    @Test func readsEveryKindOfValueWithItsPosition() throws {
        let text = "{\n  \"a\": [1, -2.5e2, true, false, null],\n  \"b\": {\"c\": \"d\\u00e9\\n\"}\n}"
        let value = try parse(text).get()
        #expect(value.line == 1 && value.column == 1)
        let array = try #require(value["a"]?.elements)
        #expect(array.map(\.number) == [1, -250, nil, nil, nil])
        #expect(array[1].line == 2 && array[1].column == 12)
        #expect(array[2].bool == true)
        let inner = try #require(value["b"]?["c"])
        #expect(inner.string == "dé\n")
        #expect(inner.line == 3 && inner.column == 14)
        #expect(value.members?.map(\.key) == ["a", "b"])
    }

    /// RFC 8259 § 7: a character outside the Basic Multilingual Plane is escaped as a UTF-16 surrogate pair.
    @Test func joinsSurrogatePairs() throws {
        #expect(try parse("\"\\ud83d\\ude00\"").get().string == "😀")
        #expect(try parse("\"caf\u{e9}\"").get().string == "café")
    }

    @Test func numbersFollowTheGrammar() throws {
        #expect(try parse("0").get().number == 0)
        #expect(try parse("-0.125").get().number == -0.125)
        #expect(try parse("1E3").get().number == 1000)
        #expect(try parse("12345678901234567890").get().number == Double("12345678901234567890"))
    }

    /// Each malformed input, with the exact line and column (bytes, 1-based) where reading stops.
    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "expected a quoted member name"),
        ("{\"a\" 1}", 1, 6, "expected ':'"),
        ("{\n  \"a\": \"open\n}", 2, 13, "unterminated string"),
        ("[01]", 1, 3, "leading zero"),
        ("{\n  // comment\n  \"a\": 1\n}", 2, 3, "expected a quoted member name"),
        ("\"\\x\"", 1, 3, "invalid escape"),
        ("{\"a\": [1, 2", 1, 12, "unexpected end of input"),
        ("[1.]", 1, 4, "after the decimal point"),
        ("tru", 1, 4, "invalid literal"),
        ("{} {}", 1, 4, "after the end"),
        ("", 1, 1, "unexpected end of input"),
        ("[1 2]", 1, 4, "expected ',' or ']'"),
        // JSON5's numbers are not JSON's (JSONTestSuite's n_number_ cases).
        ("[+1]", 1, 2, "a JSON number starts with '-' or a digit"),
        ("[.2e-3]", 1, 2, "a JSON number starts with '-' or a digit"),
        ("[NaN]", 1, 2, "a JSON number starts with '-' or a digit"),
        ("[Infinity]", 1, 2, "a JSON number starts with '-' or a digit"),
        ("[-Infinity]", 1, 3, "expected a digit"),
        ("[-.123]", 1, 3, "expected a digit"),
        ("[-2.]", 1, 5, "after the decimal point"),
        ("[-0x10]", 1, 4, "expected ',' or ']'"),
    ])
    func rejectsMalformedJSONAtTheExactPlace(text: String, line: Int, column: Int, message: String) {
        switch parse(text) {
        case .success: Issue.record("accepted malformed JSON: \(text)")
        case .failure(let error):
            #expect(error.line == line && error.column == column, "\(text): got \(error.line):\(error.column) \(error.message)")
            #expect(error.message.contains(message), "\(text): \(error.message)")
        }
    }

    @Test func refusesNestingDeeperThanTheLimit() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        guard case .failure(let error) = parse(deep) else { Issue.record("accepted 600 levels"); return }
        #expect(error.message.contains("nesting"))
        #expect(error.limit == .nestingDepth)
        #expect(error.line == 1 && error.column == 513)
        guard case .success = JSONReader.parse(Array(deep.utf8), maximumDepth: 600) else { Issue.record("refused 600 levels under a limit of 600"); return }
    }
}
