/// What reading one file gave: its bytes, nothing (no such file), or a refusal saying why it was not read.
public enum FileRead: Sendable {
    case bytes([UInt8])
    case missing
    case refused(FileRefusal)

    /// The bytes, `nil` when the file is missing or refused.
    public var bytes: [UInt8]? {
        if case .bytes(let bytes) = self { return bytes }
        return nil
    }

    /// The refusal, when the file exists but was not read.
    public var refusal: FileRefusal? {
        if case .refused(let refusal) = self { return refusal }
        return nil
    }
}
