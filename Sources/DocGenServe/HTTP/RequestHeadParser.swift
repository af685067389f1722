import Foundation

/// Parses one complete request head (RFC 9112 §2–5): `METHOD SP target SP HTTP/1.x`, then `name: value` fields.
/// Anything else is refused with `400`: folded lines, spaces before the colon, control characters, a missing target,
/// an HTTP/1.1 request without `Host`, any request with more than one (RFC 9112 §3.2). A target is in origin form
/// (`/path`) or absolute form (`http://host/path`, RFC 9112 §3.2.2), which is read as its path.
struct RequestHeadParser {
    let limits: HTTPLimits

    func parse(_ head: [UInt8]) -> RequestHeadReader.Outcome {
        // Split as bytes: in a Swift string, CR LF is one character.
        var lines = head.split(separator: 10, omittingEmptySubsequences: false)
            .map { String(decoding: $0.last == 13 ? $0.dropLast() : $0, as: UTF8.self) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else { return bad("The request line is missing.") }
        if requestLine.utf8.count + 2 > limits.requestLine {
            return .refused(.uriTooLong, "The request line is longer than \(limits.requestLine / 1024) KiB.")
        }
        if lines.count - 1 > limits.fields {
            return .refused(.headerFieldsTooLarge, "The request has more than \(limits.fields) header fields.")
        }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(Self.isTokenCharacter),
              !parts[1].isEmpty, !parts[1].contains(where: Self.isControl) else {
            return bad("The request line must read METHOD TARGET HTTP/1.1.")
        }
        let version = String(parts[2])
        guard version.hasPrefix("HTTP/") else { return bad("The request line must end with HTTP/1.1.") }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return .refused(.versionNotSupported, "Only HTTP/1.1 and HTTP/1.0.")
        }
        var headers: [String: String] = [:]
        var hostFields = 0
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { return bad("A header line has no colon.") }
            let name = line[..<colon]
            guard !name.isEmpty, name.allSatisfy(Self.isTokenCharacter) else {
                return bad("A header field's name is empty or has characters a name cannot have.")
            }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
            guard !value.contains(where: { Self.isControl($0) && $0 != "\t" }) else { return bad("A header value has a control character.") }
            let key = name.lowercased()
            if key == "host" { hostFields += 1 }
            headers[key] = headers[key].map { $0 + ", " + value } ?? value
        }
        if hostFields > 1 { return bad("The request has more than one Host field.") }
        if hostFields == 0, version == "HTTP/1.1" { return bad("An HTTP/1.1 request must have a Host field.") }
        var target = String(parts[1]), authority: String?
        if !target.hasPrefix("/"), let absolute = Self.absoluteForm(target) {
            (authority, target) = absolute
        }
        return .request(HTTPRequest(method: String(parts[0]), target: target, version: version, headers: headers, targetAuthority: authority))
    }

    /// `http://authority/path?query` as its authority and `/path?query` (`/` for an empty path); `nil` for any other
    /// scheme, an empty authority or one with a user part. Other targets are left to the routes, which refuse them.
    static func absoluteForm(_ target: String) -> (authority: String, target: String)? {
        let scheme = "http://"
        guard target.count > scheme.count, target.prefix(scheme.count).lowercased() == scheme else { return nil }
        let rest = target.dropFirst(scheme.count)
        let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let authority = rest[..<end]
        guard !authority.isEmpty, !authority.contains("@"), !rest[end...].hasPrefix("#") else { return nil }
        let path = rest[end...]
        return (String(authority), path.hasPrefix("/") ? String(path) : "/" + path)
    }

    private func bad(_ message: String) -> RequestHeadReader.Outcome { .refused(.badRequest, message) }

    /// `tchar` of RFC 9110 §5.6.2.
    static func isTokenCharacter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (ascii >= 0x30 && ascii <= 0x39) || (ascii >= 0x41 && ascii <= 0x5A) || (ascii >= 0x61 && ascii <= 0x7A)
            || "!#$%&'*+-.^_`|~".utf8.contains(ascii)
    }

    static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }
}
