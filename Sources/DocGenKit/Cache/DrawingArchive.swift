import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation

/// Files in one blob, sealed (`SealedFile`: `docgen-drawings 2 <SHA-256 of the rest>`): per file its path, a tab, its
/// length in bytes, a line break and the bytes. Every path is a site path that `RelativePath.isSafe` accepts; an
/// archive naming any other is set aside whole.
package enum DrawingArchive {
    package static let kind = "docgen-drawings"
    /// 2 since archives carry their digest.
    package static let format = 2

    package static func data(of files: [(path: String, bytes: Data)]) -> Data {
        var body = Data()
        for file in files {
            body.append(Data("\(file.path)\t\(file.bytes.count)\n".utf8))
            body.append(file.bytes)
        }
        return SealedFile.seal(body, kind: kind, format: format)
    }

    /// The files `data(of:)` wrote, or why the archive is set aside.
    package static func files(in data: Data) -> Result<[(path: String, bytes: Data)], Discard> {
        SealedFile.open(data, kind: kind, format: format).flatMap(parse)
    }

    /// The files of an archive's body, every path checked before any is used.
    private static func parse(_ body: Data) -> Result<[(path: String, bytes: Data)], Discard> {
        var files: [(path: String, bytes: Data)] = []
        var index = body.startIndex
        while index < body.endIndex {
            guard let newline = body[index...].firstIndex(of: UInt8(ascii: "\n")) else { return .failure(.damaged) }
            let line = String(decoding: body[index..<newline], as: UTF8.self)
            guard let tab = line.lastIndex(of: "\t"), let length = Int(line[line.index(after: tab)...]), length >= 0,
                  body.endIndex - (newline + 1) >= length else { return .failure(.damaged) }
            let path = String(line[..<tab])
            guard RelativePath.isSafe(path) else { return .failure(.unsafePath(path)) }
            files.append((path, Data(body[(newline + 1)..<(newline + 1 + length)])))
            index = newline + 1 + length
        }
        return .success(files)
    }
}
