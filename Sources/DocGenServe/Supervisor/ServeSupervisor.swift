import DocGenKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `docgen serve` as the user starts it: it owns the listening socket and runs the preview in a worker process (this
/// same executable, started again with the socket inherited). A worker ended by a signal (a trap, a stack overflow in
/// some parser) is started again after a crash: it serves the last good site the dead worker saved, with the overlay
/// saying the rebuild crashed, and waits for the next change. Connections made meanwhile wait in the socket's backlog.
public final class ServeSupervisor: @unchecked Sendable {
    public enum Event: Sendable {
        /// The worker died of `signal`; `restarting` is false when it crashed too often to try again.
        case crashed(signal: String, restarting: Bool)
    }

    let listener: HTTPListener
    let store: SiteStore
    let arguments: [String]
    let report: @Sendable (Event) -> Void
    /// Crashes within `crashWindow` seconds that make the supervisor give up: a worker crashing while it starts.
    var crashLimit = 5
    var crashWindow = 30.0
    private let lock = NSLock()
    private var worker: pid_t = 0
    private var stopping = false

    public init(listener: HTTPListener, store: SiteStore, arguments: [String] = CommandLine.arguments,
                report: @escaping @Sendable (Event) -> Void) {
        self.listener = listener
        self.store = store
        self.arguments = arguments
        self.report = report
    }

    /// A fresh folder for the last good site: in `/dev/shm` (memory) when it exists, else the temporary folder.
    public static func makeStoreFolder() throws -> String {
        let shm = "/dev/shm"
        let base = access(shm, W_OK) == 0 ? shm : NSTemporaryDirectory()
        let folder = base + "/docgen-serve-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return folder
    }

    /// Runs workers until one ends without crashing; its exit status, or 1 when crashes repeat. Removes the store.
    public func run() -> Int32 {
        defer { try? FileManager.default.removeItem(atPath: store.folder) }
        listener.inheritable()
        var crashes: [Double] = []
        var crashed: String?
        while true {
            let environment = WorkerEnvironment(socket: listener.socket, store: store.folder, crashed: crashed)
            guard let pid = spawn(environment) else { return 1 }
            lock.withLock { worker = pid }
            let status = Self.wait(for: pid)
            lock.withLock { worker = 0 }
            guard let signal = status.signal, !lock.withLock({ stopping }) else { return status.code ?? 0 }
            let name = SignalName.of(signal)
            let now = Socket.now()
            crashes = crashes.filter { now - $0 < crashWindow } + [now]
            let restarting = crashes.count < crashLimit
            report(.crashed(signal: name, restarting: restarting))
            guard restarting else { return 1 }
            crashed = name
        }
    }

    /// Stops the worker (SIGTERM); `run` returns once it ended.
    public func stop() {
        let pid = lock.withLock { () -> pid_t in
            stopping = true
            return worker
        }
        if pid > 0 { kill(pid, SIGTERM) }
    }

    /// Starts this executable again with the worker's variables; Swift's crash report is off unless the user set it,
    /// so that a crash is one line and the restart immediate.
    private func spawn(_ environment: WorkerEnvironment) -> pid_t? {
        var variables = ProcessInfo.processInfo.environment.merging(environment.variables) { $1 }
        if environment.crashed == nil { variables[WorkerEnvironment.crashVariable] = nil }
        if variables["SWIFT_BACKTRACE"] == nil { variables["SWIFT_BACKTRACE"] = "enable=no" }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard let executable = ExecutablePath.toStart() else { return nil }
        let result = posix_spawn(&pid, executable, nil, nil, argv, envp)
        return result == 0 ? pid : nil
    }

    /// The worker's exit code, or the signal that ended it.
    private static func wait(for pid: pid_t) -> (code: Int32?, signal: Int32?) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return (1, nil) }
        }
        let signal = status & 0x7F
        return signal == 0 ? ((status >> 8) & 0xFF, nil) : (nil, signal)
    }
}
