import Foundation

/// The open pages listening for reload events: each one a stream of `text/event-stream` bytes.
public actor EventHub {
    private var listeners: [UUID: AsyncStream<Data>.Continuation] = [:]

    public init() {}

    /// A new listener's stream, starting with `initial` (the overlay of a failed build, for a page opened since).
    public func subscribe(initial: [ReloadEvent] = []) -> AsyncStream<Data> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<Data>.makeStream(bufferingPolicy: .bufferingNewest(64))
        continuation.yield(Data("retry: 500\n\n".utf8))
        for event in initial { continuation.yield(Data(event.streamText.utf8)) }
        continuation.onTermination = { [weak self] _ in
            Task { await self?.remove(id) }
        }
        listeners[id] = continuation
        return stream
    }

    public func send(_ event: ReloadEvent) {
        let bytes = Data(event.streamText.utf8)
        for continuation in listeners.values { continuation.yield(bytes) }
    }

    /// A comment line that keeps idle connections open and finds the closed ones.
    public func ping() {
        for continuation in listeners.values { continuation.yield(Data(": ping\n\n".utf8)) }
    }

    public var count: Int { listeners.count }

    /// Ends every stream, so that the server can close the connections and stop.
    public func finishAll() {
        for continuation in listeners.values { continuation.finish() }
        listeners = [:]
    }

    private func remove(_ id: UUID) {
        listeners[id] = nil
    }
}
