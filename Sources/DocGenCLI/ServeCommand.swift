import ArgumentParser
import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit
import DocGenServe
import Foundation

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serves a live preview of the site, rebuilt as you edit.",
        discussion: """
            Builds the site into memory and serves it on loopback. Watches the content, templates and public folders \
            and every file a design system names; on a change it redoes only the steps the change needs, and the open \
            pages reload (or swap their stylesheets) when the output changed. A build error is shown over the last \
            good page until it is fixed; a rebuild that crashes (a stack overflow in some parser) does the same: the \
            preview runs in a worker process that is started again on the last good site. With --compare REV, each page \
            marks the cells and token rows that differ from the site at REV. A --host other than loopback (127.0.0.1, \
            ::1, localhost) is warned about: the preview is then reachable from the network. Against DNS rebinding, \
            it answers only requests addressed to localhost, a loopback address or --host (with --host 0.0.0.0 or ::, \
            also this machine's addresses), any port; others, and requests without Host, get 400. Each request head must \
            arrive within 10 s and stay under 8 KiB for the request line, 64 KiB in all and 100 fields; at most 64 \
            connections at once. Ctrl-C stops. Exit status: 0 stopped, 1 the preview crashed again and again, 2 the \
            port is taken, REV does not exist or invalid options.
            """
    )

    @OptionGroup var project: ProjectOptions

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one (default: 8000).", valueName: "n"))
    var port: UInt16 = 8000

    @Option(help: ArgumentHelp("The address to listen on (default: 127.0.0.1, this machine only).", valueName: "ip"))
    var host = "127.0.0.1"

    @Flag(help: "Take the browser to the page an edit changed.")
    var navigate = false

    @Flag(help: "Watch by listing the folders every quarter second instead of with inotify (network drives, some containers).")
    var poll = false

    @Option(help: ArgumentHelp("Mark on each page the cells and tokens that differ from the site at this git revision (as docgen diff compares).",
                               valueName: "rev"))
    var compare: String?

    @OptionGroup var threads: JobsOption

    func run() throws {
        if let worker = WorkerEnvironment(ProcessInfo.processInfo.environment) { return try work(worker) }
        try supervise()
    }

    /// The process the user started: warns when the preview is reachable from the network, listens, and keeps a
    /// worker serving (started again after a crash) until Ctrl-C.
    private func supervise() throws {
        let listener: HTTPListener
        do throws(ServeError) {
            listener = try HTTPListener.bind(host: host, port: port)
        } catch {
            Terminal.error("docgen: \(error)")
            throw ExitStatus.invalidInput
        }
        if let warning = HostExposure.warning(for: host) { Terminal.error(warning) }
        let folder: String
        do {
            folder = try ServeSupervisor.makeStoreFolder()
        } catch {
            Terminal.error("docgen: cannot make a folder for the last good site: \(error.localizedDescription)")
            throw ExitStatus.failed
        }
        let supervisor = ServeSupervisor(listener: listener, store: SiteStore(folder: folder)) { event in
            switch event {
            case .crashed(let signal, true):
                Terminal.error("docgen: the preview crashed (\(signal): \(SignalName.meaning(of: signal))); started again with the last good site.")
            case .crashed(let signal, false):
                Terminal.error("docgen: the preview crashed again and again (last: \(signal)); stopping.")
            }
        }
        let status = supervisor.runUntilInterrupted()
        if status != 0 { throw ExitStatus(code: status) }
    }

    /// The worker: builds, serves on the inherited socket, watches and rebuilds.
    private func work(_ worker: WorkerEnvironment) throws {
        let configuration = try project.configuration(jobs: threads.jobs)
        var options = ServeOptions(host: host, port: port, navigate: navigate, polling: poll)
        options.pollInterval = 0.25
        options.listeningSocket = worker.socket
        options.siteStore = SiteStore(folder: worker.store)
        options.restartedAfter = worker.crashed
        if let compare {
            do {
                options.compare = try CompareBase(revision: compare, configuration: configuration)
            } catch {
                // The revision's own problem in one line; content that does not build at REV, as docgen diff says it.
                Terminal.error(error.reason.map { "docgen serve: --compare \(compare): \($0)" } ?? error.description)
                throw ExitStatus.invalidInput
            }
        }
        let server = PreviewServer(configuration: configuration, options: options, report: Self.print)
        let host = host
        let error = PreviewWorker.run(server, worker: worker) { event in
            switch event {
            case .serving(let port):
                let folders = [configuration.contentDirectory, configuration.templatesDirectory, configuration.publicDirectory]
                    .filter(FileTree.isDirectory).map { $0 + "/" }.joined(separator: ", ")
                let address = host.contains(":") ? "[\(host)]" : host
                Terminal.say("Serving http://\(address):\(port)/ (watching \(folders) and the token files). Ctrl-C stops.")
            case .stopped:
                Terminal.say("\nStopped.")
            }
        }
        if let error {
            Terminal.error("docgen: \(error)")
            throw ExitStatus.invalidInput
        }
    }

    /// One line per rebuild; errors as `docgen build` prints them.
    @Sendable static func print(_ event: ServeEvent) {
        switch event {
        case .built(let pages, let files, let seconds):
            Terminal.say("Built \(pages) pages (\(files) files) in \(milliseconds(seconds)).")
        case .rebuilt(let scope, let seconds, let steps, let changed, let event, let latency):
            let slowest = steps.sorted { $0.seconds > $1.seconds }.prefix(2).map { "\($0.name) \(milliseconds($0.seconds))" }
            var line = "Rebuilt \(scope) in \(milliseconds(seconds)) (\(slowest.joined(separator: ", "))): "
            line += changed == 0 ? "no file changed" : "\(changed) file\(changed == 1 ? "" : "s") changed"
            if let event, let latency { line += "; \(event) sent \(milliseconds(latency)) after the save" }
            Terminal.say(line + ".")
        case .failed(let diagnostics):
            Terminal.diagnostics(diagnostics)
            Terminal.error("docgen: \(diagnostics.errors.count) error\(diagnostics.errors.count == 1 ? "" : "s"); still serving the last good site.")
        case .warning(let diagnostic):
            Terminal.error(diagnostic.description)
        case .restored(let signal, let files):
            Terminal.say(files == 0 ? "No build had succeeded before the crash (\(signal)); waiting for the next change."
                : "Serving the last good site (\(files) files) after the crash (\(signal)); waiting for the next change.")
        case .watchingByPolling(let reason):
            Terminal.error("docgen: \(reason); watching by listing the folders instead.")
        }
    }

    static func milliseconds(_ seconds: Double) -> String {
        seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.2f s", seconds)
    }
}
