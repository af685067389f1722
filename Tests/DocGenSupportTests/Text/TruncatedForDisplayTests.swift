import Testing

/// Ratios are shown truncated so that a failing value never reads as passing (wcag.eu, "Use enough contrast
/// for text": 4.47:1 must not be rounded up).
@Suite struct TruncatedForDisplayTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let value: Double
        let places: Int
        let text: String
        var testDescription: String { "\(value) to \(places) places → \(text)" }
    }

    @Test(arguments: [
        Case(value: 4.499, places: 2, text: "4.49"),
        Case(value: 4.4999999999, places: 2, text: "4.49"),
        Case(value: 4.5, places: 2, text: "4.50"),
        Case(value: 21, places: 2, text: "21.00"),
        Case(value: 3.0, places: 2, text: "3.00"),
        Case(value: 0.005, places: 2, text: "0.00"),
        Case(value: 0.0099, places: 2, text: "0.00"),
        Case(value: 0.015, places: 2, text: "0.01"),
        Case(value: 1.005, places: 2, text: "1.00"),
        Case(value: 0.29, places: 2, text: "0.29"),
        Case(value: 0.57, places: 2, text: "0.57"),
        Case(value: 4.35, places: 2, text: "4.35"),
        Case(value: -68.54146436644962, places: 2, text: "-68.54"),
        Case(value: -7.526878460278154, places: 2, text: "-7.52"),
        Case(value: -0.5, places: 2, text: "-0.50"),
        Case(value: -0.004, places: 2, text: "0.00"),
        Case(value: 0.00001, places: 2, text: "0.00"),
        Case(value: 1.5e-7, places: 8, text: "0.00000015"),
        Case(value: 1e16, places: 2, text: "10000000000000000.00"),
        Case(value: 63.056469930209424, places: 0, text: "63"),
        Case(value: 63.056469930209424, places: 4, text: "63.0564"),
        Case(value: .nan, places: 2, text: "nan"),
        Case(value: .infinity, places: 2, text: "inf"),
        Case(value: -.infinity, places: 2, text: "-inf"),
    ])
    func truncates(_ example: Case) {
        #expect(example.value.truncatedForDisplay(places: example.places) == example.text)
    }
}
