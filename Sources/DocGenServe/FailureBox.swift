import Foundation

/// The error the server's task ended with, read by the task waiting for it to listen.
final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (any Error)?

    func set(_ error: any Error) { lock.withLock { stored = error } }
    var error: (any Error)? { lock.withLock { stored } }
}
