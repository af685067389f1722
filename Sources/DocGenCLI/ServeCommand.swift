import ArgumentParser
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
            good page until it is fixed. With --compare REV, each page marks the cells and token rows that differ from the \
            site at REV. Ctrl-C stops. Exit status: 0 stopped, 2 the port is taken, REV does not exist or invalid options.
            """
    )

    @OptionGroup var site: SiteOptions
    @OptionGroup var checks: CheckOptions
    @OptionGroup var tokenFormat: TokenFormatArguments

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

    @Option(name: .shortAndLong, help: ArgumentHelp("Threads for pages and pictures (default: one per processor).", valueName: "n"))
    var jobs = BuildConfiguration.defaultJobs

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs takes a whole number of at least 1.") }
    }

    func run() throws {
        var configuration = checks.flags(over: site.flags).overriding(try site.projectFile()).configuration
        configuration.tokenFormat = tokenFormat.options
        configuration.jobs = jobs
        var options = ServeOptions(host: host, port: port, navigate: navigate, polling: poll)
        options.pollInterval = 0.25
        if let compare {
            do {
                options.compare = try CompareBase(revision: compare, configuration: configuration)
            } catch {
                // The revision's own problem in one line; content that does not build at REV, as docgen diff says it.
                Terminal.error(error.reason.map { "docgen serve: --compare \(compare): \($0)" } ?? error.description)
                throw ExitCode(ExitStatus.invalidInput)
            }
        }
        let server = PreviewServer(configuration: configuration, options: options, report: Self.print)
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let interrupts = [SIGINT, SIGTERM].map { DispatchSource.makeSignalSource(signal: $0, queue: .global()) }
        for source in interrupts {
            source.setEventHandler {
                Task {
                    await server.stop()
                    Self.say("\nStopped.")
                    done.signal()
                }
            }
            source.resume()
        }
        Task {
            do throws(ServeError) {
                let port = try await server.start()
                let folders = [configuration.contentDirectory, configuration.templatesDirectory, configuration.publicDirectory]
                    .filter(FileTree.isDirectory).map { $0 + "/" }.joined(separator: ", ")
                let address = host.contains(":") ? "[\(host)]" : host
                Self.say("Serving http://\(address):\(port)/ (watching \(folders) and the token files). Ctrl-C stops.")
            } catch {
                outcome.error = error
                done.signal()
            }
        }
        // The signal sources must outlive the wait: an optimized build would release them after their last use.
        withExtendedLifetime(interrupts) { done.wait() }
        if let error = outcome.error {
            Terminal.error("docgen: \(error)")
            throw ExitCode(ExitStatus.invalidInput)
        }
    }

    /// One line per rebuild; errors as `docgen build` prints them.
    @Sendable static func print(_ event: ServeEvent) {
        switch event {
        case .built(let pages, let files, let seconds):
            say("Built \(pages) pages (\(files) files) in \(milliseconds(seconds)).")
        case .rebuilt(let scope, let seconds, let steps, let changed, let event, let latency):
            let slowest = steps.sorted { $0.seconds > $1.seconds }.prefix(2).map { "\($0.name) \(milliseconds($0.seconds))" }
            var line = "Rebuilt \(scope) in \(milliseconds(seconds)) (\(slowest.joined(separator: ", "))): "
            line += changed == 0 ? "no file changed" : "\(changed) file\(changed == 1 ? "" : "s") changed"
            if let event, let latency { line += "; \(event) sent \(milliseconds(latency)) after the save" }
            say(line + ".")
        case .failed(let diagnostics):
            for diagnostic in diagnostics { Terminal.error(diagnostic.description) }
            Terminal.error("docgen: \(diagnostics.errors.count) error\(diagnostics.errors.count == 1 ? "" : "s"); still serving the last good site.")
        case .warning(let diagnostic):
            Terminal.error(diagnostic.description)
        case .watchingByPolling(let reason):
            Terminal.error("docgen: \(reason); watching by listing the folders instead.")
        }
    }

    /// A line on standard output at once, unbuffered, also into a pipe: one per rebuild, as it happens.
    static func say(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func milliseconds(_ seconds: Double) -> String {
        seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.2f s", seconds)
    }

    /// What the server's task tells the waiting command.
    final class Outcome: @unchecked Sendable {
        var error: ServeError?
    }
}
