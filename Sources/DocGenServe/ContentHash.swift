import Foundation

/// FNV-1a, 64 bits: a stable fingerprint of a file's bytes for ETags and for telling whether the output changed.
/// Not a defence against anyone: it only has to differ when a preview's own output differs.
public enum ContentHash {
    public static func of(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in buffer {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            return hash
        }
    }

    /// `"5f1d…"`: a strong entity tag.
    public static func entityTag(_ hash: UInt64) -> String {
        "\"" + String(hash, radix: 16) + "\""
    }
}
