import Foundation

/// RFC 6901 JSON Pointers as DTCG token files use them: same-document only, `#/group/token/$value/…`.
package enum JSONPointer {
    /// The unescaped segments of `#/a/b~1c` (`~1` is `/`, `~0` is `~`), or nil if it is not a same-document pointer.
    package static func segments(_ pointer: String) -> [String]? {
        guard pointer.hasPrefix("#") else { return nil }
        let body = pointer.dropFirst()
        if body.isEmpty { return [] }
        guard body.hasPrefix("/") else { return nil }
        return body.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }
}
