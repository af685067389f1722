import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The connections being served, at most `capacity` at once. Stopping the server shuts every one of them down,
/// which wakes the threads waiting on them.
final class ConnectionPool: @unchecked Sendable {
    let capacity: Int
    private let condition = NSCondition()
    private var open: Set<Int32> = []
    private var stopped = false

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Takes `socket` in when there is room; `false` when the pool is full or stopped.
    func admit(_ socket: Int32) -> Bool {
        condition.withLock {
            guard !stopped, open.count < capacity else { return false }
            open.insert(socket)
            return true
        }
    }

    func release(_ socket: Int32) {
        condition.withLock {
            open.remove(socket)
            condition.broadcast()
        }
    }

    var count: Int { condition.withLock { open.count } }

    /// Refuses new connections, shuts the open ones down, and waits up to `seconds` for their threads to end.
    func stop(waiting seconds: Double) {
        condition.lock()
        defer { condition.unlock() }
        stopped = true
        for socket in open { shutdown(socket, Int32(SHUT_RDWR)) }
        let deadline = Date().addingTimeInterval(seconds)
        while !open.isEmpty, condition.wait(until: deadline) {}
    }
}
