/// What `docgen serve`'s supervisor tells the worker it starts, through the worker's environment.
public struct WorkerEnvironment: Sendable, Equatable {
    static let socketVariable = "DOCGEN_SERVE_SOCKET"
    static let storeVariable = "DOCGEN_SERVE_STORE"
    static let crashVariable = "DOCGEN_SERVE_CRASHED"

    /// The listening socket's descriptor, inherited.
    public var socket: Int32
    /// The folder where the worker keeps the last good site (see `SiteStore`).
    public var store: String
    /// The signal that ended the previous worker (`SIGSEGV`), when this one is a restart after a crash.
    public var crashed: String?

    public init(socket: Int32, store: String, crashed: String? = nil) {
        self.socket = socket
        self.store = store
        self.crashed = crashed
    }

    /// The worker's settings, `nil` in the process the user started (the supervisor).
    public init?(_ environment: [String: String]) {
        guard let socket = environment[Self.socketVariable].flatMap({ Int32($0) }), let store = environment[Self.storeVariable] else { return nil }
        self.init(socket: socket, store: store, crashed: environment[Self.crashVariable])
    }

    /// Entries to add to the supervisor's own environment for the worker.
    var variables: [String: String] {
        var variables = [Self.socketVariable: String(socket), Self.storeVariable: store]
        if let crashed { variables[Self.crashVariable] = crashed }
        return variables
    }
}
