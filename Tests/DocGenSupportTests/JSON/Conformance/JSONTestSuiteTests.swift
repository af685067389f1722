import Foundation
import Testing
@testable import DocGenSupport

/// JSONTestSuite (Nicolas Seriot, `test_parsing/`): a `.json` file is strict RFC 8259 JSON, so every `y_` case is
/// read, every `n_` case is refused with an error inside the input, and each `i_` case (the RFC leaves it to the
/// reader) goes the way listed in `implementationDefined`, without crashing.
@Suite struct JSONTestSuiteTests {
    static let yCases = JSONConformanceCorpus.jsonTestSuite("y_")
    static let nCases = JSONConformanceCorpus.jsonTestSuite("n_")
    static let iCases = JSONConformanceCorpus.jsonTestSuite("i_")

    /// Which way docgen goes on each case the RFC leaves to the reader, and why.
    static let implementationDefined: [String: Bool] = [
        // Numbers beyond a double's range or precision are read as the nearest double (±infinity past the range).
        "i_number_double_huge_neg_exp.json": true,
        "i_number_huge_exp.json": true,
        "i_number_neg_int_huge_exp.json": true,
        "i_number_pos_double_huge_exp.json": true,
        "i_number_real_neg_overflow.json": true,
        "i_number_real_pos_overflow.json": true,
        "i_number_real_underflow.json": true,
        "i_number_too_big_neg_int.json": true,
        "i_number_too_big_pos_int.json": true,
        "i_number_very_big_negative_int.json": true,
        // 500 levels: within the nesting-depth limit (512 levels by default), so read; deeper is the limit's error.
        "i_structure_500_nested_arrays.json": true,
        // A UTF-8 byte order mark before the value is skipped (RFC 8259 §8.1 allows a reader to ignore it).
        "i_structure_UTF-8_BOM_empty_object.json": true,
        // An escaped lone surrogate, in a string or a member name, is read as U+FFFD, the replacement character.
        "i_object_key_lone_2nd_surrogate.json": true,
        "i_string_1st_surrogate_but_2nd_missing.json": true,
        "i_string_1st_valid_surrogate_2nd_invalid.json": true,
        "i_string_incomplete_surrogate_and_escape_valid.json": true,
        "i_string_incomplete_surrogate_pair.json": true,
        "i_string_incomplete_surrogates_escape_valid.json": true,
        "i_string_invalid_lonely_surrogate.json": true,
        "i_string_invalid_surrogate.json": true,
        "i_string_inverted_surrogates_U+1D11E.json": true,
        "i_string_lone_second_surrogate.json": true,
        // Bytes that are not UTF-8 (RFC 8259 §8.1: JSON exchanged between systems is UTF-8) are refused at the first.
        "i_string_UTF-16LE_with_BOM.json": false,
        "i_string_UTF-8_invalid_sequence.json": false,
        "i_string_UTF8_surrogate_U+D800.json": false,
        "i_string_invalid_utf-8.json": false,
        "i_string_iso_latin_1.json": false,
        "i_string_lone_utf8_continuation_byte.json": false,
        "i_string_not_in_unicode_range.json": false,
        "i_string_overlong_sequence_2_bytes.json": false,
        "i_string_overlong_sequence_6_bytes.json": false,
        "i_string_overlong_sequence_6_bytes_null.json": false,
        "i_string_truncated-utf-8.json": false,
        "i_string_utf16BE_no_BOM.json": false,
        "i_string_utf16LE_no_BOM.json": false,
    ]

    /// Every case of the suite is here: a fixture folder that lost files fails rather than passing on fewer.
    @Test func theSuiteIsComplete() {
        #expect(Self.yCases.count == 95)
        #expect(Self.nCases.count == 188)
        #expect(Self.iCases.count == 35)
        #expect(Set(Self.iCases.map(\.name)) == Set(Self.implementationDefined.keys))
    }

    @Test(arguments: yCases) func mustRead(_ testCase: JSONConformanceCorpus.Case) {
        if case .failure(let error) = JSONReader.parse(testCase.bytes) {
            Issue.record("\(testCase.name) refused at \(error.line):\(error.column): \(error.message)")
        }
    }

    @Test(arguments: nCases) func mustRefuse(_ testCase: JSONConformanceCorpus.Case) {
        switch JSONReader.parse(testCase.bytes) {
        case .success(let value):
            Issue.record("\(testCase.name) read as \(JSONText.canonical(value))")
        case .failure(let error):
            #expect(JSONConformanceCorpus.placeIsInside(error, testCase.bytes), "\(testCase.name): \(error.line):\(error.column)")
            #expect(!error.message.isEmpty)
        }
    }

    @Test(arguments: iCases) func goesTheListedWay(_ testCase: JSONConformanceCorpus.Case) {
        guard let expected = Self.implementationDefined[testCase.name] else {
            Issue.record("\(testCase.name) is not listed")
            return
        }
        switch JSONReader.parse(testCase.bytes) {
        case .success(let value):
            #expect(expected, "\(testCase.name) read as \(JSONText.canonical(value)), listed as refused")
        case .failure(let error):
            #expect(!expected, "\(testCase.name) refused at \(error.line):\(error.column): \(error.message), listed as read")
        }
    }
}
