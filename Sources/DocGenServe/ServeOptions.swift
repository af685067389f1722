/// How `docgen serve` listens and watches.
public struct ServeOptions: Sendable {
    /// An IPv4 or IPv6 address to listen on; loopback unless told otherwise.
    public var host = "127.0.0.1"
    /// 0 picks a free port (the tests' choice).
    public var port: UInt16 = 8000
    /// Send the browser to the page an edit changed.
    public var navigate = false
    /// Watch by listing the folders every `pollInterval` seconds instead of with inotify.
    public var polling = false
    public var pollInterval = 0.25
    /// Seconds without a change before a burst of saves is rebuilt.
    public var quietPeriod = 0.02
    /// Mark on each page what differs from this revision's site (`--compare`).
    public var compare: CompareBase?
    /// What one client may ask of the server.
    public var limits = HTTPLimits()
    /// A socket already listening, inherited from `docgen serve`'s supervisor; `host` and `port` then only name it.
    public var listeningSocket: Int32?
    /// Where each good site is saved, for a worker restarted after a crash (`docgen serve`'s worker only).
    public var siteStore: SiteStore?
    /// The signal that ended the previous worker: serve the saved site with the crash overlay, build at the next change.
    public var restartedAfter: String?

    public init(host: String = "127.0.0.1", port: UInt16 = 8000, navigate: Bool = false, polling: Bool = false) {
        self.host = host
        self.port = port
        self.navigate = navigate
        self.polling = polling
    }
}
