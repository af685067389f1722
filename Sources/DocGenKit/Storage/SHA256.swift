import ButtonModel
import Foundation
internal import CCrypto

/// SHA-256 (FIPS 180-4), the content hash of the site manifest and the build cache: OpenSSL's, which uses the
/// processor's SHA instructions where it has them. A file is known by its digest, so a hash that anyone could make
/// collide would let one input pass for another. The one file that calls OpenSSL: each hasher owns its context and
/// frees it, and hands out the digest as Swift values.
public struct SHA256: ~Copyable {
    private let context: OpaquePointer

    public init() {
        guard let context = EVP_MD_CTX_new(), EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else {
            fatalError("OpenSSL cannot make a SHA-256 context (out of memory)")
        }
        self.context = context
    }

    deinit { EVP_MD_CTX_free(context) }

    /// The digest of `bytes` as 64 lowercase hexadecimal digits.
    public static func hex(_ bytes: some DataProtocol) -> String {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalizeHex()
    }

    public static func hex(_ text: String) -> String { hex(Data(text.utf8)) }

    public mutating func update(_ bytes: some DataProtocol) {
        for region in bytes.regions {
            region.withUnsafeBytes { update(UnsafeRawBufferPointer($0)) }
        }
    }

    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return }
        EVP_DigestUpdate(context, base, buffer.count)
    }

    /// The digest of everything given, as 32 bytes; the hasher is spent.
    public consuming func finalize() -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        digest.withUnsafeMutableBufferPointer { _ = EVP_DigestFinal_ex(context, $0.baseAddress, &length) }
        return Array(digest.prefix(Int(length)))
    }

    public consuming func finalizeHex() -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(64)
        for byte in finalize() {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0xf)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
