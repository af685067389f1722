import DocGenKit
import FlyingFox
import FlyingSocks
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
        let port = try await listen()
        await site.buildFirst()
        let roots = await watchRoots()
        let watcher: any FileWatcher
        if options.polling {
            watcher = PollingWatcher(roots: roots, interval: options.pollInterval)
        } else {
            do throws(WatchError) {
                watcher = try InotifyWatcher(roots: roots)
            } catch {
                report(.watchingByPolling(reason: error.description))
                watcher = PollingWatcher(roots: roots, interval: options.pollInterval)
            }
        }
        self.watcher = watcher
        let site = self.site
        tasks.append(Task { for await batch in watcher.changes { await site.changed(batch) } })
        tasks.append(Task {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 15_000_000_000)
                await site.hub.ping()
            }
        })
        return port
    }

    /// The content, templates and public folders, and the folders of files the design systems name elsewhere.
    func watchRoots() async -> [WatchRoot] {
        var roots = [configuration.contentDirectory, configuration.templatesDirectory, configuration.publicDirectory]
            .filter(FileTree.isDirectory).map { WatchRoot($0) }
        for file in await site.classifier.filesOutsideContent {
            let folder = WatchRoot(FileTree.directory(of: file), recursive: false)
            if !roots.contains(where: { $0.path == folder.path || folder.path.hasPrefix($0.path + "/") }) { roots.append(folder) }
        }
        return roots
    }

    private func listen() async throws(ServeError) -> UInt16 {
        let address: any SocketAddress
        do {
            address = options.host.contains(":") ? try sockaddr_in6.inet6(ip6: options.host, port: options.port)
                : try sockaddr_in.inet(ip4: options.host == "localhost" ? "127.0.0.1" : options.host, port: options.port)
        } catch {
            throw .badHost(options.host)
        }
        let site = self.site
        let server = HTTPServer(config: HTTPServer.Configuration(address: address, timeout: 30, logger: .disabled),
                                handler: ClosureHTTPHandler { request in await site.respond(to: request) })
        self.server = server
        let failure = FailureBox()
        tasks.append(Task {
            do { try await server.run() } catch { failure.set(error) }
        })
        while true {
            if let error = failure.error {
                if case SocketError.failed(_, let code, _) = error, code == EADDRINUSE { throw .portInUse(host: options.host, port: options.port) }
                throw .cannotListen(host: options.host, port: options.port, reason: "\(error)")
            }
            if await server.isListening, let address = await server.listeningAddress {
                switch address {
                case .ip4(_, let port), .ip6(_, let port): return port
                case .unix: return options.port
                }
            }
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
    }

    /// Ends the event streams, stops watching and closes the server.
    public func stop() async {
        watcher?.stop()
        await site.hub.finishAll()
        await server?.stop(timeout: 1)
        for task in tasks { task.cancel() }
        tasks = []
    }
}
