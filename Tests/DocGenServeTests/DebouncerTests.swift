import Testing
@testable import DocGenServe

@Suite struct DebouncerTests {
    @Test func aBurstIsOneBatchOnceQuiet() {
        var debouncer = Debouncer(quiet: 0.05, longest: 1)
        #expect(debouncer.deadline == nil)
        debouncer.add(["a.md"], at: 10.00)
        debouncer.add(["b.md"], at: 10.03)
        debouncer.add(["a.md"], at: 10.06)
        #expect(debouncer.take(at: 10.10) == nil, "a change came 40 ms ago")
        #expect(abs(debouncer.deadline! - 10.11) < 1e-9)
        #expect(debouncer.take(at: 10.12) == ["a.md", "b.md"])
        #expect(debouncer.deadline == nil)
        #expect(debouncer.take(at: 20) == nil, "nothing pending")
    }

    @Test func aFileSavedOverAndOverStillRebuilds() {
        var debouncer = Debouncer(quiet: 0.05, longest: 0.2)
        var time = 0.0
        while time < 0.19 {
            debouncer.add(["a.md"], at: time)
            time += 0.04
        }
        #expect(debouncer.deadline == 0.2, "the longest wait caps the quiet period")
        #expect(debouncer.take(at: 0.2) == ["a.md"])
    }
}
