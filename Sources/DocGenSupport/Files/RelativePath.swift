/// The one rule for a path that docgen did not make itself and is about to write, link or delete below a root: a
/// path read from a cache record, a drawings archive, a site manifest or a release record. Such a path is accepted
/// only when it is relative, normalized and stays inside its root: no leading `/`, no empty, `.` or `..` component,
/// no NUL, no component longer than a file name may be (255 bytes) and no path longer than the system takes (4,095).
/// Anything else is refused, never repaired: a record that names `../victim.txt` is a damaged or hostile record.
package enum RelativePath {
    /// The longest path and component Linux takes (`PATH_MAX` less its NUL, `NAME_MAX`).
    package static let maximumLength = 4095
    package static let maximumComponentLength = 255

    /// True when `path` may be joined to a root and stay below it.
    package static func isSafe(_ path: String) -> Bool {
        let bytes = path.utf8
        guard !bytes.isEmpty, bytes.count <= maximumLength, bytes.first != UInt8(ascii: "/") else { return false }
        var componentLength = 0
        var dots = 0
        for byte in bytes {
            switch byte {
            case 0: return false
            case UInt8(ascii: "/"):
                // An empty, `.` or `..` component.
                if componentLength == 0 || componentLength == dots && dots <= 2 { return false }
                componentLength = 0
                dots = 0
            default:
                componentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
                if componentLength > maximumComponentLength { return false }
            }
        }
        return componentLength > 0 && !(componentLength == dots && dots <= 2)
    }

    /// `path` when it is safe (`isSafe`), nil otherwise.
    package static func validated(_ path: String) -> String? {
        isSafe(path) ? path : nil
    }
}
