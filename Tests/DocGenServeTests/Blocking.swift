import Foundation

/// Runs blocking socket work on a Dispatch thread, so that a test's waits never hold one of the few threads the
/// server under test runs its tasks on.
func offThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
}
