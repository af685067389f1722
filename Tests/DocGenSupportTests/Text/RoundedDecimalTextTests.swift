import Testing

/// JSON numbers: rounded to a fixed number of places, trailing zeros dropped, never `-0`, never NaN.
@Suite struct RoundedDecimalTextTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let value: Double
        let places: Int
        let text: String?
        var testDescription: String { "\(value) to \(places) places → \(text ?? "nil")" }
    }

    @Test(arguments: [
        Case(value: 4.478089453577214, places: 4, text: "4.4781"),
        Case(value: 63.056469930209424, places: 2, text: "63.06"),
        Case(value: -68.54146436644962, places: 2, text: "-68.54"),
        Case(value: -57.10698, places: 4, text: "-57.107"),
        Case(value: 4.5, places: 4, text: "4.5"),
        Case(value: 21, places: 4, text: "21"),
        Case(value: 0.1, places: 4, text: "0.1"),
        Case(value: 0.00004, places: 4, text: "0"),
        Case(value: -0.00004, places: 4, text: "0"),
        Case(value: 0.0123, places: 4, text: "0.0123"),
        Case(value: 0.00123, places: 4, text: "0.0012"),
        Case(value: 44, places: 0, text: "44"),
        Case(value: 1e20, places: 4, text: "100000000000000000000"),
        Case(value: .nan, places: 4, text: nil),
        Case(value: -.infinity, places: 4, text: nil),
    ])
    func rounds(_ example: Case) {
        #expect(example.value.roundedDecimalText(places: example.places) == example.text)
    }
}
