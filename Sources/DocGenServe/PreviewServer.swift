import ButtonModel
import DocGenKit
import Foundation

/// `docgen serve`: builds the site into memory, serves it over HTTP, watches its sources, and rebuilds and tells
/// the open pages when they change.
public actor PreviewServer {
    public let site: PreviewSite
    let configuration: BuildConfiguration
    let options: ServeOptions
    let report: @Sendable (ServeEvent) -> Void
    private var server: HTTPServer?
    private var tasks: [Task<Void, Never>] = []
    private var watcher: (any FileWatcher)?

    public init(configuration: BuildConfiguration, options: ServeOptions, report: @escaping @Sendable (ServeEvent) -> Void = { _ in }) {
        self.configuration = configuration
        self.options = options
        self.report = report
        site = PreviewSite(configuration: configuration, options: options, report: report)
    }

    /// Listens (a taken port is reported before any work), builds, and starts watching; returns the port listened on.
    public func start() async throws(ServeError) -> UInt16 {
        let port = try listen()
        if let signal = options.restartedAfter {
            await site.restore(after: signal)
        } else {
            await site.buildFirst()
        }
        let roots = await site.watchRoots
        let report = self.report
        let watcher = WatcherKind.standard(polling: options.polling).start(roots, interval: options.pollInterval) {
            report(.watchingByPolling(reason: $0.description))
        }
        self.watcher = watcher
        let site = self.site
        await site.attach(watcher)
        tasks.append(Task { for await batch in watcher.changes { await site.changed(batch) } })
        tasks.append(Task {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 15_000_000_000)
                await site.hub.ping()
            }
        })
        return port
    }

    /// Listens on the socket `options` hands over (a supervisor's), or binds `--host` and `--port`.
    private func listen() throws(ServeError) -> UInt16 {
        let listener: HTTPListener
        if let inherited = options.listeningSocket {
            guard let adopted = HTTPListener.adopt(socket: inherited) else {
                throw .cannotListen(host: options.host, port: options.port, reason: "the inherited socket \(inherited) is not listening")
            }
            listener = adopted
        } else {
            listener = try HTTPListener.bind(host: options.host, port: options.port)
        }
        let site = self.site
        let server = HTTPServer(listener: listener, limits: options.limits, hosts: AllowedHosts(listeningOn: options.host)) { request in await site.respond(to: request) }
        server.start()
        self.server = server
        return listener.port
    }

    /// Ends the event streams, stops watching and closes the server.
    public func stop() async {
        watcher?.stop()
        await site.hub.finishAll()
        if let server {
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    server.stop(waiting: 1)
                    continuation.resume()
                }
            }
        }
        server = nil
        for task in tasks { task.cancel() }
        tasks = []
    }
}
