import ButtonModel
import Foundation

/// The first line of each file docgen keeps to read again (a build record, a drawings archive, a site's manifest):
/// its kind, its format and the SHA-256 of the bytes that follow, `docgen-drawings 2 <64 hex digits>\n`. A file of
/// another kind or format, or whose bytes do not hash to its digest, is set aside whole (`Discard`), never half used.
package enum SealedFile {
    /// `body` under its first line.
    package static func seal(_ body: Data, kind: String, format: Int) -> Data {
        Data("\(kind) \(format) \(SHA256.hex(body))\n".utf8) + body
    }

    /// The bytes after the first line, when it names `kind` and `format` and their SHA-256.
    package static func open(_ data: Data, kind: String, format: Int) -> Result<Data, Discard> {
        guard let newline = data.prefix(kind.utf8.count + 100).firstIndex(of: UInt8(ascii: "\n")) else { return .failure(.damaged) }
        let fields = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count >= 2, fields[0] == kind else { return .failure(.damaged) }
        guard fields[1] == "\(format)" else { return .failure(.otherFormat(String(fields[1].prefix(20)), expected: format)) }
        guard fields.count == 3 else { return .failure(.damaged) }
        let body = Data(data[(newline + 1)...])
        guard SHA256.hex(body) == fields[2] else { return .failure(.digestMismatch) }
        return .success(body)
    }
}

/// Why a file docgen kept was set aside: the build makes what it held again.
package enum Discard: Error, Hashable, Sendable, CustomStringConvertible {
    /// Another docgen's format.
    case otherFormat(String, expected: Int)
    /// Its bytes do not hash to the digest its first line names.
    case digestMismatch
    /// It names a path that is not a plain relative path inside its folder (`RelativePath.isSafe`).
    case unsafePath(String)
    /// It is not what docgen writes.
    case damaged
    /// It holds other files than the ones it stands for (a drawings archive: the files of its matrix).
    case otherFiles

    package var description: String {
        switch self {
        case .otherFormat(let found, let expected): "its format is \(found), this docgen reads \(expected)"
        case .digestMismatch: "its bytes do not match its SHA-256"
        case .unsafePath(let path): "it names \(String(reflecting: String(path.prefix(200)))), which is not a plain path inside its folder"
        case .damaged: "it is damaged"
        case .otherFiles: "it holds other files than the ones it stands for"
        }
    }
}
