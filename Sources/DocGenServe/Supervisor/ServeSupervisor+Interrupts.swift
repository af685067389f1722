extension ServeSupervisor {
    /// `run`, stopped by Ctrl-C or SIGTERM: the terminal's Ctrl-C reaches the worker too; a SIGTERM sent to this
    /// process alone is passed on. The worker's exit status, or 1 when crashes repeat.
    public func runUntilInterrupted() -> Int32 {
        let interrupts = InterruptSignals { [self] in stop() }
        return withExtendedLifetime(interrupts) { run() }
    }
}
