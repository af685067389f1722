/// The seconds `work` took: what the tests of hostile inputs compare with the bound a user expects (a hang or a
/// quadratic walk takes minutes, the fixed code a fraction of the bound).
package func secondsTaken(_ work: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try work()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}
