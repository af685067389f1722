import Foundation

/// One file of the site as the preview serves it: its bytes, their fingerprint, and when they last changed.
public struct ServedFile: Sendable, Equatable {
    public var data: Data
    public var hash: UInt64
    /// When these bytes were first served (`Last-Modified`); a rebuild that leaves them as they are keeps it.
    public var modified: Date

    public init(data: Data, modified: Date) {
        self.data = data
        self.hash = ContentHash.of(data)
        self.modified = modified
    }

    /// A file read back with the fingerprint it was saved with.
    init(data: Data, hash: UInt64, modified: Date) {
        self.data = data
        self.hash = hash
        self.modified = modified
    }
}
