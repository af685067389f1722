import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C (SIGINT) and SIGTERM as events: their default action (ending the process) is turned off, and each one
/// that arrives calls `handler` on a global queue. Keep the value alive as long as the signals should be heard: an
/// optimized build would release the sources after their last use.
final class InterruptSignals {
    private let sources: [any DispatchSourceSignal]

    init(handler: @escaping @Sendable () -> Void) {
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        sources = [SIGINT, SIGTERM].map { DispatchSource.makeSignalSource(signal: $0, queue: .global()) }
        for source in sources {
            source.setEventHandler(handler: handler)
            source.resume()
        }
    }
}
