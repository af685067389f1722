import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The worker process of `docgen serve`: starts the preview server on the socket its supervisor passed down, and
/// serves, watches and rebuilds until Ctrl-C or SIGTERM. A worker whose supervisor was killed removes the saved site
/// and stops as on SIGTERM, instead of serving on alone.
public enum PreviewWorker {
    public enum Event: Sendable {
        /// The server listens on `port`.
        case serving(port: UInt16)
        /// The server stopped after a signal.
        case stopped
    }

    /// Serves until interrupted; `nil` once stopped, or the error that kept the server from starting.
    public static func run(_ server: PreviewServer, worker: WorkerEnvironment, report: @escaping @Sendable (Event) -> Void) -> ServeError? {
        let outcome = Outcome()
        let orphaned = watchParent {
            try? FileManager.default.removeItem(atPath: worker.store)
            kill(getpid(), SIGTERM)
        }
        let done = DispatchSemaphore(value: 0)
        let stopping = Outcome()
        let interrupts = InterruptSignals {
            // Ctrl-C reaches this process from the terminal and again from the supervisor: stop once.
            guard stopping.claim() else { return }
            Task {
                await server.stop()
                report(.stopped)
                done.signal()
            }
        }
        Task {
            do throws(ServeError) {
                report(.serving(port: try await server.start()))
            } catch {
                outcome.error = error
                done.signal()
            }
        }
        // The signal sources must outlive the wait: an optimized build would release them after their last use.
        withExtendedLifetime((interrupts, orphaned)) { done.wait() }
        return outcome.error
    }

    /// Calls `stop` once the process that started this one is gone.
    static func watchParent(stop: @escaping @Sendable () -> Void) -> DispatchSourceTimer {
        let parent = getppid()
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler {
            guard getppid() != parent else { return }
            timer.cancel()
            stop()
        }
        timer.resume()
        return timer
    }

    /// What the server's task tells the waiting worker, and whether a stop was claimed already.
    final class Outcome: @unchecked Sendable {
        var error: ServeError?
        private let lock = NSLock()
        private var claimed = false

        /// `true` the first time only.
        func claim() -> Bool {
            lock.withLock {
                defer { claimed = true }
                return !claimed
            }
        }
    }
}
